import type { CreditSummary } from "@outsmart/contracts/credits";
import { modelTiers } from "@outsmart/contracts/models";
import { plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import type { ModelOption } from "@outsmart/contracts/tools";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import { allowanceNote, costQuote, isUsable, modelOptionLabel } from "../lib/model-choice";

/**
 * The model picker (product decisions §4): every model that can write this tool's output, grouped
 * by tier; locked ones name the plan that unlocks them, unavailable ones say so. Under it: what the
 * chosen model is, what it costs, and what the user has left.
 */
export function ModelPicker({
  models,
  selectedId,
  onSelect,
  summary,
  disabled,
}: {
  models: readonly ModelOption[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  summary: CreditSummary | undefined;
  disabled: boolean;
}) {
  const t = toolsCatalogue.useMessages();
  const selected = models.find((model) => model.id === selectedId);
  // Only a plan that would unlock a model that can answer is worth naming: never upsell a pack
  // whose models are unavailable on this installation.
  const lockedPlans = [
    ...new Set(models.filter((m) => m.locked && m.available).map((m) => m.requiredPlan)),
  ];
  const note = selected && summary ? allowanceNote(summary, selected, t) : undefined;

  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={t.aiModel}
        hint={selected ? t.modelDescription(selected.id, selected.description) : undefined}
      >
        <NativeSelect
          value={selectedId ?? ""}
          onChange={(event) => onSelect(event.target.value)}
          disabled={disabled || !selected}
        >
          {selected ? null : <option value="">{t.noModel}</option>}
          {modelTiers.map((tier) => {
            const inTier = models.filter((model) => model.tier === tier);
            if (inTier.length === 0) return null;
            return (
              <optgroup key={tier} label={t.tiers[tier]}>
                {inTier.map((model) => (
                  <option key={model.id} value={model.id} disabled={!isUsable(model)}>
                    {modelOptionLabel(model, t)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </NativeSelect>
      </FormField>

      {selected ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm" aria-live="polite">
          <span className="font-semibold text-slate-900">
            {t.cost} <span data-testid="cost-quote">{costQuote(selected.costCredits, t)}</span>
          </span>
          {note ? (
            <span className={cn(note.short ? "font-medium text-red-700" : "text-slate-600")}>
              {note.text}
              {note.short ? (
                <>
                  {" "}
                  <Link to={paths.pricing} className="underline underline-offset-2">
                    {t.buyCredits}
                  </Link>
                </>
              ) : null}
            </span>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-red-700">{t.noModelForTool}</p>
      )}

      {lockedPlans.length > 0 ? (
        <p className="flex items-start gap-1.5 text-xs text-slate-600">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {t.unlockMore(
              lockedPlans.length,
              lockedPlans.map((plan) => plans[plan].name).join(t.and),
            )}{" "}
            <Link
              to={paths.pricing}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t.comparePlans}
            </Link>
          </span>
        </p>
      ) : null}
    </div>
  );
}
