import { formatBdt, formatWholeNumber } from "@outsmart/contracts/format";
import { tierLabels } from "@outsmart/contracts/models";
import { packNotOnSaleMessage } from "@outsmart/contracts/offer";
import {
  CREDIT_PRICE_BDT,
  enterpriseOffer,
  packTopUpNote,
  type PlanId,
  plans,
} from "@outsmart/contracts/plans";

type PlanText = { name: string; period: string; description: string; features: string[] };
const planText = (id: PlanId): PlanText => ({
  name: plans[id].name,
  period: plans[id].period,
  description: plans[id].description,
  features: plans[id].features.map((feature) => feature.text),
});

/**
 * Plans, plan cards, the pricing page and the model access levels in English: the seed's texts,
 * taken from the plan catalogue (packages/contracts/src/plans.ts) where they live.
 */
export const pricingEn = {
  metaTitle: "Pricing · Outsmart · Choose Your AI Power",
  metaDescription:
    "Start free with the free models. Starter Pack ৳500 (250 credits) and Pro Pack ৳1,500 (750 credits) unlock premium and top-tier models; pay once with bKash, credits never expire.",
  eyebrow: "Pricing",
  title: "Choose Your AI Power",
  lead: "Start free. When you need premium models, buy a credit pack once with bKash: no subscription, and credits never expire.",
  currentPlan: "Current Plan",
  included: "Included",
  processing: "Processing...",
  payWithBkash: "Pay with bKash",
  getStarted: "Get Started",
  choosePlan: "Choose Plan",
  easyPayment: "Easy Payment",
  easyPaymentBody: (creditPrice: string) =>
    `Pay with bKash in a few taps. Each pack is a single payment of its price, and 1 credit = ${creditPrice}.`,
  promises: [
    {
      title: "Instant credit top-up",
      body: "Credits are added the moment bKash confirms your payment.",
    },
    {
      title: "Secure payment",
      body: "You pay on bKash's own page; we never see your PIN or OTP.",
    },
    {
      title: "Help with payments",
      body: "Write to us from the contact page with any payment question and we will answer by e-mail.",
    },
  ] as [PaymentPromise, PaymentPromise, PaymentPromise],
  modelLevelsTitle: "AI Model Access Levels",
  modelLevelsLead:
    "Your plan decides which models you can pick on every tool. These are the models available on this installation.",
  tierLabels: { ...tierLabels },
  tierPlans: { free: "Every plan", premium: "Starter Pack and up", enterprise: "Pro Pack only" },
  noCredits: "No credits per generation",
  costPerGeneration: (credits: number) =>
    `${credits} credits · ${formatBdt(credits * CREDIT_PRICE_BDT)} per generation`,
  checkingModels: "Checking which models are available…",
  noneAvailable: "None available on this installation yet.",
  mostPopular: "Most Popular",
  availableHere: "Available here:",
  credits: (count: number) => `${formatWholeNumber(count)} credits`,
  topUpNote: packTopUpNote,
  notOnSale: { starter: packNotOnSaleMessage("starter"), pro: packNotOnSaleMessage("pro") },
  plans: { free: planText("free"), starter: planText("starter"), pro: planText("pro") },
  enterprise: {
    name: enterpriseOffer.name,
    price: "Custom",
    description: enterpriseOffer.description,
    features: enterpriseOffer.features.map((feature) => feature.text),
    cta: enterpriseOffer.cta,
  },
};

type PaymentPromise = { title: string; body: string };

export type PricingMessages = typeof pricingEn;
