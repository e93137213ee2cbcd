import type { BrandKit } from "@outsmart/contracts/brand-kit";
import { inputsWithBrandKit } from "@outsmart/contracts/brand-kit-inputs";
import type { CreditSummary } from "@outsmart/contracts/credits";
import { paths } from "@outsmart/contracts/routes";
import {
  DEFAULT_OUTPUT_LANGUAGE,
  type OutputLanguage,
  outputLanguageTags,
} from "@outsmart/contracts/output-language-list";
import type { ToolConfigResponse } from "@outsmart/contracts/tools";
import { Sparkles } from "lucide-react";
import {
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useRef,
  useState,
} from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiClientError } from "~/lib/api-error";
import { useModels } from "../api/get-models";
import { useBrandKitOptions } from "../api/brand-kit-options";
import { usePreferences, useRememberBrandKit, useRememberOutputLanguage } from "../api/preferences";
import { preloadMarkdown } from "~/components/markdown";
import { loadStreamGeneration, useGeneration } from "../hooks/use-generation";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import { generationProblem } from "../lib/generation-checks";
import { defaultModelId, modelsFor } from "../lib/model-choice";
import { BrandKitPicker } from "./brand-kit-picker";
import { LanguagePicker } from "./language-picker";
import { ModelPicker } from "./model-picker";
import { ToolField, type ToolValues } from "./tool-field";
import type { ReusePlan } from "../lib/reuse-plan";

// "Open in tool" (?from=<generation id>) and a template (?template=<id>&brief=en|bn) load their
// code only when the address asks for one.
const Prefill = lazy(() => import("./prefill"));

/**
 * The generic tool page's form and result (seed "Generic tool page", §4 tool form, §5 checks):
 * one control per configured field, the model picker with its cost, "Generate Content", and the
 * streamed result with Stop, Copy, Download and Regenerate.
 */
/**
 * The result panel and the streaming client are not needed to show the form: they load when the
 * form is first touched (or, at the latest, with the first run), like the Markdown renderer.
 */
const loadGenerationResult = () => import("./generation-result");
const GenerationResult = lazy(() =>
  loadGenerationResult().then((module) => ({ default: module.GenerationResult })),
);
function preloadGenerationParts() {
  void loadGenerationResult();
  void loadStreamGeneration();
  preloadMarkdown();
}

/** The skip link ("Skip to the form") moves focus to this form's first field. */
export const TOOL_FORM_ID = "tool-form";
const PROBLEM_TOAST = "tool-form-problem";

