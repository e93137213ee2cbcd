import { articleConclusion, articleIntro, articleSections } from "./kit/article-kit.ts";
import { AUDIENCE, BENEFITS, BRAND, KEYWORDS, PRODUCT, TOPIC } from "./kit/brief.ts";
import {
  benefitOf,
  benefitSummary,
  detectPlatform,
  emojiFor,
  goalMetric,
  headlines,
  isSoftware,
  platformCta,
  productHashtags,
  productParts,
  type Platform,
  type Template,
} from "./kit/copy-kit.ts";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  metaDescriptions,
  metaTitles,
  pageSubject,
  searchIntent,
  TITLE_MAX,
} from "./kit/seo-kit.ts";
import {
  agree,
  audienceCore,
  blocks,
  charCount,
  counted,
  extractKeywords,
  hashtags,
  isWeakWord,
  joinNatural,
  lowerFirst,
  numbered,
  sentenceCase,
  sentences,
  slugify,
  splitList,
  titleCase,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/** Content & Copywriting tools, plus the unlisted Ad Primary Text tool. */

type CaptionRule = { hashtags: number; maxTotal?: number; maxBeforeTags?: number };

/** Per-platform caption limits: X counts hashtags in its 280; TikTok reads best under 150. */
const CAPTION_RULES: Readonly<Record<Platform, CaptionRule>> = {
  instagram: { hashtags: 5 },
  facebook: { hashtags: 3 },
  linkedin: { hashtags: 3 },
  tiktok: { hashtags: 4, maxBeforeTags: 150 },
  x: { hashtags: 2, maxTotal: 280 },
  youtube: { hashtags: 3 },
  other: { hashtags: 3 },
};

const caption: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const audience = brief.text(AUDIENCE, "our customers");
  const platform = detectPlatform(brief.text(["platform", "platforms"], "Instagram"));
  const rule = CAPTION_RULES[platform];
  const software = isSoftware(product);
  const parts = productParts(product);
  const benefit = benefitOf(product, kit.copy);
  const audienceLower = lowerFirst(audience);
  const coreLower = lowerFirst(audienceCore(audience));
  const tagPool = productHashtags(product, audience, 10);

  const benefitSentence = benefit ? ` ${sentenceCase(benefit)}.` : "";
  const angles: Record<string, (emoji: string) => [string, string]> = {
    "Made for you": (emoji) => [
      random.pick([
        `${sentenceCase(coreLower)}, this one's for you ${emoji}`,
        `Made with ${coreLower} in mind ${emoji}`,
        `Calling all ${coreLower} ${emoji}`,
      ]),
      `Meet ${product}${benefit ? `: ${benefit}` : ""}. Made to fit right into your day.`,
    ],
    Question: (emoji) => [
      random.pick([
        `What would make your day a little easier? ${emoji}`,
        `Quick question for ${coreLower}: ready for an upgrade? ${emoji}`,
        `Still looking for ${lowerFirst(parts.noun)} that ${agree(parts.noun, "fits", "fit")} your life? ${emoji}`,
      ]),
      `Meet ${product}, made for ${audienceLower}.${benefitSentence}`,
    ],
    POV: (emoji) => [
      `POV: you're one of the ${coreLower} who just found ${parts.short} ${emoji}`,
      `${sentenceCase(product)}.${benefitSentence} Simple as that.`,
    ],
    "Small change": (emoji) => [
      `Small change, big difference ${emoji}`,
      `Switching to ${product} is an easy win for ${audienceLower}.${benefitSentence}`,
    ],
    Spotlight: (emoji) => [
      `Spotlight on ${parts.short} ${emoji}`,
      `Made for ${audienceLower}: ${product}.${benefitSentence}`,
    ],
  };

  const sections = random.sample(Object.keys(angles), 3).map((angle, index) => {
    const emoji = platform === "linkedin" ? "" : emojiFor(`${product} ${audience}`, random);
    const [rawHook, rawBody] = (angles[angle] ?? angles.Spotlight!)(emoji);
    const hook = rawHook.trim();
    const cta = platformCta(kit.copy, platform, software, random);
    const tags = [
      ...tagPool.slice(0, 2),
      ...random.sample(tagPool.slice(2), rule.hashtags - 2),
    ].join(" ");
    let body = rawBody;
    if (rule.maxTotal !== undefined) {
      // X: hook, body, CTA and hashtags share one 280-character budget.
      const fixed = charCount(`${hook}\n\n\n\n${cta}\n\n${tags}`);
      body = truncate(body, Math.max(0, rule.maxTotal - fixed));
    }
    if (rule.maxBeforeTags !== undefined) {
      const fixed = charCount(`${hook}\n\n\n\n${cta}`);
      body = truncate(body, Math.max(0, rule.maxBeforeTags - fixed));
    }
    const text = platform === "instagram" ? [truncate(hook, 125), body, cta] : [hook, body, cta];
    return blocks(`### Caption ${index + 1} — ${angle}`, ...text.filter(Boolean), tags);
  });

  return blocks(`## ${kit.copy.platformNames[platform]} captions for ${product}`, ...sections);
};

