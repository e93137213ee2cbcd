import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { creditsEn } from "./credits-en";

/** The credit history's strings: English with its code, Bangla as its own chunk (docs/i18n.md). */
export const creditsCatalogue = featureCatalogue(creditsEn, () =>
  import("./credits-bn").then((module) => module.creditsBn),
);
