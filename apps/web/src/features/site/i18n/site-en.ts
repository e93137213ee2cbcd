import { formatBdt } from "@outsmart/contracts/format";

/**
 * The public site's shared strings (header, hero, ROI calculator) in English: the seed's
 * texts exactly. Every catalogue has this shape in every language (`SiteMessages`); a missing key
 * is a type error and i18n/catalogues.test.ts fails on a key no screen uses (docs/i18n.md).
 */
export const siteEn = {
  language: "en" as "en" | "bn",
  taka: (amount: number) => formatBdt(amount),
  metaTitle: "Outsmart · AI marketing content tools · Grow Smarter, Not Harder",
  metaDescription:
    "Outsmart writes your captions, ad copy, emails, blog posts and campaign plans with AI. Start free; top up with bKash when you need premium models.",
  navFeatures: "Features",
  navUseCases: "Use Cases",
  navPricing: "Pricing",
  navFaq: "FAQ",
  navMain: "Main",
  navMobile: "Mobile",
  navLanguage: "Language",
  login: "Login",
  startFree: "Start for Free",
  dashboard: "Dashboard",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  heroEyebrow: "Grow Smarter, Not Harder",
  heroTitle: "Don't Just Run Ads. Outsmart the Competition.",
  heroLead:
    "Outsmart's AI tools plan your campaigns and write the copy: audiences, ads, captions, emails and reports, shaped for every platform you sell on.",
  startWinning: "Start Winning",
  seePricing: "See pricing",
  samplePromptLabel: "Sample prompt",
  samplePrompt:
    "Plan a high-ROI launch campaign for our eco-friendly sneakers: audience, ad copy, A/B variants and a budget split for Facebook and Instagram.",
  promptOutputsLabel: "What Outsmart writes for it",
  promptOutputs: ["Target audience", "Ad copy", "A/B variants", "Budget split"],
  platformsTitle: "Copy shaped for the platforms you market on",
  platformEmail: "Email",
  roiLabel: "Your monthly ad spend",
  roiSpend: "Monthly ad spend",
  roiSavings: "Estimated monthly savings",
};

export type SiteMessages = typeof siteEn;
