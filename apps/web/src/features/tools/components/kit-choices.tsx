import type { BrandKit, BrandKitList } from "@outsmart/contracts/brand-kit";
import { modelTiers } from "@outsmart/contracts/models";
import {
  type OutputLanguage,
  outputLanguageLabels,
  outputLanguages,
  outputLanguageTags,
} from "@outsmart/contracts/output-language-list";
import { CREDIT_PRICE_BDT, plans } from "@outsmart/contracts/plans";
import type { modelListSchema, ModelOption } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { apiRequest } from "~/lib/api-client";
import { toolsCatalogue } from "../i18n/tools-catalogue";

/**
 * The kit page's model, output language and brand kit (ADR 0085). Deliberately not the tool page's
 * pickers: a second importer would split them out of the tool page's chunk, which costs the tool
 * page ~0.75 KiB gzip of its 150 KiB budget. Same queries (and cache keys) as the tool page.
 */
export function useKitModels() {
  return useQuery({
    queryKey: ["models"],
    queryFn: ({ signal }) => apiRequest<z.infer<typeof modelListSchema>>("/api/models", { signal }),
    staleTime: 60_000,
    select: (list) => list.models.filter((model) => model.outputs.includes("text")),
  });
}

export function useKitBrandKits() {
  return useQuery({
    queryKey: ["brand-kits"],
    queryFn: ({ signal }) => apiRequest<BrandKitList>("/api/brand-kits", { signal }),
    staleTime: 60_000,
  });
}

export const usableModel = (model: ModelOption) => model.available && !model.locked;

export function KitChoices({
  models,
  modelId,
  onModel,
  language,
  onLanguage,
  brandKits,
  brandKitId,
  onBrandKit,
  disabled,
}: {
  models: readonly ModelOption[];
  modelId: string | undefined;
  onModel: (id: string) => void;
  language: OutputLanguage;
  onLanguage: (language: OutputLanguage) => void;
  brandKits: readonly BrandKit[];
  brandKitId: string | null;
  onBrandKit: (kit: BrandKit | null) => void;
  disabled: boolean;
}) {
  const t = toolsCatalogue.useMessages();
  const label = (model: ModelOption) => {
    const base = `${model.name} — ${t.costQuote(model.costCredits, model.costCredits * CREDIT_PRICE_BDT)}`;
    if (model.locked) return `${base} (${plans[model.requiredPlan].name})`;
    return model.available ? base : `${base} (${t.unavailable})`;
  };
  return (
    <>
      <FormField label={t.aiModel}>
        <NativeSelect
          value={modelId ?? ""}
          disabled={disabled || models.length === 0}
          onChange={(event) => onModel(event.target.value)}
        >
          {modelId ? null : <option value="">{t.noModel}</option>}
          {modelTiers.map((tier) => {
            const inTier = models.filter((model) => model.tier === tier);
            return inTier.length === 0 ? null : (
              <optgroup key={tier} label={t.tiers[tier]}>
                {inTier.map((model) => (
                  <option key={model.id} value={model.id} disabled={!usableModel(model)}>
                    {label(model)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </NativeSelect>
      </FormField>
      <FormField label={t.outputLanguage} hint={t.languageDescriptions[language]}>
        <NativeSelect
          value={language}
          disabled={disabled}
          onChange={(event) => {
            const next = outputLanguages.find((item) => item === event.target.value);
            if (next) onLanguage(next);
          }}
        >
          {outputLanguages.map((item) => (
            <option key={item} value={item} lang={outputLanguageTags[item]}>
              {outputLanguageLabels[item]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t.brandKit}>
        <NativeSelect
          value={brandKitId ?? ""}
          disabled={disabled || brandKits.length === 0}
          onChange={(event) =>
            onBrandKit(brandKits.find((kit) => kit.id === event.target.value) ?? null)
          }
        >
          <option value="">{t.noBrandKit}</option>
          {brandKits.map((kit) => (
            <option key={kit.id} value={kit.id}>
              {kit.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
