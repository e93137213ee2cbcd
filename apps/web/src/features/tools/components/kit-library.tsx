import { type CampaignKit, campaignKits } from "@outsmart/contracts/campaign-kits";
import type { TemplateLanguage } from "@outsmart/contracts/campaign-templates";
import { campaignKitPath } from "@outsmart/contracts/campaign-paths";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { kitsCatalogue } from "../i18n/kits-catalogue";
import type { KitsMessages } from "../i18n/kits-en";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import type { ToolsMessages } from "../i18n/tools-en";

/**
 * The "Campaign kits" section of /dashboard/templates (ADR 0085): each kit's steps, in order, and
 * a link to its page with the brief in the chosen language. Kits need a paid pack; the card says
 * so before anyone opens one.
 */
export function KitLibrary({ brief }: { brief: TemplateLanguage }) {
  const t = kitsCatalogue.useMessages();
  const tools = toolsCatalogue.useMessages();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t.sectionTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.sectionLead}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {campaignKits.map((kit) => (
          <li key={kit.id} className="flex">
            <KitCard kit={kit} brief={brief} t={t} tools={tools} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function KitCard({
  kit,
  brief,
  t,
  tools,
}: {
  kit: CampaignKit;
  brief: TemplateLanguage;
  t: KitsMessages;
  tools: ToolsMessages;
}) {
  const { language } = useInterfaceLanguage();
  const title = kit.title[language];
  return (
    <Card className="flex w-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t.paidBadge}</Badge>
          <span className="text-xs font-medium text-slate-600">
            {t.stepsLabel(kit.steps.length)}
          </span>
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{kit.summary[language]}</p>
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-800">
          {kit.steps.map((step, index) => (
            <li key={index}>
              {tools.toolName(
                step.toolSlug,
                findCatalogueTool(step.toolSlug)?.name ?? step.toolSlug,
              )}
            </li>
          ))}
        </ol>
      </div>
      <div className="p-5 pt-0">
        <Link
          to={campaignKitPath(kit.id, brief)}
          aria-label={t.openKitNamed(title)}
          className={cn(buttonVariants({ variant: "primary" }), "w-full")}
        >
          {t.openKit}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
