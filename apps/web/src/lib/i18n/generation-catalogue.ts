import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { generationEn } from "./generation-en";

/**
 * A saved generation where it loads on first use (result panel, detail dialog, versions, editor,
 * download menu): `generationCatalogue.useMessages()` (docs/i18n.md).
 */
export const generationCatalogue = featureCatalogue(generationEn, () =>
  import("./generation-bn").then((module) => module.generationBn),
);
