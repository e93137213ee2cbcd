import type { RefineAction } from "@outsmart/contracts/generation-refine";
import type { OutputLanguage } from "@outsmart/contracts/output-language";

/** The refine bar under a text result and the refine versions' labels (issue 16, ADR 0078). */
export const refineEn = {
  heading: "Refine",
  intro: "Each change is saved as a new version; the versions list keeps every one.",
  actionsLabel: "Quick changes",
  actions: {
    shorter: "Shorter",
    longer: "Longer",
    casual: "More casual",
    formal: "More formal",
    "add-emojis": "Add emojis",
    "no-emojis": "No emojis",
  } satisfies Record<Exclude<RefineAction, "translate" | "instruction">, string>,
  translateTo: {
    en: "Translate to English",
    bn: "Translate to বাংলা",
    banglish: "Translate to Banglish",
  } satisfies Record<OutputLanguage, string>,
  modelLabel: "Model for changes",
  instructionLabel: "Your instruction",
  instructionHint: "For example: mention free delivery in Dhaka",
  instructionEmpty: "Write an instruction first.",
  apply: "Apply",
  costFree: "Each change is free",
  cost: (credits: number, taka: string) =>
    `Each change costs ${credits} ${credits === 1 ? "credit" : "credits"} (${taka})`,
  freeLeft: (left: number, limit: number) => `${left} of ${limit} free generations left today.`,
  freeUsedUp: (limit: number) =>
    `You have used today's ${limit} free generations. They renew at midnight Bangladesh time.`,
  freeUnlimited: "Free models are unlimited on your plan.",
  balance: (balance: number) => `Balance: ${balance} ${balance === 1 ? "credit" : "credits"}.`,
  short: (balance: number) =>
    `Not enough credits: you have ${balance} ${balance === 1 ? "credit" : "credits"}.`,
  loading: "Loading the refine options…",
  loadFailed: "The refine options could not be loaded.",
  working: (action: string) => `Working on it: ${action}…`,
  saved: (number: number, action: string) => `Saved as version ${number}: ${action}.`,
  noModel: "No AI model is available for changes right now.",
  /** The versions list: how a refine version was made. */
  versionNote: {
    translated: {
      en: "Translated to English",
      bn: "Translated to বাংলা",
      banglish: "Translated to Banglish",
    } satisfies Record<OutputLanguage, string>,
    instruction: (instruction: string) => `Your instruction: ${instruction}`,
  },
};

export type RefineMessages = typeof refineEn;
