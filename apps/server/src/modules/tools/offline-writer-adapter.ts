import {
  writeOffline,
  writeOfflineAudio,
} from "../../integrations/ai-providers/offline-writer/offline-writer.ts";
import type { OfflineWriter } from "./generate-content.ts";

/** The built-in writer as the engine sees it. */
export const builtInOfflineWriter: OfflineWriter = {
  text: (input) => writeOffline(input).content,
  audio: (input) => writeOfflineAudio(input).content,
};

/** The built-in writer's refine actions (ADR 0078). */
export { refineOffline as builtInOfflineRefine } from "../../integrations/ai-providers/offline-writer/refine/offline-refine.ts";