const blogContent: Template = (brief, random) => {
  const topic = brief.text(TOPIC, "your topic");
  const audience = brief.text(AUDIENCE, "readers");
  const keywordList = splitList(brief.text(KEYWORDS, ""));
  const keywords = keywordList.length > 0 ? keywordList : extractKeywords(topic, 3);
  const main = keywords[0] ?? topic;
  const audienceShort = truncate(audience, 24);
  const title = /^(how|why|what|when|where|which|\d+|top|the)\b/iu.test(topic)
    ? truncate(titleCase(topic), TITLE_MAX)
    : (random
        .shuffle([
          `${titleCase(topic)}: A Practical Guide`,
          `The ${titleCase(audienceShort)} Guide to ${titleCase(main)}`,
          `${titleCase(topic)}: What to Know First`,
        ])
        .find((candidate) => charCount(candidate) <= TITLE_MAX) ??
      truncate(titleCase(topic), TITLE_MAX));
  const input = { title, subject: topic, keywords, audience };
  const [description] = metaDescriptions(
    kit.seo,
    { keyword: main, subject: topic, brand: "", intent: "informational" },
    1,
    random,
  );
  return blocks(
    `# ${title}`,
    articleIntro(kit.article, input, random),
    articleSections(kit.article, input, random),
    articleConclusion(kit.article, input, random),
    "---",
    description && `**Meta description:** ${counted(description, kit.text)}`,
  );
};

const adHeadlines: Template = (brief, random) => {
  const product = productParts(brief.text(PRODUCT, "Your Product"));
  const benefit = brief.text(BENEFITS, product.noun);
  const audience = brief.text(AUDIENCE, "you");
  const google = headlines(kit.copy.headlines, { product, benefit, audience }, 30, 10, random);
  const meta = headlines(kit.copy.headlines, { product, benefit, audience }, 40, 15, random)
    .filter((headline) => !google.some((short) => short.text === headline.text))
    .slice(0, 5);
  const best = random
    .shuffle(google)
    .filter(
      (headline, index, all) => all.findIndex((other) => other.angle === headline.angle) === index,
    )
    .slice(0, 3);
  return blocks(
    `## Google Ads headlines (max 30 characters)`,
    "Every headline below is 30 characters or fewer, including spaces, so it fits a responsive search ad.",
    numbered(google.map((headline) => `${counted(headline.text, kit.text)} · ${headline.angle}`)),
    meta.length > 0 && `## Meta headlines (max 40 characters)`,
    meta.length > 0 &&
      numbered(meta.map((headline) => `${counted(headline.text, kit.text)} · ${headline.angle}`)),
    `## Test these first`,
    numbered(
      best.map(
        (headline) =>
          `**${headline.text}**: the ${headline.angle.toLowerCase()} angle, so you learn which kind of message ${lowerFirst(audienceCore(audience))} respond to.`,
      ),
    ),
  );
};

const GENERIC_FEATURE_BENEFITS = [
  "one less thing to think about",
  "a detail you notice from the first day",
  "everyday use made easier",
  "there for a reason, not for show",
] as const;

