import { useParams } from "react-router";
import { PaymentDetail } from "~/features/console/components/console-payment-detail";

export function meta() {
  return [{ title: "Payment · Operator console · Outsmart" }];
}

/** A payment's page in the console: its bKash timeline, "Check with bKash now" and refunds. */
export default function ConsolePaymentPage() {
  const { id = "" } = useParams();
  return <PaymentDetail id={id} />;
}
