import { useSearchParams } from "react-router";
import { CustomerSearch } from "~/features/console/components/customer-search";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** The console's first screen: find a customer (`?q=` in the URL). */
export default function ConsoleCustomersPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.customers);
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  return <CustomerSearch q={q} onSearch={(value) => setParams(value ? { q: value } : {})} />;
}
