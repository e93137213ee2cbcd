import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { authEn } from "./auth-en";

/** The auth screens' strings: English with their code, Bangla as its own chunk (docs/i18n.md). */
export const authCatalogue = featureCatalogue(authEn, () =>
  import("./auth-bn").then((module) => module.authBn),
);