const productDescription: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "This product");
  const audience = brief.text(AUDIENCE, "everyday use");
  const features = splitList(brief.text(["key_features", "key_benefits", "key_benefit"], ""));
  const parts = productParts(product);
  const audienceLower = lowerFirst(audience);
  const genericBenefits = random.shuffle(GENERIC_FEATURE_BENEFITS);
  const benefitFor = (feature: string, index: number) =>
    benefitOf(feature, kit.copy) ?? genericBenefits[index % genericBenefits.length] ?? "";
  const featureSummary = features.slice(0, 3).map((feature) => lowerFirst(feature));
  const firstBenefit = features.map((feature) => benefitOf(feature, kit.copy)).find(Boolean);
  const shortDescription = truncate(
    `${sentenceCase(product)}${featureSummary.length > 0 ? ` with ${joinNatural(featureSummary)}` : ""}, made for ${audienceLower}`,
    159,
  );
  const opener = random.pick([
    `Meet ${product}, made for ${audienceLower}.`,
    `Made for ${audienceLower}: ${product}.`,
    `${sentenceCase(product)}, designed around ${audienceLower}.`,
  ]);
  const closer = random.pick([
    `Add ${parts.short} to your cart today.`,
    `Order ${parts.short} today.`,
    `Choose ${parts.short} and feel the difference from day one.`,
  ]);
  const [firstFeature] = features;
  return blocks(
    `# ${product}`,
    `**Short description:** ${counted(`${shortDescription}.`, kit.text)}`,
    "## Description",
    [
      opener,
      featureSummary.length > 0 && `What you get: ${joinNatural(featureSummary)}.`,
      firstBenefit && `${sentenceCase(firstBenefit)}.`,
    ]
      .filter(Boolean)
      .join(" "),
    [
      random.pick([
        "Every detail is there for a reason.",
        "Nothing here is just for show.",
        "The details do the work.",
      ]),
      firstFeature && `${sentenceCase(firstFeature)}: ${benefitFor(firstFeature, 0)}.`,
      "[Add one line on what makes yours different, such as where it is made or how it is tested.]",
    ]
      .filter(Boolean)
      .join(" "),
    "## Key features",
    features.length > 0
      ? features
          .map((feature, index) => `- **${sentenceCase(feature)}** — ${benefitFor(feature, index)}`)
          .join("\n")
      : "- [List the product's features here, one per line, and each will get a benefit.]",
    "## Who it's for",
    `Made for ${audienceLower}, and for anyone who wants ${lowerFirst(parts.noun)} ${random.pick(["built around real, everyday use", `that ${agree(parts.noun, "keeps", "keep")} up with real life`, "without the fuss"])}.`,
    closer,
  );
};

const seoMeta: Template = (brief, random) => {
  const topic = brief.text(["page_topic", "topic", "title", "product_name"], "this page");
  const keyword = brief.text(["focus_keyword", "keywords", "seed_keyword"], pageSubject(topic));
  const brand = brief.text(BRAND, "Your Brand");
  const subject = pageSubject(topic);
  const input = { keyword, subject, brand, intent: searchIntent(`${topic} ${keyword}`) };
  const titles = metaTitles(kit.seo, input, 3, random);
  const descriptions = metaDescriptions(kit.seo, input, 3, random);
  const options = titles.map((title, index) =>
    blocks(
      `### Option ${index + 1}`,
      `**Title:** ${counted(title, kit.text)}  \n**Description:** ${counted(descriptions[index] ?? descriptions[0] ?? "", kit.text)}`,
    ),
  );
  return blocks(
    `## Search snippets for ${subject}`,
    `Titles stay within ${TITLE_MAX} characters and descriptions between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX}, so search results show them in full. Each one uses “${keyword}” once.`,
    ...options,
    `**URL slug:** ${slugify(keyword)}`,
  );
};

const BRANDED_SUFFIXES = ["community", "style", "fam", "life", "daily", "moments"] as const;
const COMMUNITY_SUFFIXES = [
  "lovers",
  "community",
  "tips",
  "life",
  "ideas",
  "daily",
  "goals",
] as const;

/** Adjacent pairs of content words in free text ("hot, humid weather" → "humid weather"). */
function adjacentPairs(text: string): string[] {
  const tokens = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  const pairs: string[] = [];
  for (let index = 1; index < tokens.length; index += 1) {
    const [left, right] = [tokens[index - 1] ?? "", tokens[index] ?? ""];
    const strong = (word: string) => extractKeywords(word, 1).length === 1 && !isWeakWord(word);
    if (strong(left) && strong(right)) pairs.push(`${left}${right}`);
  }
  return pairs;
}

