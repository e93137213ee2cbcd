import type { BrandKit } from "@outsmart/contracts/brand-kit";
import {
  type CampaignKit,
  type CampaignSummary,
  type KitBrief,
  type KitBriefField,
  type KitRunEvent,
  findCampaignKit,
  kitBriefFields,
  KIT_BRIEF_MAX_LENGTH,
} from "@outsmart/contracts/campaign-kits";
import type { TemplateLanguage } from "@outsmart/contracts/campaign-templates";
import { formatBdt } from "@outsmart/contracts/format";
import { CREDIT_PRICE_BDT } from "@outsmart/contracts/plans";
import { type OutputLanguage, outputLanguageTags } from "@outsmart/contracts/output-language-list";
import { campaignPath } from "@outsmart/contracts/campaign-paths";
import { paths } from "@outsmart/contracts/routes";
import { findCatalogueTool } from "@outsmart/contracts/tool-catalogue";
import { useQueryClient } from "@tanstack/react-query";
import {
  ArrowLeft,
  Check,
  CircleAlert,
  Copy,
  LoaderCircle,
  Play,
  SearchX,
  Square,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Markdown } from "~/components/markdown";
import { StatePanel } from "~/components/state-panel";
import { buttonVariants } from "~/components/ui/button-variants";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { ApiClientError } from "~/lib/api-error";
import { useCopyToClipboard } from "~/lib/clipboard";
import { cn } from "~/lib/cn";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { plainText } from "~/lib/plain-text";
import { runKit, useKitQuote } from "../api/run-kit";
import { kitsCatalogue } from "../i18n/kits-catalogue";
import type { KitsMessages } from "../i18n/kits-en";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import { KitChoices, usableModel, useKitBrandKits, useKitModels } from "./kit-choices";

type StepState =
  | { status: "waiting" | "running" | "skipped"; text: string }
  | { status: "done"; text: string; credits: number }
  | { status: "failed"; text: string; error: string };

/** `?kit=<id>` on /dashboard/templates: the kit, or "not found" for an unknown id. */
export function KitPage({ id }: { id: string }) {
  const t = kitsCatalogue.useMessages();
  const kit = findCampaignKit(id);
  if (kit) return <KitRunner kit={kit} />;
  return (
    <StatePanel
      icon={<SearchX aria-hidden="true" className="size-10 text-slate-400" />}
      title={t.notFoundTitle}
    >
      <p className="text-slate-600">{t.notFoundText}</p>
      <Link to={paths.templates} className={buttonVariants({ variant: "outline" })}>
        {t.backToTemplates}
      </Link>
    </StatePanel>
  );
}

/**
 * A campaign kit's page (/dashboard/templates/kits/:id, ADR 0085): the steps, the brief
 * (prefilled in the chosen language, editable), model, output language and brand kit, one price
 * for the whole kit, Run, then each step's progress (announced) and result with Copy, and a link
 * to the campaign in the history.
 */
