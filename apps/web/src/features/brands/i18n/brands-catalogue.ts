import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { brandsEn } from "./brands-en";

/** The brand kits page (docs/i18n.md): `brandsCatalogue.useMessages()`. */
export const brandsCatalogue = featureCatalogue(brandsEn, () =>
  import("./brands-bn").then((module) => module.brandsBn),
);
