import {
  type CampaignView as CampaignViewData,
  findCampaignKit,
} from "@outsmart/contracts/campaign-kits";
import { campaignKitPath } from "@outsmart/contracts/campaign-paths";
import { paths } from "@outsmart/contracts/routes";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, Copy, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Markdown } from "~/components/markdown";
import { StatePanel } from "~/components/state-panel";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { ApiClientError } from "~/lib/api-error";
import { useCopyToClipboard } from "~/lib/clipboard";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { plainText } from "~/lib/plain-text";
import { kitsCatalogue } from "../i18n/kits-catalogue";
import type { KitsMessages } from "../i18n/kits-en";
import { toolsCatalogue } from "../i18n/tools-catalogue";

/**
 * /dashboard/campaigns/:id (ADR 0085): one campaign kit run from the history, its written steps in
 * order with Copy, and the way back to the history or to run the kit again.
 */
export function CampaignView({ id }: { id: string }) {
  const t = kitsCatalogue.useMessages();
  const tools = toolsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const campaign = useQuery({
    queryKey: ["campaign", id],
    queryFn: ({ signal }) =>
      apiRequest<CampaignViewData>(`/api/campaigns/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
  if (campaign.isPending)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (campaign.isError) {
    const notFound = campaign.error instanceof ApiClientError && campaign.error.status === 404;
    return (
      <StatePanel
        icon={<SearchX aria-hidden="true" className="size-10 text-slate-400" />}
        title={notFound ? t.campaignNotFoundTitle : t.campaignLoadFailed}
      >
        {notFound ? <p className="text-slate-600">{t.campaignNotFoundText}</p> : null}
        <Link to={paths.history} className={buttonVariants({ variant: "outline" })}>
          {t.toHistory}
        </Link>
      </StatePanel>
    );
  }
  const data = campaign.data;
  const kit = findCampaignKit(data.kit_id);
  const title = kit?.title[language] ?? data.kit_id;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.history}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.toHistory}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t.campaignTitle(title)}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone={data.status === "succeeded" ? "success" : "warning"}>
            {t.stepsWritten(data.generations.length, data.steps_total)}
          </Badge>
          <span>
            {t.createdOn(
              new Date(data.created_at).toLocaleString(language === "bn" ? "bn-BD" : "en-GB", {
                dateStyle: "medium",
                timeStyle: "short",
              }),
            )}
          </span>
        </p>
      </div>
      {data.status !== "succeeded" ? <Alert>{t.outcome[data.status]}</Alert> : null}
      <ol className="flex flex-col gap-4">
        {data.generations.map((step, index) => {
          const name = tools.toolName(
            step.tool_slug,
            findCatalogueTool(step.tool_slug)?.name ?? step.tool_slug,
          );
          return (
            <li key={step.id}>
              <CampaignStep
                number={index + 1}
                name={name}
                content={step.content ?? ""}
                lang={data.brief_language}
                t={t}
              />
            </li>
          );
        })}
      </ol>
      {kit ? (
        <Link
          to={campaignKitPath(kit.id, data.brief_language)}
          className={buttonVariants({ variant: "secondary" })}
        >
          {t.runAgain}
        </Link>
      ) : null}
    </div>
  );
}

function CampaignStep({
  number,
  name,
  content,
  lang,
  t,
}: {
  number: number;
  name: string;
  content: string;
  lang: string;
  t: KitsMessages;
}) {
  const { copied, copy } = useCopyToClipboard(t);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold text-slate-900">
        {number}. {name}
      </h2>
      <div lang={lang} className="rounded-lg border border-slate-200 p-3">
        <Markdown>{content}</Markdown>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={t.copyStep(name)}
        onClick={() => void plainText(content).then(copy)}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t.copied : t.copy}
      </Button>
    </Card>
  );
}
