import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { toolStatesEn } from "./tool-states-en";

/** The tool page's rarer states (tool-page-problems.tsx), loaded with them (docs/i18n.md). */
export const toolStatesCatalogue = featureCatalogue(toolStatesEn, () =>
  import("./tool-states-bn").then((module) => module.toolStatesBn),
);
