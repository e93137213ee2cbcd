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
