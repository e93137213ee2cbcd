import type { FeatureLine } from "./capabilities.ts";
import { formatBdt } from "./format.ts";

/**
 * The one plan catalogue (product decisions §3, §7): the pricing page, the landing page's pricing
 * section, the plan label, model gating and the payment functions all read it. Prices are whole
 * taka; credits are whole numbers. 1 credit = ৳2.
 */
export const CREDIT_PRICE_BDT = 2;

/** Free-plan users may run this many generations per day on free models (Asia/Dhaka day). */
export const FREE_PLAN_DAILY_GENERATIONS = 20;

export const planIds = ["free", "starter", "pro"] as const;
export type PlanId = (typeof planIds)[number];

/** Packs that can be bought (the seed's valid `packageType` values). */
export const packIds = ["starter", "pro"] as const;
export type PackId = (typeof packIds)[number];

export type Plan = {
  id: PlanId;
  /** The label shown wherever the seed shows "Free Plan". */
  name: "Free Plan" | "Starter Pack" | "Pro Pack";
  /** Whole taka; 0 for the free plan. */
  priceBdt: number;
  credits: number;
  period: string;
  description: string;
  /** One line used on the profile's Current Plan card. */
  summary: string;
  /** What the plan gives, each line naming a capability that exists (capabilities.ts). */
  features: readonly FeatureLine[];
  popular: boolean;
};

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free Plan",
    priceBdt: 0,
    credits: 0,
    period: "month",
    description: "Try every writing tool with the free models.",
    summary: "Basic AI access",
    features: [
      { text: "Basic tools", capability: "allTools" },
      { text: "Free models", capability: "freeModels" },
      {
        text: `${FREE_PLAN_DAILY_GENERATIONS} generations a day`,
        capability: "dailyFreeGenerations",
      },
      { text: "Standard speed", capability: "standardSpeed" },
      { text: "Generation history", capability: "generationHistory" },
      { text: "English, Bangla or Banglish output", capability: "outputLanguages" },
      { text: "Campaign templates in English and Bangla", capability: "templates" },
    ],
    popular: false,
  },
  starter: {
    id: "starter",
    name: "Starter Pack",
    priceBdt: 500,
    credits: 250,
    period: "one-time",
    description: "Premium models for growing brands and freelancers.",
    summary: "Premium models · 250 credits",
    features: [
      { text: "Everything in Free", capability: "allTools" },
      { text: "Premium models", capability: "premiumModels" },
      { text: "Email support", capability: "contactForm" },
      { text: "No daily limit on free models", capability: "unlimitedFreeModels" },
      { text: "Credits never expire", capability: "creditsNeverExpire" },
      { text: "Multi-format export: Word, PDF, Markdown, text", capability: "multiFormatExport" },
      { text: "Campaign kits", capability: "campaignKits" },
    ],
    popular: true,
  },
  pro: {
    id: "pro",
    name: "Pro Pack",
    priceBdt: 1500,
    credits: 750,
    period: "one-time",
    description: "Every model, including the top-tier ones, with three times the credits.",
    summary: "All models, including top-tier · 750 credits",
    features: [
      { text: "Everything in Starter", capability: "premiumModels" },
      { text: "Top-tier commercial models", capability: "enterpriseModels" },
      { text: "Credits never expire", capability: "creditsNeverExpire" },
    ],
    popular: false,
  },
};

/** The least plan that runs campaign kits (capability `campaignKits`): any paid pack. */
export const CAMPAIGN_KITS_PLAN: PlanId = "starter";

/** Plans in order: a user's plan is the highest pack ever bought (raised in SQL, never lowered). */
const planRank: Readonly<Record<PlanId, number>> = { free: 0, starter: 1, pro: 2 };

export function planAtLeast(plan: PlanId, required: PlanId): boolean {
  return planRank[plan] >= planRank[required];
}

export function isPackId(value: unknown): value is PackId {
  return typeof value === "string" && (packIds as readonly string[]).includes(value);
}

/** Shown on the landing page's pricing section beside the two packs (→ /contact). */
export const enterpriseOffer: {
  name: string;
  description: string;
  features: readonly FeatureLine[];
  cta: string;
} = {
  name: "Enterprise",
  description: "Run Outsmart for your business on your own server, with your own AI providers.",
  features: [
    { text: "Self-hosted on your own server", capability: "selfHosting" },
    { text: "Your own AI providers and models", capability: "operatorOwnModels" },
    { text: "Answers by e-mail from our team", capability: "contactForm" },
  ],
  cta: "Contact Sales",
};

/** The seed's note under the paid plan cards. */
export const packTopUpNote = `Top up with bKash • 1 Credit = ${formatBdt(CREDIT_PRICE_BDT)}`;
