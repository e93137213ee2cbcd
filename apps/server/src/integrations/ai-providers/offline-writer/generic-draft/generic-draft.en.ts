import { fieldLabel } from "@outsmart/contracts/tool-fields";
import { sentenceCase } from "../kit/text-kit.ts";
import type { GenericDraftPhrases } from "./generic-draft.writer.ts";

export const genericDraftEn: GenericDraftPhrases = {
  noSubject: "your brief",
  heading: (subject) => `## Draft: ${subject}`,
  explanation:
    "The offline writer has no dedicated template for this tool, so this is a general draft built from your inputs.",
  tableHeaders: ["Input", "Value"],
  fieldLabel,
  headline: (subject) => `**Headline:** ${sentenceCase(subject)}`,
  body: (inputs) =>
    `**Body:** ${inputs.map(({ label, value }) => `${label}: ${value}.`).join(" ")}`,
  ctas: ["Learn more", "Get started", "Find out more"],
  cta: (text) => `**Call to action:** ${text}`,
};
