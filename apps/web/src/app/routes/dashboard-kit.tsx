import { findCampaignKit } from "@outsmart/contracts/campaign-kits";
import { paths } from "@outsmart/contracts/routes";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { StatePanel } from "~/components/state-panel";
import { buttonVariants } from "~/components/ui/button-variants";
import { useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { KitRunner } from "~/features/tools/components/kit-runner";
import { kitsCatalogue } from "~/features/tools/i18n/kits-catalogue";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import type { Route } from "./+types/dashboard-kit";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${findCampaignKit(params.id)?.title.en ?? "Campaign kit"} · Outsmart` }];
}

/** /dashboard/templates/kits/:id (issue 16, ADR 0085): run a campaign kit. Its own route chunk. */
export default function KitPage({ params }: Route.ComponentProps) {
  const kit = findCampaignKit(params.id);
  const summary = useCreditSummary();
  const t = kitsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      {kit ? (
        <KitRunner key={kit.id} kit={kit} summary={summary.data} />
      ) : (
        <StatePanel
          icon={<SearchX aria-hidden="true" className="size-10 text-slate-400" />}
          title={t.notFoundTitle}
        >
          <p className="text-slate-600">{t.notFoundText}</p>
          <Link to={paths.templates} className={buttonVariants({ variant: "outline" })}>
            {t.backToTemplates}
          </Link>
        </StatePanel>
      )}
    </main>
  );
}
