import type { ScreenProps } from "./screen-props";
import { PaymentDetail } from "~/features/console/components/console-payment-detail";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** A payment's page in the console: its bKash timeline, "Check with bKash now" and refunds. */
export default function ConsolePaymentPage({ params }: ScreenProps) {
  usePageTitle(consoleCatalogue.useMessages().titles.payment);
  const id = params.id ?? "";
  return <PaymentDetail id={id} />;
}
