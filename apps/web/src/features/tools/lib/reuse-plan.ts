import type { GenerationDetail } from "@outsmart/contracts/generations";
import type { OutputLanguage } from "@outsmart/contracts/output-language-list";
import type { ModelOption } from "@outsmart/contracts/tools";
import { type GenerationMessages, generationEn } from "~/lib/i18n/generation-en";

/** What "Open in tool" puts in the tool form from an old generation (issue 16). */
export type ReusePlan = {
  /** The form's field values by name (only the tool's own fields). */
  values: Record<string, string>;
  /** The model to choose; undefined keeps the tool's default. */
  model?: string;
  /** The output language to choose (text tools). */
  language?: OutputLanguage;
  /** The brand kit to choose, null for none; undefined keeps the remembered one. */
  brandKitId?: string | null;
  /** What could not be set as it was, in plain words. */
  notes: string[];
};

/**
 * Maps a saved generation onto a tool's form: its inputs into the tool's fields, and its model,
 * language and brand kit when they are still there and usable; each that is not keeps the page's
 * default and gets a note. A generation of another tool fills nothing.
 */
export function reusePlan(
  generation: Pick<
    GenerationDetail,
    "toolSlug" | "inputData" | "modelUsed" | "modelName" | "language" | "brandKit"
  >,
  tool: { slug: string; fields: readonly string[]; writesText: boolean },
  available: {
    models: readonly ModelOption[];
    /** The user's kits; undefined when they could not be listed (or the tool writes no text). */
    brandKitIds: readonly string[] | undefined;
  },
  /** The notes' language (English by default). */
  t: Pick<GenerationMessages, "reuseOtherTool" | "reuseModel" | "reuseKit"> = generationEn,
): ReusePlan {
  if (generation.toolSlug !== tool.slug)
    return {
      values: {},
      notes: [t.reuseOtherTool],
    };
  const values: Record<string, string> = {};
  for (const field of tool.fields) {
    const value = generation.inputData[field];
    if (typeof value === "string") values[field] = value;
    else if (typeof value === "number" || typeof value === "boolean") values[field] = String(value);
  }
  const plan: ReusePlan = { values, notes: [] };

  const model = available.models.find((option) => option.id === generation.modelUsed);
  // Usable as model-choice.ts's isUsable (not imported: that would split it out of the tool page's
  // chunk into one of its own, loaded with every tool page).
  if (model?.available && !model.locked) plan.model = model.id;
  else plan.notes.push(t.reuseModel(generation.modelName));

  if (tool.writesText) {
    plan.language = generation.language;
    const kit = generation.brandKit;
    if (!kit) plan.brandKitId = null;
    else if (available.brandKitIds?.includes(kit.id)) plan.brandKitId = kit.id;
    else plan.notes.push(t.reuseKit(kit.name));
  }
  return plan;
}
