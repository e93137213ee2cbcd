import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { profileEn } from "./profile-en";

/** The profile page and its account settings (docs/i18n.md): `profileCatalogue.useMessages()`. */
export const profileCatalogue = featureCatalogue(profileEn, () =>
  import("./profile-bn").then((module) => module.profileBn),
);
