import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { paymentsEn } from "./payments-en";

/** Buying credits' strings: English with their code, Bangla as its own chunk (docs/i18n.md). */
export const paymentsCatalogue = featureCatalogue(paymentsEn, () =>
  import("./payments-bn").then((module) => module.paymentsBn),
);
