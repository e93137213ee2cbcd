import type { ScreenProps } from "./screen-props";
import { CustomerDetail } from "~/features/console/components/customer-detail";
import { useSession } from "~/lib/session";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** A customer's page in the console. */
export default function ConsoleCustomerPage({ params }: ScreenProps) {
  usePageTitle(consoleCatalogue.useMessages().titles.customer);
  const id = params.id ?? "";
  const session = useSession();
  return <CustomerDetail id={id} viewerId={session.data?.user.id ?? ""} />;
}
