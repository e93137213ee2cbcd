import {
  type CampaignTemplate,
  campaignTemplates,
  type TemplateLanguage,
  type TemplateOccasion,
  templateOccasions,
} from "@outsmart/contracts/campaign-templates";
import { paths } from "@outsmart/contracts/routes";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { fieldLabel } from "@outsmart/contracts/tool-fields";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { ToolIcon } from "~/components/tool-icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { templatesCatalogue } from "../i18n/templates-catalogue";
import type { TemplatesMessages } from "../i18n/templates-en";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import { KitLibrary } from "./kit-library";
import type { ToolsMessages } from "../i18n/tools-en";

/** The address a template opens: its tool, with the brief in the chosen language. */
export function templateHref(template: CampaignTemplate, language: TemplateLanguage): string {
  return `${paths.tool(template.toolSlug)}?template=${encodeURIComponent(template.id)}&brief=${language}`;
}

const isOccasion = (value: string | null): value is TemplateOccasion =>
  (templateOccasions as readonly (string | null)[]).includes(value);

/**
 * /dashboard/templates (issue 16): the campaign template library. The occasion and the brief's
 * language live in the address (`?occasion=`, `?brief=`), so a filtered view can be shared and
 * survives a reload; the brief's language starts as the interface language.
 */
export function TemplateLibrary() {
  const t = templatesCatalogue.useMessages();
  const tools = toolsCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  // The browser tab in the interface language (the route's views name their own).
  usePageTitle(`${t.title} · Outsmart`);
  const [params, setParams] = useSearchParams();
  const occasionParam = params.get("occasion");
  const occasion = isOccasion(occasionParam) ? occasionParam : null;
  const briefParam = params.get("brief");
  const brief: TemplateLanguage =
    briefParam === "en" || briefParam === "bn" ? briefParam : language;
  const shown = campaignTemplates.filter(
    (template) => occasion === null || template.occasion === occasion,
  );
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const briefId = useId();

  return (
    <div className="flex flex-col gap-6" lang={language}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t.lead}</p>
      </div>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">{t.occasionFilter}</legend>
          <div className="flex flex-wrap gap-2">
            <OccasionButton
              label={t.allOccasions}
              pressed={occasion === null}
              onClick={() => setParam("occasion", null)}
            />
            {templateOccasions.map((id) => (
              <OccasionButton
                key={id}
                label={t.occasions[id]}
                pressed={occasion === id}
                onClick={() => setParam("occasion", id)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2 sm:w-56">
          <label htmlFor={briefId} className="text-sm font-medium text-slate-900">
            {t.briefLanguage}
          </label>
          <NativeSelect
            id={briefId}
            value={brief}
            onChange={(event) => setParam("brief", event.target.value)}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="bn" lang="bn">
              বাংলা
            </option>
          </NativeSelect>
        </div>
      </div>

      <KitLibrary brief={brief} />

      <p className="text-sm text-slate-600" role="status">
        {t.count(shown.length)}. {t.brandKitHint}
      </p>

      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((template) => (
          <li key={template.id} className="flex">
            <TemplateCard template={template} brief={brief} t={t} tools={tools} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OccasionButton({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "min-h-10 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        pressed
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {label}
    </button>
  );
}

function TemplateCard({
  template,
  brief,
  t,
  tools,
}: {
  template: CampaignTemplate;
  brief: TemplateLanguage;
  t: TemplatesMessages;
  tools: ToolsMessages;
}) {
  const { language } = useInterfaceLanguage();
  const tool = findCatalogueTool(template.toolSlug);
  const title = template.title[language];
  return (
    <Card className="flex w-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-2 text-xs font-medium text-brand-700">
          <ToolIcon name={tool?.icon ?? "Sparkles"} className="size-4 shrink-0" />
          <span>
            {t.opens} {tools.toolName(template.toolSlug, tool?.name ?? template.toolSlug)}
          </span>
        </p>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{template.summary[language]}</p>
        <details className="group rounded-lg border border-slate-200 bg-slate-50 text-sm">
          <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
            {t.preview}
          </summary>
          <dl className="flex flex-col gap-2 px-3 pb-3" lang={brief}>
            {Object.entries(template.inputs[brief]).map(([field, value]) => (
              <div key={field}>
                <dt className="text-xs font-medium text-slate-600" lang={language}>
                  {tools.fieldLabel(field, fieldLabel(field))}
                </dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      <div className="p-5 pt-0">
        <Link
          to={templateHref(template, brief)}
          aria-label={t.useTemplateNamed(title)}
          className={cn(buttonVariants({ variant: "secondary" }), "w-full")}
        >
          {t.useTemplate}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
