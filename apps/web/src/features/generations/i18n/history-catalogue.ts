import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { historyEn } from "./history-en";

/** The history page: list, filters, figures, favourites and titles (docs/i18n.md). */
export const historyCatalogue = featureCatalogue(historyEn, () =>
  import("./history-bn").then((module) => module.historyBn),
);
