import { articleConclusion, articleIntro, articleSections } from "./kit/article-kit.ts";
import { AUDIENCE, BENEFITS, BRAND, GOAL, PRODUCT } from "./kit/brief.ts";
import {
  benefitOf,
  benefitSummary,
  detectPlatform,
  emojiFor,
  goalIntent,
  goalMetric,
  headlines,
  isSoftware,
  platformCta,
  productHashtags,
  productParts,
  type GoalIntent,
  type Platform,
  type Template,
} from "./kit/copy-kit.ts";
import { formatMoney, parseAmount } from "./kit/numbers.ts";
import { metaDescriptions, TITLE_MAX } from "./kit/seo-kit.ts";
import {
  agree,
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  lowerFirst,
  numbered,
  phraseCut,
  sentenceCase,
  slugify,
  splitList,
  table,
  titleCase,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/**
 * Advanced Tools that write copy and plans: scheduling, ads, SEO articles, funnels, content
 * strategy and influencer campaigns. The three number-driven ones live in report-templates.ts.
 */

/** The first version that fits, else the last one cut to fit. */
function firstFitting(versions: readonly string[], max: number): string {
  return versions.find((text) => charCount(text) <= max) ?? truncate(versions.at(-1) ?? "", max);
}

type Purpose = "Educate" | "Engage" | "Sell" | "Behind the scenes" | "Community";

/** Weekly rhythms with at most two sales posts, never on consecutive days. */
const RHYTHMS: readonly (readonly Purpose[])[] = [
  ["Educate", "Engage", "Sell", "Behind the scenes", "Educate", "Community", "Sell"],
  ["Engage", "Educate", "Behind the scenes", "Sell", "Community", "Educate", "Sell"],
  ["Educate", "Sell", "Engage", "Community", "Educate", "Behind the scenes", "Sell"],
];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const FORMATS: Readonly<Record<Platform, Readonly<Record<Purpose, string>>>> = {
  instagram: {
    Educate: "Carousel",
    Engage: "Story with a poll",
    Sell: "Reel",
    "Behind the scenes": "Reel",
    Community: "Carousel of customer photos",
  },
  facebook: {
    Educate: "Image post",
    Engage: "Question post",
    Sell: "Video post",
    "Behind the scenes": "Photo album",
    Community: "Customer photo post",
  },
  linkedin: {
    Educate: "Document carousel",
    Engage: "Poll",
    Sell: "Text and image post",
    "Behind the scenes": "Text post with a photo",
    Community: "Shout-out post",
  },
  tiktok: {
    Educate: "Short video",
    Engage: "Short video with a question",
    Sell: "Short video demo",
    "Behind the scenes": "Short video",
    Community: "Duet or stitch",
  },
  x: {
    Educate: "Thread",
    Engage: "Poll",
    Sell: "Post with an image",
    "Behind the scenes": "Post with a photo",
    Community: "Quote post",
  },
  youtube: {
    Educate: "Short",
    Engage: "Community post",
    Sell: "Short",
    "Behind the scenes": "Short",
    Community: "Community post",
  },
  other: {
    Educate: "Post",
    Engage: "Question post",
    Sell: "Post with an image",
    "Behind the scenes": "Photo post",
    Community: "Customer photo post",
  },
};

/** Starting points to test, not data: evenings for consumer platforms, mornings for LinkedIn. */
const TIMES: Readonly<Record<Platform, readonly string[]>> = {
  instagram: ["8:00 pm", "1:00 pm", "9:00 pm", "7:30 pm"],
  facebook: ["8:30 pm", "1:30 pm", "9:00 pm", "12:30 pm"],
  linkedin: ["9:00 am", "8:30 am", "12:00 pm"],
  tiktok: ["7:00 pm", "9:30 pm", "10:00 pm"],
  x: ["9:00 am", "12:00 pm", "6:00 pm"],
  youtube: ["6:00 pm", "8:00 pm"],
  other: ["8:00 pm", "1:00 pm"],
};

const HASHTAG_COUNT: Readonly<Record<Platform, number>> = {
  instagram: 5,
  facebook: 2,
  linkedin: 3,
  tiktok: 4,
  x: 1,
  youtube: 3,
  other: 3,
};

const scheduler: Template = (brief, random) => {
  const brand = brief.text(BRAND, "our brand");
  const platformText = brief.text(["platforms", "platform"], "Instagram, Facebook");
  const named = splitList(platformText).map((label) => ({
    label,
    platform: detectPlatform(label),
  }));
  const channels =
    named.length > 0 ? named : [{ label: "Instagram", platform: "instagram" as const }];
  const focuses = splitList(
    brief.text(["content_focus", "topic", "keywords", "product_name"], brand),
  );
  const audience = brief.text(AUDIENCE, "our followers");
  const core = lowerFirst(audienceCore(audience));
  const software = isSoftware(`${brand} ${focuses.join(" ")}`);
  const rhythm = random.pick(RHYTHMS);
  const brandTag = productHashtags(brand, "", 1)[0] ?? "";
  const posts = rhythm.map((purpose, index) => {
    const { label, platform } = channels[index % channels.length] ?? channels[0]!;
    const name = platform === "other" ? label : kit.copy.platformNames[platform];
    const focus = focuses[index % Math.max(1, focuses.length)] ?? brand;
    const focusLower = lowerFirst(focus);
    const emoji = platform === "linkedin" ? "" : ` ${emojiFor(`${brand} ${focus}`, random)}`;
    const copy: Record<Purpose, string> = {
      Educate: `3 things ${core} should know about ${focusLower}${emoji}\n\n1. [Tip one, in one sentence]\n2. [Tip two]\n3. [Tip three]\n\nSave this for later, and follow ${brand} for more.`,
      Engage: `Quick question for ${core}: what's your biggest challenge with ${focusLower}?${emoji} Tell us in the comments and we'll answer the most common ones this week.`,
      Sell: `${sentenceCase(focus)}, from ${brand}${emoji}\n\nMade for ${core}. [Add the one detail that makes people want it: price, what's included or the benefit.]\n\n${platformCta(kit.copy, platform, software, random)}`,
      "Behind the scenes": `A look behind the scenes at ${brand}${emoji} [Say what you're showing, e.g. packing today's orders or planning ${focusLower}.] What should we show you next?`,
      Community: `We love seeing ${brand} in your day${emoji} Share your photo with ${brandTag || "our hashtag"} and we may feature it here. [Repost a real customer photo, with permission.]`,
    };
    const tags = productHashtags(`${brand} ${focus}`, audience, HASHTAG_COUNT[platform]);
    return {
      day: WEEKDAYS[index] ?? "",
      name,
      purpose,
      format: FORMATS[platform][purpose],
      time: random.pick(TIMES[platform]),
      idea: `${
        {
          Educate: "3 quick tips",
          Engage: "A question for followers",
          Sell: "Product post with a clear call to action",
          "Behind the scenes": "Behind the scenes",
          Community: "Customer photos and shout-outs",
        }[purpose]
      } (${focusLower})`,
      copy: copy[purpose],
      tags: tags.join(" "),
    };
  });
  return blocks(
    `## Weekly plan for ${brand}`,
    table(
      ["Day", "Platform", "Format", "Time", "Post idea"],
      posts.map((post) => [post.day, post.name, post.format, post.time, post.idea]),
    ),
    "Times are starting points in your audience's local time, not data: check your insights and move posts to when your followers are online.",
    "## Posts",
    ...posts.map((post, index) =>
      blocks(
        `### Day ${index + 1} — ${post.day} · ${post.name} · ${post.time}`,
        `*${post.purpose} · ${post.format}*`,
        post.copy,
        post.tags,
      ),
    ),
    "## Notes",
    bullets([
      "Check your insights after two weeks and move posts to the hours your followers are most active.",
      "Reply to comments in the first hour after posting; early conversation helps the post travel.",
      "Fill the [brackets] with real details before scheduling, and reuse the best post next week.",
    ]),
  );
};

/** Meta's standard call-to-action buttons, chosen from the offer and the product. */
function metaButton(offer: string, software: boolean): string {
  if (/demo|book|appointment|consult/iu.test(offer)) return "Book Now";
  if (/%|off\b|discount|coupon|code|deal/iu.test(offer)) return "Get Offer";
  if (/trial|free account|sign ?up/iu.test(offer)) return "Sign Up";
  return software ? "Learn More" : "Shop Now";
}

const adsBuilder: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const audience = brief.text(AUDIENCE, "you");
  const benefit = brief.text(BENEFITS, "");
  const offer = brief.text(["offer"], "");
  const parts = productParts(product);
  const software = isSoftware(product);
  const core = lowerFirst(audienceCore(audience));
  const firstClause = benefitSummary(benefit, 40, kit.text.list);
  const benefitLower = lowerFirst(benefit);
  const offerLine = offer ? `${sentenceCase(offer)}.` : "";
  const button = metaButton(offer, software);
  const primaryTexts = [
    [
      `${sentenceCase(product)}${benefit ? `: ${benefitLower}` : ""}. Made for ${core}.`,
      `${sentenceCase(parts.short)}${firstClause ? `: ${firstClause}` : ""}. Made for ${core}.`,
    ],
    [
      `${sentenceCase(core)}, meet ${parts.short}${benefit ? `: ${benefitLower}` : ""}.`,
      `${sentenceCase(core)}, meet ${parts.short}.`,
    ],
    [
      `Looking for ${lowerFirst(parts.noun)} that ${agree(parts.noun, "fits", "fit")} your day? Meet ${parts.short}${firstClause ? `: ${firstClause}` : ""}.`,
      `Looking for ${lowerFirst(parts.noun)}? Meet ${parts.short}.`,
    ],
  ].map((versions) => blocks(firstFitting(versions, 125), offerLine, `👉 ${button}`));
  const metaHeadlines = headlines(
    kit.copy.headlines,
    { product: parts, benefit, audience, offer },
    40,
    5,
    random,
  );
  const metaDescriptionsList = random
    .shuffle(
      [
        offer && phraseCut(offer, 30),
        offer && truncate(offer, 30),
        `Made for ${phraseCut(audience, 21)}`,
        benefit && sentenceCase(benefitSummary(benefit, 30, kit.text.list)),
        software ? "Set up in minutes" : "Order online today",
        `${parts.short}: see the details`,
      ].filter((text): text is string => typeof text === "string" && text.trim().length > 3),
    )
    .filter((text, index, all) => charCount(text) <= 30 && all.indexOf(text) === index)
    .slice(0, 3);
  const googleHeadlines = headlines(
    kit.copy.headlines,
    { product: parts, benefit, audience, offer },
    30,
    10,
    random,
  );
  const googleDescriptions = [
    [
      `${sentenceCase(product)}${benefit ? `: ${benefitLower}` : ""}. Made for ${core}.`,
      `${sentenceCase(parts.short)}${firstClause ? `: ${firstClause}` : ""}. Made for ${core}.`,
    ],
    [
      offer
        ? `${sentenceCase(offer)}. ${software ? "Sign up" : "Order"} online today.`
        : `${software ? "Sign up" : "Order"} online today and see the difference.`,
      offer ? `${sentenceCase(offer)}.` : "Order online today.",
    ],
    [
      `Made for ${audience}. See the details and choose yours.`,
      `Made for ${core}. See the details and choose yours.`,
    ],
    [
      `${benefit ? `${sentenceCase(benefitLower)}. ` : ""}${parts.short} keeps it simple.`,
      `${firstClause ? `${sentenceCase(firstClause)}. ` : ""}Try ${parts.short} today.`,
    ],
  ].map((versions) => firstFitting(versions, 90));
  return blocks(
    `## Meta ads (Facebook and Instagram)`,
    "### Primary text",
    "The first line of each (at most 125 characters) carries the message before “See more”.",
    ...primaryTexts.map((text, index) => blocks(`**Option ${index + 1}**`, text)),
    "### Headlines (max 40 characters)",
    numbered(metaHeadlines.map((headline) => counted(headline.text, kit.text))),
    "### Descriptions (max 30 characters)",
    numbered(metaDescriptionsList.map((text) => counted(text, kit.text))),
    "### CTA button",
    `**${button}**: ${
      {
        "Book Now": "the offer is an appointment or demo.",
        "Get Offer": "the ad leads with a discount.",
        "Sign Up": "the next step is creating an account.",
        "Learn More": "people usually want to read before they commit.",
        "Shop Now": "people can buy straight away.",
      }[button]
    }`,
    "## Google search ad",
    "### Headlines (max 30 characters)",
    numbered(googleHeadlines.map((headline) => counted(headline.text, kit.text))),
    "### Descriptions (max 90 characters)",
    numbered(googleDescriptions.map((text) => counted(text, kit.text))),
  );
};

