import type { BrandTone } from "@outsmart/contracts/brand-kit-list";
import { errorMessage } from "~/lib/api-error";

/**
 * The brand kits page in English: the seed's texts exactly (docs/i18n.md). `BrandsMessages` is
 * this object's shape; brands-bn.ts is typed with it.
 */
export const brandsEn = {
  /** A server error in the screen's language. */
  error: (error: unknown, fallback: string): string => errorMessage(error, fallback),
  /** A check's message (the contract's English, contracts/brand-kit.ts) in the screen's language. */
  check: (message: string): string => message,
  /** A limit as the language writes it ("80" / "৮০"). */
  number: (value: number): string => String(value),

  pageTitle: "Brand kits",
  lead: "What each brand sells, to whom and in which voice. Choose a kit on any tool page and the copy names your brand, quotes your prices and offers, and never uses the words you avoid.",
  newKit: "New brand kit",
  failed: "That did not work. Please try again.",
  loading: "Loading brand kits",
  loadFailed: "Your brand kits could not be loaded.",
  tryAgain: "Try again",
  emptyTitle: "No brand kits yet",
  emptyLead:
    "Create one for each brand you write for, with its products, prices and offers, audience and tone. An agency keeps one per client.",
  createFirst: "Create your first brand kit",
  yourKits: "Your brand kits",
  tones: {
    friendly: "Friendly",
    premium: "Premium",
    playful: "Playful",
    formal: "Formal",
  } satisfies Record<BrandTone, string>,
  sells: "Sells:",
  noProducts: "No products yet",
  audienceLabel: "Audience:",
  sellsOn: "Sells on:",
  edit: "Edit",
  editKit: (name: string) => `Edit ${name}`,
  duplicate: "Duplicate",
  duplicateKit: (name: string) => `Duplicate ${name}`,
  delete: "Delete",
  deleteKit: (name: string) => `Delete ${name}`,
  saved: (name: string) => `${name} saved.`,
  created: (name: string) => `${name} created.`,
  deleted: (name: string) => `${name} deleted.`,
  editorLead: "Tools use these facts when you choose this kit.",
  deleteTitle: (name: string | undefined) => `Delete ${name ?? "this brand kit"}?`,
  deleteLead:
    "The kit is deleted for good. Content you generated with it stays in your history, without the kit.",
  deleteConfirm: "Delete brand kit",
  deleting: "Deleting…",

  // The form
  brandName: "Brand name",
  upTo: (max: string) => `Up to ${max} characters.`,
  whatItSells: "What it sells",
  whatItSellsHint: (max: string) =>
    `Up to ${max} products or services, with the facts copy may quote.`,
  product: (index: string) => `Product ${index}`,
  removeProduct: (index: string) => `Remove product ${index}`,
  remove: "Remove",
  productOrService: "Product or service",
  price: "Price",
  priceHint: (max: string) => `E.g. ৳1,200. Up to ${max} characters.`,
  offer: "Offer",
  offerHint: (max: string) => `E.g. free delivery in Dhaka. Up to ${max} characters.`,
  difference: "What makes it different",
  addProduct: "Add a product or service",
  audience: "Audience",
  audienceHint: (max: string) => `Who buys it. Up to ${max} characters.`,
  tone: "Tone",
  toneNotes: "More about the tone",
  toneNotesHint: (max: string) =>
    `Optional, e.g. "short lines, one emoji at most". Up to ${max} characters.`,
  wordsToUse: "Words and phrases to use",
  wordsToUseHint: (count: string, max: string) =>
    `One per line; up to ${count}, each up to ${max} characters.`,
  wordsToAvoid: "Words and phrases to avoid",
  wordsToAvoidHint: (count: string, max: string) =>
    `One per line; up to ${count}, each up to ${max} characters. Never written.`,
  samplesTitle: "Copy you liked",
  samplesHint: (count: string, max: string) =>
    `Up to ${count} samples, each up to ${max} characters: models match their voice.`,
  sample: (index: string) => `Sample ${index}`,
  removeSample: (index: string) => `Remove sample ${index}`,
  addSample: "Add a sample",
  defaultLanguage: "Default output language",
  defaultLanguageHint: "Tools switch to it when you choose this kit.",
  salesChannel: "Page or shop it sells on",
  salesChannelHint: (max: string) =>
    `An address or a name, e.g. facebook.com/yourpage. Up to ${max} characters.`,
  somethingWrong: "Something went wrong. Please try again.",
  strongerPassword: "Choose a stronger password:",
  cancel: "Cancel",
  saving: "Saving…",
  saveChanges: "Save changes",
  createKit: "Create brand kit",
};

export type BrandsMessages = typeof brandsEn;
