import { formatBdt } from "@outsmart/contracts/format";
import { missingFieldsMessage } from "@outsmart/contracts/tool-fields";
import { errorMessage } from "~/lib/api-error";

const creditUnit = (count: number) => (count === 1 ? "credit" : "credits");

/**
 * The tool page's form in English: the seed's texts exactly (docs/i18n.md). `ToolsMessages` is
 * this object's shape; tools-bn.ts is typed with it. The tools' names, descriptions and field
 * labels are the server's catalogue (English data): here they pass through as they are; the
 * Bangla catalogue has its own for the built-in tools.
 */
export const toolsEn = {
  toolName: (_slug: string, english: string): string => english,
  toolDescription: (_slug: string, english: string): string => english,
  /** A field's label and placeholder: the English ones given (contracts/tool-fields.ts). */
  fieldLabel: (_name: string, english: string): string => english,
  fieldPlaceholder: (_name: string, english: string): string => english,
  /** A select field's option ("16:9 Landscape", "cinematic"). */
  optionLabel: (_value: string, english: string): string => english,
  /** A model's description (the server's model registry, English data). */
  modelDescription: (_id: string, english: string): string => english,
  error: (error: unknown, fallback: string): string => errorMessage(error, fallback),

  currentPlan: (plan: string) => `Current Plan: ${plan}`,
  loading: "Loading",
  loadingTitle: "Loading Tool Configuration",
  loadingText: "Getting the fields and models for this tool…",
  configErrorTitle: "Configuration Error",

  formLabel: (tool: string) => `${tool} inputs`,
  generatedTitle: "Content Generated!",
  generatedText: (model: string) => `Successfully generated using ${model}.`,
  failedTitle: "Generation Failed",
  failedFallback: "Failed to process AI tool request",
  buyCredits: "Buy credits",
  fillIn: "Fill in this field.",
  configNotLoaded: "Tool configuration not loaded.",
  signInTitle: "Authentication Required",
  signInText: "Please sign in to use AI tools and track your generations.",
  missingTitle: "Missing Fields",
  /** The seed's "Missing Fields" toast text (`labels` joined with ", "). */
  missingText: (labels: string) => missingFieldsMessage([labels]),
  loadingModels: "Loading models…",
  modelsFailed: "The model list could not be loaded; the tool’s usual model will be used.",
  generating: "Generating Amazing Content...",
  generate: "Generate Content",
  emptyTitle: "Your content will appear here",
  emptyText:
    "Fill in the fields and choose Generate Content. Every result is saved to your history.",
  loadingResult: "Loading the result",

  typeBangla: "Type Bangla",
  typeBanglaIn: (label: string) => `Type Bangla in ${label}`,
  typeBanglaHint:
    "Type Banglish: each word turns into Bangla after a space or punctuation. Ctrl+Z (⌘Z) brings back what you typed.",
  imageType: "Choose an image file (PNG, JPEG or WebP).",
  imageTooLarge: "The image is too large: choose one under 1.4 MB.",
  imageUnreadable: "The image could not be read.",
  replaceImage: "Replace image",
  chooseImage: "Choose image",
  uploaded: "Uploaded",
  noImage: "No image chosen. PNG, JPEG or WebP, up to 1.4 MB.",
  remove: (label: string) => `Remove ${label}`,

  aiModel: "AI model",
  noModel: "No model is available",
  tiers: { free: "Free models", premium: "Premium models", enterprise: "Enterprise models" },
  cost: "Cost:",
  noModelForTool: "No AI model is available for this tool right now. Please try again later.",
  /** "Starter Pack and Pro Pack unlock more models." */
  unlockMore: (count: number, plans: string) =>
    `${plans} ${count === 1 ? "unlocks" : "unlock"} more models.`,
  and: " and ",
  comparePlans: "Compare plans",
  /** "Free" or "2 credits · ৳4" (product decisions §3): `taka`, the credits' price. */
  costQuote: (credits: number, taka: number) =>
    credits === 0 ? "Free" : `${credits} ${creditUnit(credits)} · ${formatBdt(taka)}`,
  unavailable: "unavailable",
  freeUnlimited: "Free models are unlimited on your plan.",
  freeUsedUp: (limit: number) =>
    `You have used today's ${limit} free generations. They renew at midnight Bangladesh time.`,
  freeLeft: (left: number, limit: number) => `${left} of ${limit} free generations left today.`,
  notEnough: (balance: number) => `Not enough credits: you have ${balance} ${creditUnit(balance)}.`,
  balance: (balance: number) => `Balance: ${balance} ${creditUnit(balance)}.`,

  outputLanguage: "Output language",
  languageDescriptions: {
    en: "Copy in English.",
    bn: "Copy in Bangla, in Bengali script, as shops write on Facebook and Daraz.",
    banglish: "Bangla in Latin letters, as many people type it on Facebook.",
  },

  brandKit: "Brand kit",
  loadingKits: "Loading your brand kits…",
  kitsFailed: "Your brand kits could not be loaded; the copy is written without one.",
  noKits: "Save your brand's products, prices and tone once, and every tool uses them.",
  writtenFor: (kit: string) =>
    `Written for ${kit}, in its tone, quoting its facts and never its words to avoid. Brand, product and audience fields you leave empty use the kit.`,
  chooseKit: "Choose a kit and the copy names your brand and quotes its facts.",
  createKit: "Create a brand kit",
  manageKits: "Manage brand kits",
  noBrandKit: "No brand kit",
};

export type ToolsMessages = typeof toolsEn;