const seoBlog: Template = (brief, random) => {
  const keyword = brief.text(["focus_keyword", "seed_keyword", "keywords", "topic"], "your topic");
  const audience = brief.text(AUDIENCE, "readers");
  const core = audienceCore(audience);
  const kw = titleCase(keyword);
  const seoTitle =
    random
      .shuffle([
        `${kw}: A Practical Guide for ${titleCase(phraseCut(audience, 24) || "Beginners")}`,
        `${kw}: What to Know Before You Start`,
        `${kw} Guide: Tips, Mistakes and Next Steps`,
        `How to Choose ${kw}: A Simple Guide`,
        `${kw} Explained Simply`,
      ])
      .find((title) => charCount(title) <= TITLE_MAX) ?? truncate(kw, TITLE_MAX);
  const h1 = random.pick([
    `${kw}: Everything ${titleCase(core)} Should Know`,
    `The Practical Guide to ${kw}`,
    `${kw}, Explained for ${titleCase(core)}`,
  ]);
  const [description = ""] = metaDescriptions(
    kit.seo,
    { keyword, subject: keyword, brand: "", intent: "informational" },
    1,
    random,
  );
  const input = { title: h1, subject: keyword, keywords: [keyword], audience };
  const main = lowerFirst(keyword);
  return blocks(
    `**SEO title:** ${counted(seoTitle, kit.text)}`,
    `**Meta description:** ${counted(description, kit.text)}`,
    `**URL slug:** ${slugify(keyword)}`,
    "---",
    `# ${h1}`,
    articleIntro(kit.article, input, random),
    articleSections(kit.article, input, random),
    "## Frequently asked questions",
    `### What should I look for in ${main}?`,
    `Start from your own needs: where and how often you'll use it, your budget and what would make it a bad fit. Then compare two or three options on those points only.`,
    `### ${sentenceCase(agree(main, "Is", "Are"))} ${main} worth it?`,
    "It depends on how often you'll use it and what it replaces. Work out the cost per use (price ÷ the number of times you expect to use it) to compare options fairly.",
    `### What are common mistakes with ${main}?`,
    "Deciding on price alone, copying someone else's choice and skipping the terms (delivery, returns, support).",
    `### Where can I learn more about ${main}?`,
    "[Link to your related product, service or category page, and to one more guide on your site.]",
    articleConclusion(kit.article, input, random),
    "## Related reading",
    bullets([
      `[Link to your ${main} product or service page]`,
      "[Link to a related guide on your site]",
      "[Link to your FAQ or contact page]",
    ]),
  );
};

