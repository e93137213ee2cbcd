import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { templatesEn } from "./templates-en";

export const templatesCatalogue = featureCatalogue(templatesEn, () =>
  import("./templates-bn").then((module) => module.templatesBn),
);
