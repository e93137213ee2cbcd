import type { ContentStrategyPhrases } from "./content-strategy-generator.writer.ts";

export const contentStrategyEn: ContentStrategyPhrases = {
  defaultBrand: "your brand",
  defaultAudience: "your audience",
  defaultGoal: "grow the business",
  pillars: ({ brand, audience, kind }) => ({
    teach: {
      name: "Teach",
      purpose: `Useful how-tos that make ${brand} the helpful expert for ${audience}.`,
      topics: ["How-to posts", "Common mistakes", "Myth vs fact", "Checklists to save"],
    },
    show: {
      name: "Show",
      purpose: "The product or service in real use, so people can picture it in their day.",
      topics: ["Demos", "Before and after", "Day-in-the-life", "Answers to product questions"],
    },
    prove: {
      name: "Prove",
      purpose: "Real customer stories and reviews, shared with permission.",
      topics: ["Customer spotlights", "Review screenshots", "User photos", "Case studies"],
    },
    behindTheBrand: {
      name: "Behind the brand",
      purpose: "The people and process behind the brand, which build trust.",
      topics: [
        "Team intros",
        {
          goods: "How it's made or delivered",
          software: "How a feature gets built",
          service: "How a job is done, step by step",
        }[kind],
        "Decisions you made and why",
      ],
    },
    stayWithUs: {
      name: "Stay with us",
      purpose: "Reasons for existing customers to come back.",
      topics: {
        goods: [
          "New uses for what they bought",
          "Refills and add-ons",
          "Loyalty rewards (if you have them)",
        ],
        software: [
          "Features they haven't tried yet",
          "Templates and shortcuts",
          "Loyalty rewards (if you have them)",
        ],
        service: [
          "Aftercare tips",
          "Reminders for the next visit",
          "Loyalty rewards (if you have them)",
        ],
      }[kind],
    },
    offer: {
      name: "Offer",
      purpose: "Clear, honest selling posts: at most one in five posts.",
      topics: {
        goods: ["Product launches", "Real offers", "Bundles", "How to order"],
        software: ["New features", "Real offers", "Plans and pricing", "How to start"],
        service: ["Slots still open", "Real offers", "Packages and prices", "How to book"],
      }[kind],
    },
    values: {
      name: "Values",
      purpose: "What you do for people and planet, stated modestly and specifically.",
      topics: {
        goods: ["Materials and sourcing", "Packaging", "What you're still improving"],
        software: ["Privacy and data", "Support and uptime", "What you're still improving"],
        service: [
          "Parts and products you use",
          "Hygiene and safety",
          "What you're still improving",
        ],
      }[kind],
    },
  }),
  dayPatterns: [
    ["Saturday", "Monday", "Wednesday", "Thursday"],
    ["Sunday", "Tuesday", "Thursday", "Saturday"],
    ["Monday", "Wednesday", "Friday", "Sunday"],
  ],
  week: (number) => `Week ${number}`,
  kpis: {
    retention: [
      "Repeat purchase rate",
      "Messages and replies from existing customers",
      "Email or WhatsApp list growth",
    ],
    sales: [
      "Sales from social (tracked with UTM links or codes)",
      "Click-through rate on sales posts",
      "Messages asking about price or ordering",
    ],
    leads: ["Leads from social", "Cost per lead", "Link clicks to the sign-up page"],
    messages: ["Conversations started", "Response time", "Conversations that became orders"],
    traffic: ["Link clicks", "Website sessions from social", "Time on page"],
    engagement: [
      "Engagement rate (interactions ÷ reach)",
      "Saves and shares",
      "Comments with questions",
    ],
    awareness: ["Reach", "Follower growth", "Profile visits"],
    other: ["Reach", "Engagement rate (interactions ÷ reach)", "Link clicks"],
  },
  heading: (brand) => `## Content strategy for ${brand}`,
  brief: ({ goal, audience }) => `Goal: ${goal}. Audience: ${audience}.`,
  pillarsHeading: "## Content pillars",
  pillar: ({ name, purpose, topics }) =>
    `**${name}:** ${purpose} Examples: ${topics.join(", ").toLowerCase()}.`,
  formatsHeading: "## Formats by platform",
  formatsHeaders: ["Platform", "Formats that fit"],
  formatList: (formats) => formats.join(", "),
  cadenceHeading: "## Cadence",
  cadence: ({ posts, channels }) =>
    `${posts} posts a week${channels.length > 1 ? `, spread across ${channels.join(" and ")}` : ""}, plus stories when you have something to show. A small team can keep this up; add more only once it is routine.`,
  calendarHeading: "## Four-week calendar",
  calendarHeaders: ["Week", "Day", "Platform", "Pillar", "Format", "Topic"],
  kpisHeading: "## KPIs",
  kpi: (kpi) => `${kpi}: compare each month with the one before.`,
  repurposingHeading: "## Repurposing workflow",
  repurposing: [
    "Make one core piece each week (a video, a guide or a customer story).",
    "Cut it into 2–3 short clips or quotes for reels and stories.",
    "Turn the key points into a carousel or a text post.",
    "Send the best of the week to your email or WhatsApp list.",
    "Save the top performer and reuse it next month with a new hook.",
  ],
};