/** "Don't know which shoes suit flat feet" → "which shoes suit flat feet". */
function problemPhrase(pain: string): string {
  return pain.replace(
    /^(i\s+|we\s+|they\s+)?(don't know|do not know|not sure|unsure|struggl(e|ing) (to|with)|can't|cannot|hard to|confused about|no time to|worried about|tired of|finding it hard to)\s+/iu,
    "",
  );
}

const leadFunnel: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const audience = brief.text(AUDIENCE, "our customers");
  const pain = brief.text(["audience_pain_point", "campaign_goal"], "getting started");
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const problem = lowerFirst(problemPhrase(pain));
  const question = /^(which|what|how|why|when|where|who|is|are|can|should)\b/iu.test(problem);
  const headline = question ? `${sentenceCase(problem)}?` : sentenceCase(problem);
  const software = isSoftware(product);
  const magnets = [
    {
      format: "checklist",
      title: `${headline} The 1-Page Checklist`,
      promise: `Answers “${problem}” on one page they can keep.`,
    },
    {
      format: "guide",
      title: `${headline} A 5-Minute Guide for ${titleCase(audienceCore(audience))}`,
      promise: "A short read that ends with a clear decision.",
    },
    {
      format: "quiz",
      title: `Quiz: ${headline}`,
      promise: "Two minutes, a personal answer, and a reason to hear from you again.",
    },
    {
      format: "email course",
      title: `${headline} A 5-Day Email Course`,
      promise: "One small step a day, delivered to their inbox.",
    },
    software
      ? {
          format: "template",
          title: `The ${parts.short} Starter Template`,
          promise: "A ready-made starting point they can use today.",
        }
      : {
          format: "sample",
          title: `Try ${parts.short}: Free Sample`,
          promise: "Lets people try before they buy (only if you can afford to give samples).",
        },
  ];
  // A "which…?" pain point suits a quiz; anything else a checklist. The pick is always listed.
  const preferred = question ? "quiz" : "checklist";
  const best = magnets.find((magnet) => magnet.format === preferred);
  const chosen = random.shuffle([
    ...(best ? [best] : []),
    ...random.sample(
      magnets.filter((magnet) => magnet !== best),
      2,
    ),
  ]);
  const format = best?.format ?? "guide";
  const emails = [
    [
      "Day 0",
      `Here's your ${format}`,
      "Deliver what they asked for, instantly",
      `Open the ${format}`,
    ],
    [
      "Day 1",
      "One quick win for today",
      "A small, useful tip they can act on",
      "Reply with your result",
    ],
    [
      "Day 3",
      "The mistake to avoid (and what to do instead)",
      "Show the mistake and the better way",
      "Read the full tip",
    ],
    [
      "Day 5",
      `How ${truncate(core, 28)} use ${parts.short}`,
      "A real customer story (with permission)",
      `See ${parts.short}`,
    ],
    [
      "Day 7",
      "Ready when you are",
      "Your offer, with a clear next step",
      software ? "Start now" : "Order now",
    ],
  ];
  return blocks(
    `## Lead magnet ideas`,
    numbered(chosen.map((magnet) => `**${magnet.title}** (${magnet.format}): ${magnet.promise}`)),
    `**Pick:** the ${format}. It speaks directly to “${problem}” and is quick to make.`,
    "## Opt-in page",
    [
      `**Headline:** ${headline}`,
      `**Subheadline:** Get the free ${format} made for ${core}, and decide with confidence.`,
      "**Bullets:**",
    ].join("  \n"),
    bullets([
      "The three questions to ask before you decide",
      "The most common mistake, and how to avoid it",
      "One simple next step you can take today",
    ]),
    [
      "**Form fields:** first name and email (or WhatsApp number). Nothing else.",
      `**Button:** Send me the ${format}`,
      "**Privacy line:** We'll only send you this and related tips; unsubscribe any time. (Keep this promise.)",
    ].join("  \n"),
    "## Thank-you page",
    `**Check your inbox: your ${format} is on its way.** While you wait, ${random.pick([
      `see how ${parts.short} works`,
      "follow us for weekly tips",
      "reply to the first email with your biggest question",
    ])}.`,
    "## Nurture sequence",
    table(["Day", "Subject", "Purpose", "CTA"], emails),
    bullets([
      `**Day 0:** the ${format}, plus one line on who you are.`,
      "**Day 1:** a tip they can use in five minutes; ask them to reply with their result.",
      "**Day 3:** the mistake, why it happens, what to do instead.",
      `**Day 5:** a real customer's story with ${parts.short}. [Add a real story, with permission.]`,
      `**Day 7:** the offer: what ${parts.short} is, who it's for, and how to get it. [Add your real offer.]`,
    ]),
    "## Metrics to watch",
    bullets([
      "Opt-in rate: sign-ups ÷ landing page visitors.",
      "Open and click rates for each email.",
      "Lead-to-customer rate: customers ÷ leads, within 30 days.",
      "Cost per lead, if you pay to send traffic.",
    ]),
  );
};

