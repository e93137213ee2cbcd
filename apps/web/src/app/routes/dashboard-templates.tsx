import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { TemplateLibrary } from "~/features/tools/components/template-library";
import type { Route } from "./+types/dashboard-templates";

// A campaign kit's page and a campaign's page (ADR 0085): views of this route chosen by `?kit=`
// and `?campaign=`, each its own chunk, loaded only when asked for. Routes of their own would add
// to the route manifest that every signed-in page loads.
const KitPage = lazy(() =>
  import("~/features/tools/components/kit-runner").then((module) => ({ default: module.KitPage })),
);
const CampaignView = lazy(() =>
  import("~/features/tools/components/campaign-view").then((module) => ({
    default: module.CampaignView,
  })),
);

export function meta({ location }: Route.MetaArgs) {
  const params = new URLSearchParams(location.search);
  const title = params.has("campaign")
    ? "Campaign"
    : params.has("kit")
      ? "Campaign kit"
      : "Campaign templates";
  return [{ title: `${title} · Outsmart` }];
}

const loading = (
  <div aria-busy="true" className="flex flex-col gap-4">
    <Skeleton className="h-9 w-2/3" />
    <Skeleton className="h-64 w-full" />
  </div>
);

/**
 * /dashboard/templates (issue 16): ready briefs that open a tool with its inputs filled, and the
 * campaign kits; `?kit=<id>` is a kit's page, `?campaign=<id>` one of the user's campaigns.
 */
export default function TemplatesPage() {
  const [params] = useSearchParams();
  const kit = params.get("kit");
  const campaign = params.get("campaign");
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      {campaign ? (
        <Suspense fallback={loading}>
          <CampaignView key={campaign} id={campaign} />
        </Suspense>
      ) : kit ? (
        <Suspense fallback={loading}>
          <KitPage key={kit} id={kit} />
        </Suspense>
      ) : (
        <TemplateLibrary />
      )}
    </main>
  );
}