export function KitRunner({ kit }: { kit: CampaignKit }) {
  const t = kitsCatalogue.useMessages();
  const tools = toolsCatalogue.useMessages();
  const { language: interfaceLanguage } = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const briefParam = params.get("brief");
  const briefLanguage: TemplateLanguage =
    briefParam === "en" || briefParam === "bn" ? briefParam : interfaceLanguage;
  const [brief, setBrief] = useState<KitBrief>(kit.brief[briefLanguage]);
  const [outputLanguage, setOutputLanguage] = useState<OutputLanguage>(briefLanguage);
  const chooseBriefLanguage = (next: TemplateLanguage) => {
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("brief", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    setBrief(kit.brief[next]);
    setOutputLanguage(next);
  };

  const modelList = useKitModels();
  const models = modelList.data ?? [];
  const [chosenModel, setChosenModel] = useState<string | undefined>();
  // Until the user picks one, the model the server chooses for the kit's tools (the quote names it).
  const quote = useKitQuote(kit.id, { model: chosenModel, brief: briefLanguage });
  const modelId = chosenModel ?? quote.data?.model ?? models.find(usableModel)?.id;
  const brandKits = useKitBrandKits();
  const [brandKit, setBrandKit] = useState<BrandKit | null>(null);

  const [steps, setSteps] = useState<StepState[]>(() =>
    kit.steps.map(() => ({ status: "waiting", text: "" })),
  );
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<CampaignSummary>();
  const [campaignId, setCampaignId] = useState<string>();
  const [error, setError] = useState<ApiClientError>();
  const [announcement, setAnnouncement] = useState("");
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const toolName = (index: number) => {
    const slug = kit.steps[index]?.toolSlug ?? "";
    return tools.toolName(slug, findCatalogueTool(slug)?.name ?? slug);
  };
  const setStep = (index: number, next: (step: StepState) => StepState) =>
    setSteps((current) => current.map((step, at) => (at === index ? next(step) : step)));

  const onEvent = (event: KitRunEvent) => {
    switch (event.event) {
      case "campaign":
        setCampaignId(event.data.campaign_id);
        break;
      case "step":
        setStep(event.data.index, () => ({ status: "running", text: "" }));
        setAnnouncement(
          t.stepAnnounce(event.data.index + 1, toolName(event.data.index), t.stepStatus.running),
        );
        break;
      case "delta":
        setStep(event.data.index, (step) => ({ ...step, text: step.text + event.data.text }));
        break;
      case "step-done":
        setStep(event.data.index, () => ({
          status: "done",
          text: event.data.content,
          credits: event.data.credits_charged,
        }));
        setAnnouncement(
          t.stepAnnounce(event.data.index + 1, toolName(event.data.index), t.stepStatus.done),
        );
        break;
      case "step-error":
        setStep(event.data.index, (step) => ({
          status: "failed",
          text: step.text,
          error: event.data.error,
        }));
        setSteps((current) =>
          current.map((step, at) =>
            at > event.data.index && step.status === "waiting"
              ? { ...step, status: "skipped" }
              : step,
          ),
        );
        setAnnouncement(
          t.stepAnnounce(event.data.index + 1, toolName(event.data.index), t.stepStatus.failed),
        );
        break;
      case "done":
        // The outcome's own alert (a status region) announces it.
        setOutcome(event.data);
        break;
    }
  };

  const missing = kitBriefFields.filter((field) => brief[field].trim() === "");
  const [showErrors, setShowErrors] = useState(false);

  const run = async () => {
    if (missing.length > 0) {
      setShowErrors(true);
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setSteps(kit.steps.map(() => ({ status: "waiting", text: "" })));
    setOutcome(undefined);
    setCampaignId(undefined);
    setError(undefined);
    setRunning(true);
    try {
      await runKit({
        kitId: kit.id,
        body: {
          brief,
          brief_language: briefLanguage,
          ...(modelId ? { model: modelId } : {}),
          language: outputLanguage,
          ...(brandKit ? { brand_kit_id: brandKit.id } : {}),
        },
        signal: abort.signal,
        onEvent,
      });
    } catch (caught) {
      if (!abort.signal.aborted)
        setError(
          caught instanceof ApiClientError
            ? caught
            : new ApiClientError(String(caught), 0, "NETWORK"),
        );
      setSteps((current) =>
        current.map((step) =>
          step.status === "waiting" || step.status === "running"
            ? { ...step, status: "skipped" }
            : step,
        ),
      );
    } finally {
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: ["credits"] });
      void queryClient.invalidateQueries({ queryKey: ["generations"] });
      void queryClient.invalidateQueries({ queryKey: ["kit-quote"] });
    }
  };

  const briefLanguageId = useId();
  const done = steps.filter((step) => step.status === "done").length;
  const allowed = quote.data?.allowed !== false;
  const short = quote.data !== undefined && !quote.data.affordable;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.templates}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.backToTemplates}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {kit.title[interfaceLanguage]}
        </h1>
        <p className="max-w-3xl text-slate-600">{kit.summary[interfaceLanguage]}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="flex flex-col gap-5 p-5">
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void run();
            }}
          >
            <h2 className="text-lg font-semibold text-slate-900">{t.brief}</h2>
            <p className="text-sm text-slate-600">{t.briefHint}</p>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={briefLanguageId} className="text-sm font-medium text-slate-900">
                {t.briefLanguage}
              </label>
              <NativeSelect
                id={briefLanguageId}
                value={briefLanguage}
                disabled={running}
                onChange={(event) => chooseBriefLanguage(event.target.value === "bn" ? "bn" : "en")}
              >
                <option value="en" lang="en">
                  English
                </option>
                <option value="bn" lang="bn">
                  বাংলা
                </option>
              </NativeSelect>
            </div>
            {kitBriefFields.map((field: KitBriefField) => (
              <FormField
                key={field}
                label={t.fields[field]}
                error={showErrors && brief[field].trim() === "" ? t.fieldRequired : undefined}
              >
                <Textarea
                  rows={field === "offer" || field === "campaign_goal" ? 3 : 2}
                  lang={briefLanguage}
                  maxLength={KIT_BRIEF_MAX_LENGTH}
                  value={brief[field]}
                  disabled={running}
                  onChange={(event) => setBrief({ ...brief, [field]: event.target.value })}
                />
              </FormField>
            ))}
            <KitChoices
              models={models}
              modelId={modelId}
              onModel={setChosenModel}
              language={outputLanguage}
              onLanguage={setOutputLanguage}
              brandKits={brandKits.data?.brandKits ?? []}
              brandKitId={brandKit?.id ?? null}
              onBrandKit={(next) => {
                setBrandKit(next);
                if (next) setOutputLanguage(next.defaultLanguage);
              }}
              disabled={running}
            />
            <KitQuoteLine
              quote={quote.data}
              loading={quote.isPending}
              t={t}
              language={interfaceLanguage}
            />
            {!allowed ? (
              <Alert tone="info">
                {t.needsPack}{" "}
                <Link to={paths.pricing} className="font-medium underline underline-offset-2">
                  {t.buyCredits}
                </Link>
              </Alert>
            ) : null}
            {error ? (
              <Alert tone="error">
                {error.message}
                {error.code === "FORBIDDEN" || error.code === "INSUFFICIENT_CREDITS" ? (
                  <>
                    {" "}
                    <Link to={paths.pricing} className="font-medium underline underline-offset-2">
                      {t.buyCredits}
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                size="lg"
                disabled={running || !allowed || short || modelId === undefined}
                className="flex-1"
              >
                {running ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Play aria-hidden="true" />
                )}
                {running ? t.running : t.run}
              </Button>
              {running ? (
                <Button variant="outline" size="lg" onClick={() => controller.current?.abort()}>
                  <Square aria-hidden="true" />
                  {t.stop}
                </Button>
              ) : null}
            </div>
          </form>
        </Card>

        <section aria-labelledby={`${briefLanguageId}-steps`} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${briefLanguageId}-steps`} className="text-lg font-semibold text-slate-900">
              {t.steps}
            </h2>
            <p className="text-sm text-slate-600">{t.progress(done, kit.steps.length)}</p>
          </div>
          <p className="sr-only" aria-live="polite" role="status">
            {announcement}
          </p>
          {outcome ? (
            <Alert tone={outcome.status === "succeeded" ? "success" : "info"}>
              <p>
                {t.outcome[outcome.status]} {t.charged(outcome.credits_charged)}
              </p>
              {outcome.steps_done > 0 ? (
                <Link
                  to={campaignPath(outcome.campaign_id)}
                  className="mt-1 inline-block font-medium underline underline-offset-2"
                >
                  {t.viewCampaign}
                </Link>
              ) : null}
            </Alert>
          ) : campaignId && !running && done > 0 ? (
            <Link
              to={campaignPath(campaignId)}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t.viewCampaign}
            </Link>
          ) : null}
          <ol className="flex flex-col gap-4">
            {steps.map((step, index) => (
              <li key={index}>
                <StepCard
                  number={index + 1}
                  name={toolName(index)}
                  step={step}
                  t={t}
                  lang={outputLanguageTags[outputLanguage]}
                />
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

function KitQuoteLine({
  quote,
  loading,
  t,
  language,
}: {
  quote: ReturnType<typeof useKitQuote>["data"];
  loading: boolean;
  t: KitsMessages;
  language: TemplateLanguage;
}) {
  if (!quote) return loading ? <p className="text-sm text-slate-600">{t.quoteLoading}</p> : null;
  const price = (credits: number) =>
    t.credits(credits, formatBdt(credits * CREDIT_PRICE_BDT, language));
  return (
    <div className="flex flex-col gap-1 text-sm" aria-live="polite">
      <p className="font-semibold text-slate-900" data-testid="kit-cost-quote">
        {quote.credits === 0
          ? t.quoteFree(quote.steps)
          : t.quote(quote.steps, price(quote.credits_per_step), price(quote.credits))}
      </p>
      <p className={cn(quote.affordable ? "text-slate-600" : "font-medium text-red-700")}>
        {quote.affordable ? t.balance(quote.balance) : t.notEnough(quote.balance)} {t.chargedNote}
      </p>
    </div>
  );
}

function StepCard({
  number,
  name,
  step,
  t,
  lang,
}: {
  number: number;
  name: string;
  step: StepState;
  t: KitsMessages;
  lang: string;
}) {
  const { copied, copy } = useCopyToClipboard(t);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {number}. {name}
        </h3>
        <span
          className={cn(
            "inline-flex items-center gap-1 text-sm",
            step.status === "done"
              ? "text-emerald-700"
              : step.status === "failed"
                ? "text-red-700"
                : "text-slate-600",
          )}
        >
          {step.status === "running" ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : null}
          {step.status === "done" ? <Check aria-hidden="true" className="size-4" /> : null}
          {step.status === "failed" ? <CircleAlert aria-hidden="true" className="size-4" /> : null}
          {t.stepStatus[step.status]}
        </span>
      </div>
      {step.status === "failed" ? <p className="text-sm text-red-700">{step.error}</p> : null}
      {step.text && step.status !== "failed" ? (
        <div
          lang={lang}
          className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 p-3"
        >
          {step.status === "done" ? (
            <Markdown>{step.text}</Markdown>
          ) : (
            <p className="whitespace-pre-wrap text-sm text-slate-800">{step.text}</p>
          )}
        </div>
      ) : null}
      {step.status === "done" ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-label={t.copyStep(name)}
          onClick={() => void plainText(step.text).then(copy)}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t.copied : t.copy}
        </Button>
      ) : null}
    </Card>
  );
}