type Pillar = { name: string; purpose: string; topics: string[] };

const contentStrategy: Template = (brief, random) => {
  const brand = brief.text(BRAND, "your brand");
  const audience = brief.text(AUDIENCE, "your audience");
  const goal = brief.text(["business_goal", ...GOAL], "grow the business");
  const platformText = brief.text(["platforms", "platform"], "Instagram, Facebook");
  const core = lowerFirst(audienceCore(audience));
  const intent = goalIntent(goal);
  const labels = splitList(platformText);
  const channels = (labels.length > 0 ? labels : ["Instagram"]).map((label) => ({
    label:
      detectPlatform(label) === "other" ? label : kit.copy.platformNames[detectPlatform(label)],
    platform: detectPlatform(label),
  }));
  const eco = /eco|recycl|sustainab|organic|green/iu.test(`${brand} ${goal} ${audience}`);
  const pillars: Pillar[] = [
    {
      name: "Teach",
      purpose: `Useful how-tos that make ${brand} the helpful expert for ${core}.`,
      topics: ["How-to posts", "Common mistakes", "Myth vs fact", "Checklists to save"],
    },
    {
      name: "Show",
      purpose: "The product or service in real use, so people can picture it in their day.",
      topics: ["Demos", "Before and after", "Day-in-the-life", "Answers to product questions"],
    },
    {
      name: "Prove",
      purpose: "Real customer stories and reviews, shared with permission.",
      topics: ["Customer spotlights", "Review screenshots", "User photos", "Case studies"],
    },
    {
      name: "Behind the brand",
      purpose: "The people and process behind the brand, which build trust.",
      topics: ["Team intros", "How it's made or delivered", "Decisions you made and why"],
    },
    ...(intent === "retention"
      ? [
          {
            name: "Stay with us",
            purpose: "Reasons for existing customers to come back.",
            topics: [
              "New uses for what they bought",
              "Refills and add-ons",
              "Loyalty rewards (if you have them)",
            ],
          },
        ]
      : [
          {
            name: "Offer",
            purpose: "Clear, honest selling posts: at most one in five posts.",
            topics: ["Product launches", "Real offers", "Bundles", "How to order"],
          },
        ]),
    ...(eco
      ? [
          {
            name: "Values",
            purpose: "What you do for people and planet, stated modestly and specifically.",
            topics: ["Materials and sourcing", "Packaging", "What you're still improving"],
          },
        ]
      : []),
  ];
  const chosen = [pillars[0], pillars[1], ...random.sample(pillars.slice(2), 2)].filter(
    (pillar): pillar is Pillar => pillar !== undefined,
  );
  const perWeek = channels.length === 1 ? 4 : channels.length === 2 ? 3 : 2;
  // Three or four days a week, spread out; which days is a matter of taste, so the seed decides.
  const days = random
    .pick([
      ["Saturday", "Monday", "Wednesday", "Thursday"],
      ["Sunday", "Tuesday", "Thursday", "Saturday"],
      ["Monday", "Wednesday", "Friday", "Sunday"],
    ])
    .slice(0, Math.max(3, perWeek));
  const rows: string[][] = [];
  for (let week = 1; week <= 4; week += 1)
    days.forEach((day, index) => {
      const slot = (week - 1) * days.length + index;
      const channel = channels[slot % channels.length] ?? channels[0]!;
      const pillar = chosen[slot % chosen.length] ?? chosen[0]!;
      const format =
        FORMATS[channel.platform][
          (["Educate", "Sell", "Engage", "Behind the scenes"] as const)[slot % 4] ?? "Educate"
        ];
      const topic = pillar.topics[Math.floor(slot / chosen.length) % pillar.topics.length] ?? "";
      rows.push([`Week ${week}`, day, channel.label, pillar.name, format, topic]);
    });
  const kpis: Readonly<Record<GoalIntent, string[]>> = {
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
  };
  return blocks(
    `## Content strategy for ${brand}`,
    `Goal: ${goal}. Audience: ${audience}.`,
    "## Content pillars",
    numbered(
      chosen.map(
        (pillar) =>
          `**${pillar.name}:** ${pillar.purpose} Examples: ${pillar.topics.join(", ").toLowerCase()}.`,
      ),
    ),
    "## Formats by platform",
    table(
      ["Platform", "Formats that fit"],
      channels.map((channel) => [
        channel.label,
        [...new Set(Object.values(FORMATS[channel.platform]))].slice(0, 4).join(", "),
      ]),
    ),
    "## Cadence",
    `${days.length} posts a week${channels.length > 1 ? `, spread across ${channels.map((channel) => channel.label).join(" and ")}` : ""}, plus stories when you have something to show. A small team can keep this up; add more only once it is routine.`,
    "## Four-week calendar",
    table(["Week", "Day", "Platform", "Pillar", "Format", "Topic"], rows),
    "## KPIs",
    bullets(kpis[intent].map((kpi) => `${kpi}: compare each month with the one before.`)),
    "## Repurposing workflow",
    numbered([
      "Make one core piece each week (a video, a guide or a customer story).",
      "Cut it into 2–3 short clips or quotes for reels and stories.",
      "Turn the key points into a carousel or a text post.",
      "Send the best of the week to your email or WhatsApp list.",
      "Save the top performer and reuse it next month with a new hook.",
    ]),
  );
};

