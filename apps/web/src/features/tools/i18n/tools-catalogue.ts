import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { toolsEn } from "./tools-en";

/** The tool page's form, states and pickers (docs/i18n.md): `toolsCatalogue.useMessages()`. */
export const toolsCatalogue = featureCatalogue(toolsEn, () =>
  import("./tools-bn").then((module) => module.toolsBn),
);
