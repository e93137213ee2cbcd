import { sentenceCase } from "../../kit/text-kit.ts";
import type { InfluencerPlanPhrases } from "./influencer-outreach-assistant.writer.ts";

export const influencerPlanEn: InfluencerPlanPhrases = {
  defaultProduct: "your product",
  defaultAudience: "your customers",
  defaultGoal: "more sales",
  tierAdvice: {
    awareness: "Several micro creators plus one mid-tier creator for reach.",
    engagement: "Nano and micro creators: closer communities, more conversation.",
    other: [
      "Nano and micro creators with personal discount codes, so every sale can be traced.",
      "Start with five to ten nano and micro creators, each with their own code or link, and keep the ones who sell.",
    ],
  },
  budgetItems: {
    creatorFees: {
      name: "Creator fees",
      why: "Paid posts, based on the rate cards creators send you",
    },
    seeding: { name: "Product seeding", why: "Free product for creators to try before they post" },
    boosting: {
      name: "Boosting creator posts",
      why: "Partnership ads that put the best posts in front of more people",
    },
    reserve: { name: "Reserve", why: "Extra deliverables or a second round with the best creator" },
  },
  share: (percent) => `${percent}%`,
  heading: (product) => `## Influencer plan for ${product}`,
  brief: ({ goal, audience }) => `Goal: ${goal}. Audience: ${audience}.`,
  tiersHeading: "## Creator tiers",
  tierHeaders: ["Tier", "Followers (convention)", "Best for"],
  tiers: [
    ["Nano", "1k–10k", "Trust and conversation in a close community"],
    ["Micro", "10k–100k", "A balance of reach and trust"],
    ["Mid-tier", "100k–500k", "Reach within a niche"],
    ["Macro", "500k+", "Broad awareness"],
  ],
  recommendation: (advice) => `**Recommendation:** ${advice}`,
  shortlistHeading: "## Shortlist criteria",
  shortlist: ({ core, short }) => [
    `Their followers look like ${core} (check the comments, not only the follower count).`,
    "Comments are real conversations, not only emojis or generic praise.",
    `Their content style fits ${short}: you could imagine them using it without a script.`,
    "No recent controversies or content you wouldn't want next to your brand.",
  ],
  vettingHeading: "## Vetting checklist",
  vetting: [
    "Ask for screenshots of audience insights: locations, ages, gender split.",
    "Look for sudden follower jumps, which can point to bought followers.",
    "Compare likes and comments across their last 10 posts; wild swings are a warning sign.",
    "Check past sponsored posts: were they disclosed, and did they feel genuine?",
  ],
  offersHeading: "## Offer ideas",
  offers: ({ short }) => [
    `Gifting: send ${short} with no obligation to post, and see who loves it.`,
    "Paid posts: a fixed fee for agreed deliverables.",
    "Affiliate: a personal code or link with a commission on each sale.",
    "Co-creation: a limited edition or bundle designed with the creator.",
  ],
  service: {
    offers: ({ short }) => [
      `A free session: invite the creator to try ${short} themselves, with no obligation to post.`,
      "Paid posts: a fixed fee for agreed deliverables.",
      "Affiliate: a personal code or link with a commission on each booking.",
      "Co-creation: a before-and-after series or a package made with the creator.",
    ],
    seeding: { name: "Free sessions", why: "The creator's own session, before they post" },
  },
  budgetHeading: "## Budget split",
  noBudget: (budget) =>
    `No amount could be read from “${budget || "(empty)"}”. Add the budget as a number, for example “৳60,000”, to see amounts.`,
  totalBudget: (total) =>
    `Total budget: ${total}. How many creators it covers depends on their rates: ask for rate cards before you decide.`,
  budgetHeaders: ["Item", "Share", "Amount", "Why"],
  campaignBriefHeading: "## Campaign brief",
  campaignBrief: ({ goal, audience, short, core }) => [
    `**Objective:** ${goal}.`,
    `**Audience:** ${audience}.`,
    `**Key messages:** what ${short} is; who it's for (${core}); one benefit in the creator's own words.`,
    "**Deliverables:** for example one reel and two stories per creator; agree dates in writing.",
    "**Do:** show real use, speak naturally, include the code or link.",
    "**Don't:** make claims you can't back up, compare with named competitors, or read a script word for word.",
    "**Disclosure:** every post is labelled #ad or uses the platform's paid-partnership label.",
    "**Timeline:** week 1 outreach, week 2 products and briefs, week 3 posting, week 4 results.",
    "**Usage rights:** agree in writing whether and for how long you may reuse their content in ads.",
  ],
  kpisHeading: "## KPIs",
  kpis: (metric) => [
    `${sentenceCase(metric)}, per creator.`,
    "Sales or sign-ups through each creator's code or UTM link.",
    "Cost per result: what you paid each creator ÷ their results.",
    "Saves, shares and comments on each post.",
  ],
};