const influencerPlan: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "your product");
  const audience = brief.text(AUDIENCE, "your customers");
  const goal = brief.text(GOAL, "more sales");
  const budgetText = brief.text(["campaign_budget", "total_budget", "budget"], "");
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const intent = goalIntent(goal);
  const amount = parseAmount(budgetText);
  const total = amount && amount.value > 0 ? Math.round(amount.value) : undefined;
  const tierAdvice =
    intent === "awareness"
      ? "Several micro creators plus one mid-tier creator for reach."
      : intent === "engagement"
        ? "Nano and micro creators: closer communities, more conversation."
        : random.pick([
            "Nano and micro creators with personal discount codes, so every sale can be traced.",
            "Start with five to ten nano and micro creators, each with their own code or link, and keep the ones who sell.",
          ]);
  const split: [string, number, string][] = [
    ["Creator fees", 60, "Paid posts, based on the rate cards creators send you"],
    ["Product seeding", 10, "Free product for creators to try before they post"],
    [
      "Boosting creator posts",
      20,
      "Partnership ads that put the best posts in front of more people",
    ],
    ["Reserve", 10, "Extra deliverables or a second round with the best creator"],
  ];
  let assigned = 0;
  const splitRows = split.map(([item, percent, why], index) => {
    const value =
      total === undefined
        ? undefined
        : index === split.length - 1
          ? total - assigned
          : Math.floor((total * percent) / 100);
    if (value !== undefined) assigned += value;
    return [
      item,
      `${percent}%`,
      value === undefined ? "—" : formatMoney(value, amount?.currency ?? ""),
      why,
    ];
  });
  return blocks(
    `## Influencer plan for ${product}`,
    `Goal: ${goal}. Audience: ${audience}.`,
    "## Creator tiers",
    table(
      ["Tier", "Followers (convention)", "Best for"],
      [
        ["Nano", "1k–10k", "Trust and conversation in a close community"],
        ["Micro", "10k–100k", "A balance of reach and trust"],
        ["Mid-tier", "100k–500k", "Reach within a niche"],
        ["Macro", "500k+", "Broad awareness"],
      ],
    ),
    `**Recommendation:** ${tierAdvice}`,
    "## Shortlist criteria",
    bullets([
      `Their followers look like ${core} (check the comments, not only the follower count).`,
      "Comments are real conversations, not only emojis or generic praise.",
      `Their content style fits ${parts.short}: you could imagine them using it without a script.`,
      "No recent controversies or content you wouldn't want next to your brand.",
    ]),
    "## Vetting checklist",
    bullets(
      random.shuffle([
        "Ask for screenshots of audience insights: locations, ages, gender split.",
        "Look for sudden follower jumps, which can point to bought followers.",
        "Compare likes and comments across their last 10 posts; wild swings are a warning sign.",
        "Check past sponsored posts: were they disclosed, and did they feel genuine?",
      ]),
    ),
    "## Offer ideas",
    bullets(
      random.shuffle([
        `Gifting: send ${parts.short} with no obligation to post, and see who loves it.`,
        "Paid posts: a fixed fee for agreed deliverables.",
        "Affiliate: a personal code or link with a commission on each sale.",
        "Co-creation: a limited edition or bundle designed with the creator.",
      ]),
    ),
    "## Budget split",
    total === undefined
      ? `No amount could be read from “${budgetText || "(empty)"}”. Add the budget as a number, for example “৳60,000”, to see amounts.`
      : `Total budget: ${formatMoney(total, amount?.currency ?? "")}. How many creators it covers depends on their rates: ask for rate cards before you decide.`,
    table(["Item", "Share", "Amount", "Why"], splitRows),
    "## Campaign brief",
    [
      `**Objective:** ${goal}.`,
      `**Audience:** ${audience}.`,
      `**Key messages:** what ${parts.short} is; who it's for (${core}); one benefit in the creator's own words.`,
      "**Deliverables:** for example one reel and two stories per creator; agree dates in writing.",
      "**Do:** show real use, speak naturally, include the code or link.",
      "**Don't:** make claims you can't back up, compare with named competitors, or read a script word for word.",
      "**Disclosure:** every post is labelled #ad or uses the platform's paid-partnership label.",
      "**Timeline:** week 1 outreach, week 2 products and briefs, week 3 posting, week 4 results.",
      "**Usage rights:** agree in writing whether and for how long you may reuse their content in ads.",
    ].join("  \n"),
    "## KPIs",
    bullets([
      `${sentenceCase(goalMetric(goal, kit.copy))}, per creator.`,
      "Sales or sign-ups through each creator's code or UTM link.",
      "Cost per result: what you paid each creator ÷ their results.",
      "Saves, shares and comments on each post.",
    ]),
  );
};

