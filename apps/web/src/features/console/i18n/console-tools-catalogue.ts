import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { consoleToolsEn } from "./console-tools-en";

/** The console's tool editor strings: English with the code, Bangla as a chunk of its own. */
export const consoleToolsCatalogue = featureCatalogue(consoleToolsEn, () =>
  import("./console-tools-bn").then((module) => module.consoleToolsBn),
);
