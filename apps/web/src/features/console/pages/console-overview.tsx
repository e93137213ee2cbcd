import { overviewUnits, type OverviewUnit } from "@outsmart/contracts/console-overview-units";
import { useSearchParams } from "react-router";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";
import { OverviewDashboard } from "../components/overview-dashboard";

/** The console's overview (`?unit=day|week|month` in the URL). */
export default function ConsoleOverviewPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.overview);
  const [params, setParams] = useSearchParams();
  const requested = params.get("unit");
  const unit = overviewUnits.find((value) => value === requested) ?? "day";
  return (
    <OverviewDashboard
      unit={unit}
      onUnitChange={(value: OverviewUnit) => setParams(value === "day" ? {} : { unit: value })}
    />
  );
}
