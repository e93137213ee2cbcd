import type { BrandKitFields } from "@outsmart/contracts/brand-kit";
import type { RefineAction } from "@outsmart/contracts/generation-refine";
import { type OutputLanguage, outputLanguageLabels } from "@outsmart/contracts/output-language";
import { systemPromptFor } from "./language-instruction.ts";

/**
 * What a model is asked when a result is refined (issue 16, ADR 0078): an editor's system prompt,
 * with the brand kit's section and the output language's instruction added in the one place a
 * system prompt is put together (`systemPromptFor`); the user's message holds the action's
 * instruction and the text of the version being refined. Pure.
 */

export const REFINE_SYSTEM_PROMPT = [
  "You are the editor of a Bangladeshi marketing team. You receive a piece of marketing copy and one instruction.",
  "Rewrite the copy following the instruction and nothing else: keep its facts (names, prices, offers, links), its Markdown structure (headings, parts, lists, hashtags) and its purpose.",
  "Answer with the rewritten copy only: no preface, no notes, no quotation marks around it.",
].join("\n");

const ACTION_INSTRUCTIONS: Readonly<
  Record<Exclude<RefineAction, "instruction" | "translate">, string>
> = {
  shorter:
    "Make it shorter, about half as long: keep the first and most important points and every part's heading; end every part on a whole sentence.",
  longer:
    "Make it longer: add one or two relevant sentences to each part, grounded in the facts already in the copy or the brand kit; never invent prices, offers or facts.",
  casual:
    "Make the register more casual and friendly: contractions, a warm greeting, a light sign-off, short lines (in Bangla the তুমি forms; in Banglish the tumi forms).",
  formal:
    "Make the register more formal and polite: no contractions or slang, complete sentences, a courteous sign-off (in Bangla the আপনি forms; in Banglish the apni forms).",
  "add-emojis": "Add fitting emojis, about one per line or paragraph; do not change any words.",
  "no-emojis": "Remove every emoji; do not change any words.",
};

/** The instruction line for `action` (the target language's name for Translate). */
export function refineInstruction(
  action: RefineAction,
  options: { instruction?: string | undefined; target: OutputLanguage },
): string {
  if (action === "translate")
    return `Translate it into ${outputLanguageLabels[options.target]}: the same message, structure and facts, written the way a native marketer would write it, not word for word.`;
  if (action === "instruction")
    return `Follow this instruction from the user, and change only what it asks: """${(options.instruction ?? "").replaceAll('"""', '"')}"""`;
  return ACTION_INSTRUCTIONS[action];
}

/** The system prompt and the user's message of a refine request. */
export function refinePrompt(request: {
  action: RefineAction;
  instruction?: string | undefined;
  content: string;
  toolSlug: string;
  /** The language to write: the generation's, or Translate's target. */
  language: OutputLanguage;
  brandKit?: BrandKitFields | undefined;
}): { system: string; prompt: string } {
  return {
    system: systemPromptFor(
      REFINE_SYSTEM_PROMPT,
      request.language,
      request.toolSlug,
      request.brandKit,
    ),
    prompt: [
      "## Instruction",
      refineInstruction(request.action, {
        instruction: request.instruction,
        target: request.language,
      }),
      "",
      "## Copy",
      request.content,
    ].join("\n"),
  };
}
