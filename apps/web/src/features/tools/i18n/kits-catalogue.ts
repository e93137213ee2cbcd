import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { kitsEn } from "./kits-en";

export const kitsCatalogue = featureCatalogue(kitsEn, () =>
  import("./kits-bn").then((module) => module.kitsBn),
);
