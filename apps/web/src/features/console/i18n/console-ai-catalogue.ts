import { featureCatalogue } from "~/lib/i18n/feature-catalogue";
import { consoleAiEn } from "./console-ai-en";

/** The console's AI screen strings: English with the code, Bangla as a chunk of its own. */
export const consoleAiCatalogue = featureCatalogue(consoleAiEn, () =>
  import("./console-ai-bn").then((module) => module.consoleAiBn),
);
