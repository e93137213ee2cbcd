import { useParams } from "react-router";
import { PaymentDetail } from "~/features/console/components/console-payment-detail";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

export function meta() {
  return [{ title: "Payment · Operator console · Outsmart" }];
}

/** A payment's page in the console: its bKash timeline, "Check with bKash now" and refunds. */
export default function ConsolePaymentPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.payment);
  const { id = "" } = useParams();
  return <PaymentDetail id={id} />;
}