const hashtagSet: Template = (brief, random) => {
  const topic = brief.text(["topic", "product_name", "title", "video_topic"], "");
  const keywordList = splitList(brief.text(KEYWORDS, ""));
  const brand = brief.text(["brand_name", "product_name"], "");
  const keywordWords = extractKeywords(keywordList.join(" "), 10);
  const topicWords = extractKeywords(topic, 8).filter((word) => !isWeakWord(word));
  const phrases = keywordList.filter((phrase) => phrase.includes(" "));
  const used = new Set<string>();
  const take = (candidates: readonly string[], count: number) => {
    const picked: string[] = [];
    for (const tag of hashtags(candidates, 28)) {
      if (picked.length === count) break;
      if (used.has(tag)) continue;
      used.add(tag);
      picked.push(tag);
    }
    return picked;
  };
  const branded = hashtags([brand]).length
    ? take(
        [
          brand,
          ...random.sample(BRANDED_SUFFIXES, 2).map((suffix) => `${brand}${suffix}`),
          `team${brand}`,
          `${brand}${keywordWords[0] ?? topicWords[0] ?? ""}`,
        ],
        4,
      )
    : [];
  const broad = take([...keywordWords, ...topicWords.slice(0, 3)], 10);
  const shortPhrases = phrases.map((phrase) => phrase.replace(/[^\p{L}\p{M}\p{N}]/gu, ""));
  const niche = take(
    [
      ...phrases,
      ...[...keywordList, ...splitList(topic)].flatMap(adjacentPairs),
      ...shortPhrases
        .filter((phrase) => charCount(phrase) <= 14)
        .map((phrase) => `${phrase}${random.pick(COMMUNITY_SUFFIXES)}`),
      ...random
        .sample(keywordWords.slice(0, 4), 2)
        .map((word) => `${word}${random.pick(COMMUNITY_SUFFIXES)}`),
    ],
    12,
  );
  const mix = [...broad.slice(0, 3), ...niche.slice(0, 3), ...branded.slice(0, 2)];
  return blocks(
    "## Broad reach",
    broad.join(" ") || hashtags(topicWords).join(" "),
    niche.length > 0 && "## Niche",
    niche.length > 0 && niche.join(" "),
    branded.length > 0 && "## Branded",
    branded.length > 0 && branded.join(" "),
    "## Ready-to-paste mix",
    mix.join(" "),
  );
};

type Angle = { name: string; copy: string; change: string; reason: string };

const abVariants: Template = (brief, random) => {
  const original = brief.block(["original_copy", "title"], "Your current copy");
  const goal = brief.text(["test_goal", "campaign_goal"], "more conversions");
  const audience = audienceCore(brief.text(AUDIENCE, "your audience"));
  const audienceLower = lowerFirst(audience);
  const flat = original.replace(/\s*\n\s*/g, " ");
  const lines = sentences(original);
  const brandWord = flat.split(" ").find((word) => /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word));
  const keywords = extractKeywords(flat, 3);
  const subject = brandWord ?? keywords.slice(0, 2).join(" ");
  const angles: Angle[] = [
    {
      name: "Audience call-out",
      copy: `${sentenceCase(audience)}: ${lowerFirst(flat)}`,
      change: "Names the audience in the first words.",
      reason: "people stop for copy that is clearly meant for them",
    },
    {
      name: "Question hook",
      copy: `${brandWord ? `Have you tried ${brandWord} yet?` : `Still looking for ${subject}?`} ${flat}`,
      change: "Opens with a question before the original message.",
      reason: "a question invites a mental answer and keeps people reading",
    },
    {
      name: "Action first",
      copy:
        lines.length > 1
          ? [lines[lines.length - 1], ...lines.slice(0, -1)].join(" ")
          : `Here's the short version: ${lowerFirst(flat)}`,
      change: "Moves the call to action (or the point) to the front.",
      reason: "readers who skim see what to do before they drop off",
    },
    {
      name: "Shorter",
      copy: truncate(lines[0] ?? flat, Math.max(40, Math.round(charCount(flat) * 0.6))),
      change: "Cuts the copy to its core message.",
      reason: "less reading effort means more people reach the call to action",
    },
    {
      name: "Specific detail",
      copy: `${flat} [Add one concrete detail here: a number, a material or the time it saves.]`,
      change: "Adds one concrete, checkable detail (fill in a true one).",
      reason: "specific claims feel more credible than general ones",
    },
    {
      name: "Low commitment",
      copy: `${flat} [Add a real risk reducer, such as your actual return or cancellation policy.]`,
      change: "Adds a risk reducer (only one that is really true).",
      reason: "lowering the perceived risk makes the first step easier",
    },
    {
      name: "One small change",
      copy: `One small change for ${audienceLower}: ${lowerFirst(flat)}`,
      change: "Frames the message as an easy, small step.",
      reason: "small steps feel safer to take than big decisions",
    },
  ];
  const chosen = random.sample(angles, 3);
  const metric = goalMetric(goal, kit.copy);
  return blocks(
    "## Control",
    original
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n"),
    ...chosen.map((angle, index) =>
      blocks(
        `## Variant ${"ABC"[index]} — ${angle.name}`,
        `> ${angle.copy}`,
        `**Hypothesis:** If we use the ${angle.name.toLowerCase()} angle, ${audienceLower} will respond better, measured as ${lowerFirst(goal)}, because ${angle.reason}.`,
        `**What changes:** ${angle.change}`,
      ),
    ),
    "## How to run it",
    numbered([
      `**Primary metric:** ${metric}.`,
      "**Split traffic evenly** between the control and the variants, at the same time and to the same audience.",
      "**Change one thing per variant**, as above, so you know what caused the difference.",
      "**Run until each variant has enough conversions** for a significance calculator to call a winner, and for at least one full week to cover weekdays and weekends.",
      "**Keep the winner as the new control** and test the next idea against it.",
    ]),
  );
};