const marketingFunnel: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "your product");
  const audience = brief.text(AUDIENCE, "your customers");
  const goal = brief.text(["conversion_goal", ...GOAL], "a first purchase");
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const software = isSoftware(product);
  const benefit = benefitOf(product, kit.copy);
  const stages = [
    {
      stage: "Awareness",
      mindset: `${sentenceCase(core)} don't know ${parts.short} yet, or don't see a need.`,
      goal: "Be noticed by the right people.",
      message: benefit
        ? `${sentenceCase(benefit)}, made for ${core}.`
        : `Made for ${core}: ${parts.short}.`,
      content: "Short videos, helpful tips, creator posts",
      channels: "Reels, TikTok, YouTube Shorts, creators",
      metric: "Reach and cost per 1,000 people reached",
    },
    {
      stage: "Consideration",
      mindset: "They're comparing options and looking for reasons to trust you.",
      goal: "Answer questions and build trust.",
      message: `Why ${parts.short}, and who it's for.`,
      content: "Comparisons, demos, FAQs, real reviews",
      channels: "Website, Google Search, retargeting ads, Facebook groups",
      metric: "Link clicks, time on page, saves",
    },
    {
      stage: "Conversion",
      mindset: "They're ready, but small doubts can stop them.",
      goal: `Turn interest into action: ${lowerFirst(goal)}.`,
      message: "A clear offer and an easy next step.",
      content: software
        ? "Trial or demo page, onboarding guide"
        : "Product page, offer post, checkout reminder",
      channels: "Retargeting ads, email, WhatsApp or Messenger",
      metric: goalMetric(goal, kit.copy),
    },
    {
      stage: "Retention",
      mindset: "They've bought once; will they come back?",
      goal: "Deliver a great first experience and a reason to return.",
      message: `Get the most from ${parts.short}.`,
      content: "How-to emails, care tips, refill or upgrade reminders",
      channels: "Email, WhatsApp, customer groups",
      metric: "Repeat purchase rate or active users",
    },
    {
      stage: "Advocacy",
      mindset: "Happy customers are willing to tell others, if asked.",
      goal: "Turn customers into referrers.",
      message: "Share it with someone who'd love it.",
      content: "Referral offer, review request, customer spotlights",
      channels: "Email, social posts, packaging inserts",
      metric: "Referrals and reviews per month",
    },
  ];
  return blocks(
    `## Funnel overview for ${product}`,
    `Conversion goal: ${goal}. Audience: ${audience}.`,
    table(
      ["Stage", "Goal", "Message", "Channels", "Metric"],
      stages.map((stage) => [
        stage.stage,
        stage.goal,
        stage.message,
        stage.channels,
        sentenceCase(stage.metric),
      ]),
    ),
    "## Stage details",
    ...stages.map((stage) =>
      blocks(
        `### ${stage.stage}`,
        [
          `**Mindset:** ${stage.mindset}`,
          `**Goal:** ${stage.goal}`,
          `**Key message:** ${stage.message}`,
          `**Content and offers:** ${stage.content}. [Add your real offer where it fits.]`,
          `**Channels:** ${stage.channels}`,
          `**Metric to watch:** ${sentenceCase(stage.metric)}`,
        ].join("  \n"),
      ),
    ),
    "## Quick wins",
    numbered(
      random.sample(
        [
          "Add UTM links to every post and ad so you can see which stage leaks.",
          "Set up a retargeting audience of people who visited but didn't buy.",
          "Write three answers to the questions people ask before buying, and pin them.",
          "Send a simple “how's it going?” message a week after each order.",
          "Ask your happiest customers for a review, with a direct link.",
        ],
        3,
      ),
    ),
  );
};

export const advancedTemplates = {
  "social-post-scheduler": scheduler,
  "ads-builder": adsBuilder,
  "1-click-seo-blog-generator": seoBlog,
  "lead-capture-funnel": leadFunnel,
  "content-strategy-generator": contentStrategy,
  "influencer-outreach-assistant": influencerPlan,
  "marketing-funnel-generator": marketingFunnel,
} satisfies Record<string, Template>;
