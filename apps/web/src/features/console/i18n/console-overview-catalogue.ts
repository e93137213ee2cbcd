import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { consoleOverviewEn } from "./console-overview-en";

/** The console overview's strings: English with the code, Bangla as a chunk of its own. */
export const consoleOverviewCatalogue = featureCatalogue(consoleOverviewEn, () =>
  import("./console-overview-bn").then((module) => module.consoleOverviewBn),
);
