import { CampaignView } from "~/features/tools/components/campaign-view";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import type { Route } from "./+types/dashboard-campaign";

export function meta() {
  return [{ title: "Campaign · Outsmart" }];
}

/** /dashboard/campaigns/:id (issue 16, ADR 0085): a campaign kit run from the history. */
export default function CampaignPage({ params }: Route.ComponentProps) {
  const { language } = useInterfaceLanguage();
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <CampaignView key={params.id} id={params.id} />
    </main>
  );
}
