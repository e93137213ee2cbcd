import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { BoostPhrases } from "./boost-suggestion-planner.writer.ts";

export const boostEn: BoostPhrases = {
  defaultProduct: "your product",
  defaultGoal: "more sales",
  defaultAudience: "your customers",
  goals: {
    sales: {
      objective: "Sales",
      boostGoal:
        "“Get more website visitors”, or “Get more messages” if people order by inbox. For purchase-optimised delivery, run a Sales campaign in Ads Manager instead of a boost.",
    },
    retention: {
      objective: "Sales to past customers",
      boostGoal:
        "“Get more messages” or “Get more website visitors”, shown to a custom audience of past customers.",
    },
    leads: {
      objective: "Leads",
      boostGoal: "“Get more leads” (an instant form) or “Get more messages”.",
    },
    messages: { objective: "Messages", boostGoal: "“Get more messages”." },
    traffic: { objective: "Traffic", boostGoal: "“Get more website visitors”." },
    engagement: { objective: "Engagement", boostGoal: "“Get more engagement”." },
    awareness: {
      objective: "Awareness",
      boostGoal: "“Get more engagement” or “Automatic”, with a reach-focused audience.",
    },
    other: {
      objective: "Engagement",
      boostGoal: "“Automatic”, then read the results after the test.",
    },
  },
  phases: {
    test: { name: "Test", purpose: "2–3 posts with the same audience; find the cheapest result" },
    scale: { name: "Scale", purpose: "Only the winning post, budget raised gradually" },
    retarget: { name: "Retarget", purpose: "People who engaged, messaged or visited" },
  },
  day: (day) => `Day ${day}`,
  days: ({ from, to }) => `Days ${from}–${to}`,
  share: (percent) => `${percent}%`,
  arithmetic: ({ phase, total, percent, amount, days, perDay }) =>
    `${phase}: ${total} × ${percent}% = ${amount}; ${amount} ÷ ${days} ${days === 1 ? "day" : "days"} ≈ ${perDay} a day`,
  postIdeas: ({ product, short, audience, kind }) => [
    kind === "service"
      ? `A 15–30 second reel of one real ${short} booking, start to finish (with the client's permission), with the benefit as on-screen text.`
      : `A 15–30 second reel of ${product} in use, with the benefit as on-screen text.`,
    `A carousel: three reasons ${audience} choose ${short}, one per slide.`,
    "A real customer photo or review, shared with their permission.",
    {
      goods: `Behind the scenes: how ${short} is made, packed or delivered.`,
      software: `Behind the scenes: how ${short} is built, and the problem it was made to solve.`,
      service: `Behind the scenes: a day of ${short}, from the first message to the finished job.`,
    }[kind],
    `A clear offer post (price, what's included, how to ${{ goods: "order", software: "start", service: "book" }[kind]}), only if the offer is real.`,
    `A short “how to choose” post that ends with ${short} as the answer.`,
  ],
  objectiveHeading: (objective) => `## Objective: ${objective}`,
  goalLine: ({ goal, boostGoal }) => `Goal: ${goal}. When you press Boost, choose ${boostGoal}`,
  measure: (metric) => `Measure it with: ${metric}.`,
  postsHeading: "## Posts to boost",
  postsIntro:
    "Boost posts that already work organically; a boost amplifies a good post, it doesn't fix a weak one. Pick posts that:",
  postCriteria: ({ short, goal, kind }) => [
    "beat your own average engagement rate over the last 30 days (reactions, comments, shares and saves ÷ reach);",
    "earn saves, shares and questions, not only likes: those show buying intent;",
    `show ${short} clearly and give one next step (link, “Send message” or the price);`,
    `are recent and still true: price, ${{ goods: "stock", software: "plans", service: "open slots" }[kind]} and any offer;`,
    `fit the goal: ${lowerFirst(goal)}.`,
  ],
  noPostYet: "No post qualifies yet? Publish one of these first and boost the best after 2–3 days:",
  audiencesHeading: "## Audiences",
  audienceHeaders: ["Audience", "Who", "Why"],
  audiences: (audience) => [
    [
      "Core",
      sentenceCase(audience),
      "Locations, ages and interests that describe them; start broad and let delivery learn.",
    ],
    [
      "Warm",
      "People who engaged with your Page or profile in the last 30–90 days",
      "They already know you, so results usually cost less.",
    ],
    [
      "Lookalike",
      "1% lookalike of your customers or engagers (Ads Manager)",
      "Finds new people who resemble your best customers.",
    ],
    [
      "Retarget",
      "Website visitors (needs the Meta Pixel) or people who messaged you",
      "Reminds people who showed interest but didn't act.",
    ],
  ],
  budgetHeading: "## Budget plan",
  noBudget: (budget) =>
    `No budget amount could be read from “${budget || "(empty)"}”. Add it as a number, for example “৳10,000 for 7 days”, and the amounts below will be calculated.`,
  totalBudget: ({ total, days, assumed }) =>
    `Total budget: ${total} over ${days} ${days === 1 ? "day" : "days"}${assumed ? ` (no duration given, so this plan assumes ${days} days)` : ""}.`,
  budgetHeaders: ["Phase", "When", "Share", "Amount", "Per day", "Purpose"],
  rulesHeading: "## Rules to scale or stop",
  rules: (metric) => [
    `After the test, keep the post with the lowest cost per result, judged on ${metric}, and pause the others.`,
    "Raise the winner's daily budget by about a fifth every two to three days rather than doubling it overnight, so delivery stays stable.",
    "Pause a post whose cost per result stays at more than twice your best post's after it has spent a full day's budget.",
    "When the same people keep seeing it and results drop week on week, refresh the creative.",
  ],
  checklistHeading: "## Checklist before you boost",
  checklist: (kind) => [
    `Page details, prices and ${{ goods: "delivery information", software: "plans", service: "the slots you have open" }[kind]} are up to date.`,
    "Someone can reply to messages and comments quickly while the boost runs.",
    "Links carry UTM tags so you can see the results in your analytics.",
    "The Meta Pixel (or the Conversions API) is installed if you send people to a website.",
    "A spending limit is set on the ad account.",
  ],
};
