import type { ConsoleAiModel, ConsoleProvider } from "@outsmart/contracts/console-ai";
import type { ModelTier } from "@outsmart/contracts/models";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { useResetModel, useSaveModel } from "../api/console-ai-api";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { consoleAiCatalogue } from "../i18n/console-ai-catalogue";

const tiers: readonly ModelTier[] = ["free", "premium", "enterprise"];

/** Every model: its tier, price and output cap, whether customers get it, and whether it answers. */
export function AiModels({ models }: { models: ConsoleAiModel[] }) {
  const t = consoleAiCatalogue.useMessages();
  return (
    <section aria-labelledby="ai-models-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="ai-models-heading" className="text-lg font-semibold text-slate-900">
          {t.modelsHeading}
        </h2>
        <p className="text-sm text-slate-600">{t.modelsLead}</p>
      </div>
      <ul aria-labelledby="ai-models-heading" className="flex flex-col gap-3">
        {models.map((model) => (
          <ModelRow key={model.id} model={model} />
        ))}
      </ul>
    </section>
  );
}

function ModelRow({ model }: { model: ConsoleAiModel }) {
  const t = consoleAiCatalogue.useMessages();
  const consoleText = consoleCatalogue.useMessages();
  const id = useId();
  const [tier, setTier] = useState<ModelTier>(model.tier);
  const [credits, setCredits] = useState(String(model.costCredits));
  const [cap, setCap] = useState(String(model.maxOutputTokens));
  const [enabled, setEnabled] = useState(model.enabled);
  const save = useSaveModel();
  const reset = useResetModel();
  return (
    <li>
      <Card aria-labelledby={`${id}-name`}>
        <form
          className="flex flex-col gap-3 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              {
                id: model.id,
                body: {
                  enabled,
                  tier,
                  costCredits: Number(credits),
                  maxOutputTokens: Number(cap),
                },
              },
              { onSuccess: () => toast.success(t.modelSaved(model.name)) },
            );
          }}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-name`} className="font-medium text-slate-900" lang="en">
              {model.name}
            </h3>
            <span className="text-xs text-slate-600" lang="en">
              {model.id} · {model.provider}/{model.providerModelId}
            </span>
            {!model.enabled ? (
              <Badge tone="neutral">{t.off}</Badge>
            ) : model.available ? (
              <Badge tone="success">{t.available}</Badge>
            ) : (
              <Badge tone="warning">{t.unavailable(model.reason ?? "")}</Badge>
            )}
            {model.custom ? <Badge tone="brand">{t.custom}</Badge> : null}
            {model.changedHere && !model.custom ? (
              <Badge tone="brand">{t.changedHere}</Badge>
            ) : null}
          </div>
          <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
            <PriceFields
              tier={tier}
              credits={credits}
              cap={cap}
              onChange={(field, value) =>
                field === "tier"
                  ? setTier(value as ModelTier)
                  : field === "credits"
                    ? setCredits(value)
                    : setCap(value)
              }
            />
            <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={enabled}
                onChange={(event) => setEnabled(event.target.checked)}
              />
              {t.columns.offered}
            </label>
          </div>
          {save.error ? <Alert tone="error">{consoleText.error(save.error)}</Alert> : null}
          {reset.error ? <Alert tone="error">{consoleText.error(reset.error)}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={save.isPending}>
              {t.saveModel}
            </Button>
            {model.changedHere ? (
              <Button
                type="button"
                variant="outline"
                disabled={reset.isPending}
                onClick={() =>
                  reset.mutate(model.id, {
                    onSuccess: () =>
                      toast.success(
                        model.custom ? t.modelDeleted(model.name) : t.modelReset(model.name),
                      ),
                  })
                }
              >
                {model.custom ? t.resetCustom : t.reset}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
    </li>
  );
}

/** A new model on a configured provider: prefilled from a connection test's model list. */
export function AddModelForm({
  providers,
  prefill,
}: {
  providers: ConsoleProvider[];
  prefill: { provider: string; providerModelId: string; at: number } | null;
}) {
  const t = consoleAiCatalogue.useMessages();
  const consoleText = consoleCatalogue.useMessages();
  const save = useSaveModel();
  const initial = () => ({
    id: prefill
      ? prefill.providerModelId
          .toLowerCase()
          .replace(/[^a-z0-9.:_-]+/g, "-")
          .slice(0, 63)
      : "",
    name: prefill?.providerModelId ?? "",
    provider: prefill?.provider ?? providers.find((provider) => provider.source)?.id ?? "custom",
    providerModelId: prefill?.providerModelId ?? "",
    tier: "premium" as ModelTier,
    credits: "2",
    cap: "3000",
  });
  const [draft, setDraft] = useState(initial);
  const [seen, setSeen] = useState(prefill?.at);
  if (prefill && prefill.at !== seen) {
    setSeen(prefill.at);
    setDraft(initial());
  }
  const set = (name: keyof ReturnType<typeof initial>) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  return (
    <Card>
      <section aria-labelledby="ai-add-model-heading" className="flex flex-col gap-3 p-4">
        <h2 id="ai-add-model-heading" className="text-lg font-semibold text-slate-900">
          {t.addHeading}
        </h2>
        <p className="text-sm text-slate-600">{t.addLead}</p>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              {
                id: draft.id.trim(),
                body: {
                  enabled: true,
                  tier: draft.tier,
                  costCredits: Number(draft.credits),
                  maxOutputTokens: Number(draft.cap),
                  name: draft.name.trim(),
                  provider: draft.provider,
                  providerModelId: draft.providerModelId.trim(),
                },
              },
              {
                onSuccess: () => {
                  toast.success(t.added(draft.name.trim()));
                  setDraft({ ...initial(), id: "", name: "", providerModelId: "" });
                },
              },
            );
          }}
        >
          <FormField label={t.id} hint={t.idHint}>
            <Input
              lang="en"
              autoComplete="off"
              spellCheck={false}
              value={draft.id}
              onChange={set("id")}
            />
          </FormField>
          <FormField label={t.name}>
            <Input lang="en" autoComplete="off" value={draft.name} onChange={set("name")} />
          </FormField>
          <FormField label={t.provider}>
            <NativeSelect value={draft.provider} onChange={set("provider")}>
              {providers.map((provider) => (
                <option key={provider.id} value={provider.id} lang="en">
                  {provider.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t.providerModelId}>
            <Input
              lang="en"
              autoComplete="off"
              spellCheck={false}
              value={draft.providerModelId}
              onChange={set("providerModelId")}
            />
          </FormField>
          <PriceFields
            tier={draft.tier}
            credits={draft.credits}
            cap={draft.cap}
            onChange={(field, value) => setDraft({ ...draft, [field]: value })}
          />
          {save.error ? (
            <Alert tone="error" className="sm:col-span-2">
              {consoleText.error(save.error)}
            </Alert>
          ) : null}
          <Button type="submit" className="self-end justify-self-start" disabled={save.isPending}>
            {t.add}
          </Button>
        </form>
      </section>
    </Card>
  );
}

/** A model's tier, credit cost and output cap: the same fields for a model and a new one. */
function PriceFields({
  tier,
  credits,
  cap,
  onChange,
}: {
  tier: ModelTier;
  credits: string;
  cap: string;
  onChange: (field: "tier" | "credits" | "cap", value: string) => void;
}) {
  const t = consoleAiCatalogue.useMessages();
  return (
    <>
      <FormField label={t.columns.tier}>
        <NativeSelect value={tier} onChange={(event) => onChange("tier", event.target.value)}>
          {tiers.map((value) => (
            <option key={value} value={value}>
              {t.tiers[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t.columns.credits}>
        <Input
          type="number"
          min={0}
          max={1000}
          inputMode="numeric"
          value={credits}
          onChange={(event) => onChange("credits", event.target.value)}
        />
      </FormField>
      <FormField label={t.columns.cap}>
        <Input
          type="number"
          min={64}
          max={200000}
          inputMode="numeric"
          value={cap}
          onChange={(event) => onChange("cap", event.target.value)}
        />
      </FormField>
    </>
  );
}
