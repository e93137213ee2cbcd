import { offerInSentence } from "../../kit/copy-kit.ts";
import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { MarketingFunnelPhrases } from "./marketing-funnel-generator.writer.ts";

export const marketingFunnelEn: MarketingFunnelPhrases = {
  defaultProduct: "your product",
  defaultAudience: "your customers",
  defaultGoal: "a first purchase",
  stages: ({ parts, core, goal, metric, benefit, kind }) => {
    // "don't know our bridal makeup package yet", not "… know bridal makeup package yet".
    const name = offerInSentence(parts);
    return {
      awareness: {
        stage: "Awareness",
        mindset: `${sentenceCase(core)} don't know ${name} yet, or don't see a need.`,
        goal: "Be noticed by the right people.",
        message: benefit
          ? `${sentenceCase(benefit)}, made for ${core}.`
          : `Made for ${core}: ${name}.`,
        content: "Short videos, helpful tips, creator posts",
        channels: "Reels, TikTok, YouTube Shorts, creators",
        metric: "Reach and cost per 1,000 people reached",
      },
      consideration: {
        stage: "Consideration",
        mindset: "They're comparing options and looking for reasons to trust you.",
        goal: "Answer questions and build trust.",
        message: `Why ${name}, and who it's for.`,
        content: "Comparisons, demos, FAQs, real reviews",
        channels: "Website, Google Search, retargeting ads, Facebook groups",
        metric: "Link clicks, time on page, saves",
      },
      conversion: {
        stage: "Conversion",
        mindset: "They're ready, but small doubts can stop them.",
        goal: `Turn interest into action: ${lowerFirst(goal)}.`,
        message: "A clear offer and an easy next step.",
        content: {
          goods: "Product page, offer post, checkout reminder",
          software: "Trial or demo page, onboarding guide",
          service: "Packages and prices post, open slots, a booking reminder",
        }[kind],
        channels: "Retargeting ads, email, WhatsApp or Messenger",
        metric,
      },
      retention:
        kind === "service"
          ? {
              stage: "Retention",
              mindset: "They've booked once; will they come back, and bring others?",
              goal: "Deliver a great first experience and a reason to return.",
              message: "Thank you, and here's when we can see you next.",
              content:
                "A thank-you message, photos from the day, a reminder before the next season",
              channels: "WhatsApp, Messenger, email",
              metric: "Repeat bookings and reviews",
            }
          : {
              stage: "Retention",
              mindset: "They've bought once; will they come back?",
              goal: "Deliver a great first experience and a reason to return.",
              message: `Get the most from ${name}.`,
              content: "How-to emails, care tips, refill or upgrade reminders",
              channels: "Email, WhatsApp, customer groups",
              metric: "Repeat purchase rate or active users",
            },
      advocacy: {
        stage: "Advocacy",
        mindset: "Happy customers are willing to tell others, if asked.",
        goal: "Turn customers into referrers.",
        message: "Share it with someone who'd love it.",
        content: "Referral offer, review request, customer spotlights",
        channels:
          kind === "service"
            ? "WhatsApp, social posts, a thank-you card after each booking"
            : "Email, social posts, packaging inserts",
        metric: "Referrals and reviews per month",
      },
    };
  },
  heading: (product) => `## Funnel overview for ${product}`,
  brief: ({ goal, audience }) => `Conversion goal: ${goal}. Audience: ${audience}.`,
  overviewHeaders: ["Stage", "Goal", "Message", "Channels", "Metric"],
  overviewRow: (stage) => [
    stage.stage,
    stage.goal,
    stage.message,
    stage.channels,
    sentenceCase(stage.metric),
  ],
  detailsHeading: "## Stage details",
  stageHeading: (stage) => `### ${stage}`,
  details: (stage) => [
    `**Mindset:** ${stage.mindset}`,
    `**Goal:** ${stage.goal}`,
    `**Key message:** ${stage.message}`,
    `**Content and offers:** ${stage.content}. [Add your real offer where it fits.]`,
    `**Channels:** ${stage.channels}`,
    `**Metric to watch:** ${sentenceCase(stage.metric)}`,
  ],
  quickWinsHeading: "## Quick wins",
  quickWins: [
    "Add UTM links to every post and ad so you can see which stage leaks.",
    "Set up a retargeting audience of people who visited but didn't buy.",
    "Write three answers to the questions people ask before buying, and pin them.",
    "Send a simple “how's it going?” message a week after each order.",
    "Ask your happiest customers for a review, with a direct link.",
  ],
};
