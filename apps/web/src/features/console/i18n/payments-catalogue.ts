import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { consolePaymentsEn } from "./payments-en";

/** The console's Payments strings: English with their code, Bangla as its own chunk (docs/i18n.md). */
export const consolePaymentsCatalogue = featureCatalogue(consolePaymentsEn, () =>
  import("./payments-bn").then((module) => module.consolePaymentsBn),
);
