import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { consoleEn } from "./console-en";

/**
 * The operator console's existing screens (docs/i18n.md): `consoleCatalogue.useMessages()`. The
 * console's later screens (payments) keep a catalogue of their own beside this one.
 */
export const consoleCatalogue = featureCatalogue(consoleEn, () =>
  import("./console-bn").then((module) => module.consoleBn),
);