export function ToolWorkspace({
  config,
  summary,
  signedIn,
  onSettled,
  exportMenu,
}: {
  config: ToolConfigResponse;
  summary: CreditSummary | undefined;
  signedIn: boolean;
  onSettled: () => void;
  /** The saved text result's download menu (txt, md, docx, pdf) of a version, given by the page. */
  exportMenu?: ComponentType<{ generationId: string; version?: number | undefined }>;
}) {
  const navigate = useNavigate();
  const t = toolsCatalogue.useMessages();
  const form = useRef<HTMLFormElement>(null);
  // The "Missing Fields" toast goes as soon as the form is being filled in: the fields keep their
  // own messages, and on a phone the toast would sit over Generate.
  const problemShown = useRef(false);
  const dismissProblem = () => {
    if (!problemShown.current) return;
    problemShown.current = false;
    toast.dismiss(PROBLEM_TOAST);
  };
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const setError = (name: string, message: string | undefined) =>
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  const modelList = useModels();
  const models = modelsFor(modelList.data?.models ?? [], config.output);
  const [chosenModel, setChosenModel] = useState<string | undefined>();
  const modelId = chosenModel ?? defaultModelId(models, config.defaultModel);
  // Text tools write in the language last chosen on any tool page (remembered on the account).
  const writesText = config.output === "text";
  const preferences = usePreferences(signedIn && writesText);
  const rememberLanguage = useRememberOutputLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<OutputLanguage | undefined>();
  const language = chosenLanguage ?? preferences.data?.outputLanguage ?? DEFAULT_OUTPUT_LANGUAGE;
  const chooseLanguage = (next: OutputLanguage) => {
    setChosenLanguage(next);
    rememberLanguage.mutate(next);
  };
  // And for the brand kit last chosen (issue 16); choosing one switches to its language.
  const brandKits = useBrandKitOptions(signedIn && writesText);
  const rememberBrandKit = useRememberBrandKit();
  const [chosenKitId, setChosenKitId] = useState<string | null | undefined>();
  const kitId = chosenKitId === undefined ? (preferences.data?.brandKitId ?? null) : chosenKitId;
  const brandKit = brandKits.data?.brandKits.find((kit) => kit.id === kitId);
  const chooseBrandKit = (kit: BrandKit | null) => {
    setChosenKitId(kit?.id ?? null);
    rememberBrandKit.mutate(kit?.id ?? null);
    if (kit && kit.defaultLanguage !== language) chooseLanguage(kit.defaultLanguage);
  };

  // Filled from an earlier generation: the fields remount with its values (they are uncontrolled).
  const [params] = useSearchParams();
  const from = params.get("from");
  const template = params.get("template");
  const [prefill, setPrefill] = useState<{ values: ToolValues; round: number }>();
  const applyReuse = (plan: ReusePlan) => {
    setPrefill((current) => ({ values: plan.values, round: (current?.round ?? 0) + 1 }));
    if (plan.model) setChosenModel(plan.model);
    if (plan.language) setChosenLanguage(plan.language);
    if (plan.brandKitId !== undefined) setChosenKitId(plan.brandKitId);
  };

  const generation = useGeneration(config.toolSlug, {
    onDone: (result) =>
      toast.success(t.generatedTitle, { description: t.generatedText(result.model_name) }),
    onFailed: (_message, error) => {
      const short = error instanceof ApiClientError && error.code === "INSUFFICIENT_CREDITS";
      toast.error(t.failedTitle, {
        description: t.error(error, t.failedFallback),
        ...(short
          ? { action: { label: t.buyCredits, onClick: () => void navigate(paths.pricing) } }
          : {}),
      });
    },
    onSettled,
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!form.current) return;
    const data = new FormData(form.current);
    const values: ToolValues = Object.fromEntries(
      config.inputFields.map((name) => [name, String(data.get(name) ?? "")]),
    );
    // Fields left empty that the kit stands in for (brand, product, audience) are the server's to fill.
    const withKit = brandKit ? inputsWithBrandKit(values, brandKit) : values;
    const problem = generationProblem({ fields: config.inputFields, signedIn, values: withKit }, t);
    if (problem) {
      toast.error(problem.title, { id: PROBLEM_TOAST, description: problem.description });
      problemShown.current = true;
      const empty = config.inputFields.filter((name) => !withKit[name]?.trim());
      setErrors(Object.fromEntries(empty.map((name) => [name, t.fillIn])));
      const first = empty[0] ? form.current.elements.namedItem(empty[0]) : null;
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    preloadGenerationParts();
    void generation.start({
      inputs: values,
      model: modelId,
      ...(writesText ? { language } : {}),
      ...(writesText && brandKit ? { brandKitId: brandKit.id } : {}),
    });
  };

  // Ctrl+Enter (⌘+Enter on a Mac) generates from anywhere in the form, as in chat tools.
  const submitOnShortcut = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !generation.busy) {
      event.preventDefault();
      submit();
    }
  };

  const { state } = generation;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        {/* The key handler only listens for Ctrl+Enter bubbling up from the form's own controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <form
          id={TOOL_FORM_ID}
          noValidate
          ref={form}
          onSubmit={submit}
          onKeyDown={submitOnShortcut}
          onInput={dismissProblem}
          onFocus={preloadGenerationParts}
          onPointerDown={preloadGenerationParts}
          className="flex flex-col gap-5 p-5 sm:p-6"
          aria-label={t.formLabel(t.toolName(config.toolSlug, config.toolName))}
        >
          {from || template ? (
            <Suspense fallback={null}>
              <Prefill
                from={from}
                template={template}
                brief={params.get("brief")}
                tool={{ slug: config.toolSlug, fields: config.inputFields, writesText }}
                models={models}
                brandKitIds={brandKits.data?.brandKits.map((kit) => kit.id)}
                ready={!modelList.isPending && !(signedIn && writesText && brandKits.isPending)}
                onApply={applyReuse}
              />
            </Suspense>
          ) : null}
          {config.inputFields.map((name) => (
            <ToolField
              key={`${name}-${prefill?.round ?? 0}`}
              name={name}
              defaultValue={prefill?.values[name]}
              disabled={generation.busy}
              error={errors[name]}
              onErrorChange={(message) => setError(name, message)}
            />
          ))}
          {writesText && signedIn ? (
            <BrandKitPicker
              kits={brandKits.data?.brandKits ?? []}
              status={brandKits.status}
              value={brandKit?.id ?? null}
              onChange={chooseBrandKit}
              disabled={generation.busy}
            />
          ) : null}
          {writesText ? (
            <LanguagePicker value={language} onChange={chooseLanguage} disabled={generation.busy} />
          ) : null}
          {modelList.isPending ? (
            <p className="text-sm text-slate-600">{t.loadingModels}</p>
          ) : modelList.isError ? (
            <p className="text-sm text-slate-600">{t.modelsFailed}</p>
          ) : (
            <ModelPicker
              models={models}
              selectedId={modelId}
              onSelect={setChosenModel}
              summary={summary}
              disabled={generation.busy}
            />
          )}
          <Button
            type="submit"
            size="lg"
            disabled={generation.busy || (modelList.isSuccess && !modelId)}
            className="w-full"
          >
            <Sparkles aria-hidden="true" />
            {generation.busy ? t.generating : t.generate}
          </Button>
        </form>
      </Card>

      {state.status === "idle" ? (
        <div className="hidden min-h-72 flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center lg:flex">
          <Sparkles className="size-6 text-brand-500" aria-hidden="true" />
          <p className="font-medium text-slate-800">{t.emptyTitle}</p>
          <p className="max-w-xs text-sm text-slate-600">{t.emptyText}</p>
        </div>
      ) : (
        <Suspense fallback={<ResultLoading />}>
          <GenerationResult
            exportMenu={exportMenu}
            state={state}
            onStop={generation.stop}
            onRegenerate={() => {
              if (generation.lastRequest) void generation.start(generation.lastRequest);
            }}
            lang={
              generation.lastRequest?.language
                ? outputLanguageTags[generation.lastRequest.language]
                : undefined
            }
          />
        </Suspense>
      )}
    </div>
  );
}

/** While the result panel's code arrives (only if Generate came before any touch of the form). */
function ResultLoading() {
  const t = toolsCatalogue.useMessages();
  return (
    <Card className="min-h-72 min-w-0 p-5 sm:p-6" aria-busy="true" aria-label={t.loadingResult}>
      <Skeleton className="mb-4 h-5 w-1/3" />
      <Skeleton className="mb-2 h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </Card>
  );
}