const primaryText: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const audience = brief.text(AUDIENCE, "you");
  const benefit = brief.text(BENEFITS, "");
  const parts = productParts(product);
  const audienceLower = lowerFirst(audience);
  const benefitLower = benefit === "" ? "" : lowerFirst(benefit);
  const withBenefit = benefitLower ? `: ${benefitLower}` : "";
  const ctas = random.shuffle([
    "Shop now.",
    "Order yours today.",
    "Tap to learn more.",
    "Try it today.",
  ]);
  const emoji = emojiFor(`${product} ${benefit}`, random);
  const core = lowerFirst(audienceCore(audience));
  const firstClause = benefitSummary(benefit, 40, kit.text.list);
  // Each short option shortens itself step by step (full audience, core audience, first benefit
  // clause, no benefit) until it fits in the 125 characters shown before "See more".
  const shortOptions = [
    [
      `${sentenceCase(product)}${withBenefit}. Made for ${audienceLower}. ${ctas[0]}`,
      `${sentenceCase(product)}${withBenefit}. Made for ${core}. ${ctas[0]}`,
      `${sentenceCase(parts.short)}${withBenefit}. Made for ${core}. ${ctas[0]}`,
      `${sentenceCase(parts.short)}${firstClause ? `: ${firstClause}` : ""}. Made for ${core}. ${ctas[0]}`,
    ],
    [
      `${sentenceCase(audience)}, meet ${parts.short}${withBenefit}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}${withBenefit}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}${firstClause ? `: ${firstClause}` : ""}. ${ctas[1]}`,
      `${sentenceCase(core)}, meet ${parts.short}. ${ctas[1]}`,
    ],
    [
      `${benefit ? `${sentenceCase(benefitLower)}.` : `Made for ${core}.`} That's ${parts.short}. ${ctas[2]}`,
      `${firstClause ? `${sentenceCase(firstClause)}.` : `Made for ${core}.`} That's ${parts.short}. ${ctas[2]}`,
      `That's ${parts.short}. ${ctas[2]}`,
    ],
  ].map(
    (versions) =>
      versions.find((text) => charCount(text) <= 125) ?? truncate(versions.at(-1) ?? "", 125),
  );
  const clauses = splitList(benefit);
  return blocks(
    "## Short (max 125 characters)",
    "Short enough to show in full before “See more”.",
    numbered(random.shuffle(shortOptions).map((text) => counted(text, kit.text))),
    "## Medium (2–3 sentences)",
    numbered([
      `${emoji} ${sentenceCase(audienceLower)}, this is for you. Meet ${product}${withBenefit}. ${ctas[3]}`,
      `Looking for ${lowerFirst(parts.noun)} that ${agree(parts.noun, "keeps", "keep")} up with you? Meet ${product}${withBenefit}. Made for ${audienceLower}. ${ctas[0]}`,
    ]),
    "## Long (story style)",
    [
      `${emoji} We made ${parts.short} for ${audienceLower}.`,
      "",
      `You want ${lowerFirst(parts.noun)} that ${agree(parts.noun, "works", "work")} as hard as you do, without the fuss.`,
      "",
      ...(clauses.length > 0
        ? clauses.map((clause) => `✅ ${sentenceCase(clause)}`)
        : ["✅ [Add your strongest benefit]", "✅ [Add a second benefit]"]),
      "",
      `${sentenceCase(product)}: ready when you are. ${ctas[1]}`,
    ].join("\n"),
  );
};

export const contentTemplates = {
  "ai-caption-generator": caption,
  "blog-content-generator": blogContent,
  "ad-headline-generator": adHeadlines,
  "product-description-writer": productDescription,
  "seo-meta-description-writer": seoMeta,
  "hashtag-generator": hashtagSet,
  "ab-test-variant-generator": abVariants,
  "ad-primary-text-generator": primaryText,
} satisfies Record<string, Template>;
