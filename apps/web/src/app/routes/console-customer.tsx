import { useParams } from "react-router";
import { CustomerDetail } from "~/features/console/components/customer-detail";
import { useSession } from "~/lib/session";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

export function meta() {
  return [{ title: "Customer · Operator console · Outsmart" }];
}

/** A customer's page in the console. */
export default function ConsoleCustomerPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.customer);
  const { id = "" } = useParams();
  const session = useSession();
  return <CustomerDetail id={id} viewerId={session.data?.user.id ?? ""} />;
}
