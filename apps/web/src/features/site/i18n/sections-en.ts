import { FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";

type Card = { title: string; body: string };

/**
 * The landing page's sections below the fold (features, use cases, pricing heading, FAQ) in
 * English, the seed's texts. Loaded with those sections' code, not with the page.
 */
export const sectionsEn = {
  roiEyebrow: "ROI Calculator",
  roiTitle: "See What You Could Save",
  roiLead: "Move the slider to your monthly ad spend.",
  roiNote: (percent: number) =>
    `An estimate, not a promise: it assumes sharper targeting, tested copy and a planned budget split cut wasted spend by ${percent}%. Your results depend on your market and campaigns.`,
  featuresEyebrow: "Features",
  featuresTitle: "Your AI Marketing Team",
  featuresLead: (tools: number) => `Four kinds of work, ${tools} tools, one place.`,
  features: [
    {
      title: "Campaign Engine",
      body: "Audience discovery, creative generation, budget allocation and optimisation ideas: the Target Audience, Ads Builder, Boost Suggestion Planner and A/B tools turn one brief into a campaign plan you can launch.",
    },
    {
      title: "Predictive Analytics",
      body: "Paste in your numbers and the Analytics Report and ROI Tracker tools spell out trends and segments, with what to do next.",
    },
    {
      title: "One Dashboard",
      body: "Copy for search ads, Facebook and Instagram in one place, with every generation saved to your history. Outsmart writes; you publish from your own ad accounts.",
    },
    {
      title: "Creative Intelligence",
      body: "Captions, headlines, product descriptions, emails, blog posts and hashtags built from your product, audience and keywords, never generic filler.",
    },
  ] as [Card, Card, Card, Card],
  useCasesEyebrow: "Use Cases",
  useCasesTitle: "Built for Modern Marketers",
  useCasesLead: "Whether you sell products, serve clients or grow a software business.",
  audiences: [
    {
      title: "E-commerce Brands",
      body: "Product descriptions, launch captions and complete ad sets for every drop and sale, written in minutes instead of days.",
    },
    {
      title: "Marketing Agencies",
      body: "Serve more clients with the same team: content calendars, client summaries, outreach emails and readable performance reports.",
    },
    {
      title: "SaaS Companies",
      body: "Lead-capture funnels, onboarding emails, SEO blog posts and keyword research that bring in sign-ups and keep them.",
    },
  ] as [Card, Card, Card],
  pricingEyebrow: "Pricing",
  pricingTitle: "Simple, Honest Pricing",
  pricingLead: "Start free. Buy credits once when you need premium models; they never expire.",
  faqEyebrow: "FAQ",
  faqTitle: "Frequently Asked Questions",
  faqs: [
    {
      question: "Which platforms does Outsmart write for?",
      answer:
        "Google Ads, Facebook and Instagram, TikTok, LinkedIn and more: every tool shapes its copy for the platform you choose (lengths, hashtags, tone). Outsmart writes the content; you publish it from your own accounts.",
    },
    {
      question: "Can I cancel anytime?",
      answer:
        "Yes. There is no subscription and no long-term contract: packs are one-time purchases, credits never expire, and there are no hidden fees. Stop whenever you like.",
    },
    {
      question: "How do credits and payments work?",
      answer: `The Free plan lets you use the free models at no cost, up to ${FREE_PLAN_DAILY_GENERATIONS} generations a day (the count starts again at midnight Bangladesh time). Starter and Pro packs add credits (1 credit = ৳2) and unlock premium models; you pay once with bKash and the credits are added as soon as bKash confirms the payment.`,
    },
  ] as [Faq, Faq, Faq],
};

type Faq = { question: string; answer: string };

export type SectionsMessages = typeof sectionsEn;
