import { randomInt } from "node:crypto";
import type { BrandKitFields } from "@outsmart/contracts/brand-kit";
import type { ModelDefinition } from "@outsmart/contracts/models";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import type { ToolOutput } from "@outsmart/contracts/tool-catalogue";
import { buildUserInput } from "@outsmart/contracts/tool-fields";
import type { AiProviderSettings } from "../../config/env.ts";
import { createLanguageModelCache } from "../../integrations/ai-providers/language-models.ts";
import {
  streamModelText,
  type TextStreamLimits,
} from "../../integrations/ai-providers/stream-model-text.ts";
import { outputTokenCap, systemPromptFor } from "./language-instruction.ts";

/** The built-in, network-free writer (integrations/ai-providers/offline-writer). */
export type OfflineWriter = {
  text(input: {
    toolSlug: string;
    inputs: Record<string, string>;
    seed: number;
    language: OutputLanguage;
    /** The brand kit to write for (its name, products, facts, tone; never its words to avoid). */
    brandKit?: BrandKitFields;
  }): string;
  audio(input: { inputs: Record<string, string>; seed: number }): string;
};

/** An external generator for audio tools (Stability AI). Returns a data URL. */
export type AudioGenerator = (input: {
  model: ModelDefinition;
  inputs: Record<string, string>;
  signal: AbortSignal;
}) => Promise<string>;

/** What a model is asked to make. */
export type ContentRequest = {
  toolSlug: string;
  systemPrompt: string;
  fields: string[];
  inputs: Record<string, string>;
  model: ModelDefinition;
  output: ToolOutput;
  /** The language to write in (language-instruction.ts tells a model; the offline writer writes it). */
  language: OutputLanguage;
  /** The brand kit chosen for the run (brand-instruction.ts tells a model; the offline writer uses it). */
  brandKit?: { id: string; fields: BrandKitFields };
};

/**
 * Asks the run's model for its content: audio from the offline writer or the audio generator,
 * text from the offline writer (streamed as fast as it is written, in word-sized pieces that the
 * route's batcher joins; issue 14 removed its pacing) or streamed from a provider. Passes each piece
 * of text to `onDelta` and resolves with the whole content.
 */
export function createContentGenerator(deps: {
  /** The AI provider settings in force (they change when an operator edits them in the console). */
  providers: () => AiProviderSettings;
  limits: TextStreamLimits;
  offlineWriter: OfflineWriter;
  audioGenerator: AudioGenerator;
}) {
  const languageModels = createLanguageModelCache(deps.providers);

  return async function generateContent(
    request: ContentRequest,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<string> {
    const { model, inputs } = request;
    const seed = randomInt(2 ** 31);
    if (request.output === "audio") {
      return model.provider === "offline"
        ? deps.offlineWriter.audio({ inputs, seed })
        : await deps.audioGenerator({ model, inputs, signal });
    }
    if (model.provider === "offline") {
      const text = deps.offlineWriter.text({
        toolSlug: request.toolSlug,
        inputs,
        seed,
        language: request.language,
        ...(request.brandKit ? { brandKit: request.brandKit.fields } : {}),
      });
      for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
        if (signal.aborted)
          throw signal.reason instanceof Error
            ? signal.reason
            : new DOMException("The generation was stopped.", "AbortError");
        onDelta(piece);
      }
      return text;
    }
    // The seed's user_input is the system prompt plus "Label: value" lines; models get the prompt as
    // the system message and the lines as the user's message. The language instruction and the
    // language's output cap are added here, and only here (language-instruction.ts), and so is the
    // brand kit's section (brand-instruction.ts, ADR 0068).
    return await streamModelText({
      model: languageModels.get(model),
      system: systemPromptFor(
        request.systemPrompt,
        request.language,
        request.toolSlug,
        request.brandKit?.fields,
      ),
      prompt: buildUserInput("", request.fields, inputs),
      maxOutputTokens: outputTokenCap(model.maxOutputTokens, request.language),
      limits: deps.limits,
      signal,
      onDelta,
    });
  };
}
