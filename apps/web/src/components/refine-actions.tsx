import { formatBdt } from "@outsmart/contracts/format";
import {
  type RefineAction,
  type RefineQuote,
  translateTarget,
} from "@outsmart/contracts/generation-refine";
import type { GenerationVersion } from "@outsmart/contracts/generation-versions";
import { CREDIT_PRICE_BDT } from "@outsmart/contracts/plans";
import { Languages, Sparkles } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { errorMessage } from "~/lib/api-error";
import { useRefine, useRefineQuote } from "~/lib/generation-refine";
import { useGenerationVersions } from "~/lib/generation-versions";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import type { RefineMessages } from "./i18n/refine-en";
import { refineCatalogue } from "./refine-catalogue";

const QUICK_ACTIONS = ["shorter", "longer", "casual", "formal", "add-emojis", "no-emojis"] as const;

/** The cost of one change with `model`, and what the user has left: read before pressing. */
function costLine(
  t: RefineMessages,
  quote: RefineQuote,
  costCredits: number,
  language: "en" | "bn",
): { text: string; short: boolean } {
  if (costCredits === 0) {
    const today = quote.freeGenerationsToday;
    if (!today) return { text: `${t.costFree}. ${t.freeUnlimited}`, short: false };
    const left = Math.max(today.limit - today.used, 0);
    return {
      text: `${t.costFree}. ${left === 0 ? t.freeUsedUp(today.limit) : t.freeLeft(left, today.limit)}`,
      short: left === 0,
    };
  }
  const cost = t.cost(costCredits, formatBdt(costCredits * CREDIT_PRICE_BDT, language));
  const short = quote.balance < costCredits;
  return {
    text: `${cost}. ${short ? t.short(quote.balance) : t.balance(quote.balance)}`,
    short,
  };
}

/**
 * The refine bar under a text result (issue 16, ADR 0078): Shorter, Longer, More casual, More
 * formal, Add emojis, No emojis, Translate, and a free instruction. Each makes a new version of
 * the generation, charged like a generation; the cost of one change (credits and ৳) and the
 * balance are shown, and announced, before any is pressed. Loads on first use (ADR 0070).
 */
export function RefineActions({
  generationId,
  version,
  onRefined,
}: {
  generationId: string;
  /** The version shown (the one refined); the newest when undefined. */
  version?: number | undefined;
  onRefined: (version: GenerationVersion) => void;
}) {
  const t = refineCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const id = useId();
  const quote = useRefineQuote(generationId);
  const refine = useRefine(generationId);
  const versions = useGenerationVersions(generationId);
  const [chosenModel, setChosenModel] = useState<string | undefined>(undefined);
  const [instruction, setInstruction] = useState("");
  const [empty, setEmpty] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  if (quote.isError)
    return (
      <Alert tone="error" className="mt-4">
        {t.loadFailed} {errorMessage(quote.error)}
      </Alert>
    );
  if (!quote.data)
    return (
      <div className="mt-4" role="status" aria-label={t.loading}>
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const data = quote.data;
  const usable = data.models.filter((model) => model.available && !model.locked);
  const modelId = chosenModel ?? data.defaultModel ?? undefined;
  const model = usable.find((entry) => entry.id === modelId);
  const cost = model ? costLine(t, data, model.costCredits, language) : undefined;
  const busy = refine.isPending;
  const disabled = busy || !model || cost?.short === true;
  // Translate goes from the language of the version shown (a translation changes it).
  const list = versions.data?.versions;
  const shownNumber = version ?? list?.at(-1)?.number;
  const translateTo = list
    ? translateTarget(
        list.findLast(
          (entry) =>
            shownNumber !== undefined && entry.number <= shownNumber && entry.refine?.language,
        )?.refine?.language ?? data.language,
      )
    : data.translateTo;

  const nameOf = (action: RefineAction) =>
    action === "translate"
      ? t.translateTo[translateTo]
      : action === "instruction"
        ? t.instructionLabel
        : t.actions[action];

  const run = (action: RefineAction) => {
    if (disabled) return;
    if (action === "instruction" && instruction.trim() === "") {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    const name = nameOf(action);
    setWorking(name);
    setSaved(null);
    refine.mutate(
      {
        action,
        ...(action === "instruction" ? { instruction: instruction.trim() } : {}),
        ...(modelId ? { model: modelId } : {}),
        ...(version ? { version } : {}),
      },
      {
        onSuccess: (result) => {
          setSaved(t.saved(result.version.number, name));
          if (action === "instruction") setInstruction("");
          onRefined(result.version);
        },
        onSettled: () => setWorking(null),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className="mt-4 flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3
          id={`${id}-heading`}
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Sparkles className="size-4 text-brand-700" aria-hidden="true" />
          {t.heading}
        </h3>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>

      {usable.length > 0 ? (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-model`}>{t.modelLabel}</Label>
          <NativeSelect
            id={`${id}-model`}
            value={modelId ?? ""}
            disabled={busy}
            aria-describedby={`${id}-cost`}
            onChange={(event) => setChosenModel(event.target.value)}
          >
            {usable.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      <p
        id={`${id}-cost`}
        aria-live="polite"
        data-testid="refine-cost-quote"
        className={cost?.short ? "text-sm font-medium text-red-700" : "text-sm text-slate-700"}
      >
        {cost ? cost.text : t.noModel}
      </p>

      <div role="group" aria-label={t.actionsLabel} className="flex flex-wrap gap-2">
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={disabled}
            aria-describedby={`${id}-cost`}
            onClick={() => run(action)}
          >
            {t.actions[action]}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={`${id}-cost`}
          onClick={() => run("translate")}
        >
          <Languages aria-hidden="true" />
          {t.translateTo[translateTo]}
        </Button>
      </div>

      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          run("instruction");
        }}
      >
        <Label htmlFor={`${id}-instruction`}>{t.instructionLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={field}
            id={`${id}-instruction`}
            value={instruction}
            maxLength={300}
            aria-describedby={empty ? `${id}-hint ${id}-empty` : `${id}-hint`}
            aria-invalid={empty ? true : undefined}
            onChange={(event) => {
              setInstruction(event.target.value);
              if (empty) setEmpty(false);
            }}
          />
          <Button type="submit" size="md" disabled={disabled} aria-describedby={`${id}-cost`}>
            {t.apply}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t.instructionHint}
        </p>
        {empty ? (
          <p id={`${id}-empty`} className="text-sm text-red-700">
            {t.instructionEmpty}
          </p>
        ) : null}
      </form>

      <p role="status" className={working ? "text-sm text-slate-700" : "sr-only"}>
        {working ? t.working(working) : (saved ?? "")}
      </p>
      {refine.isError && !busy ? <Alert tone="error">{errorMessage(refine.error)}</Alert> : null}
    </section>
  );
}
