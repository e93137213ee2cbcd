import type { GenerationVersion } from "@outsmart/contracts/generation-versions";
import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { type RefineMessages, refineEn } from "./i18n/refine-en";

/**
 * The refine bar's strings and the refine versions' labels (docs/i18n.md): shared by the tool
 * page's result panel and the history's detail, so beside the shared components that use them.
 */
export const refineCatalogue = featureCatalogue(refineEn, () =>
  import("./i18n/refine-bn").then((module) => module.refineBn),
);

/** How a refine version was made: "Shorter", "Translated to বাংলা", "Your instruction: …". */
export function refineNote(version: GenerationVersion, t: RefineMessages): string | undefined {
  const note = version.refine;
  if (!note) return undefined;
  if (note.action === "translate") return t.versionNote.translated[note.language ?? "bn"];
  if (note.action === "instruction") {
    const text = note.instruction ?? "";
    return t.versionNote.instruction(text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text);
  }
  return t.actions[note.action];
}
