import { AUDIENCE, BENEFITS, PRODUCT, TOPIC } from "./kit/brief.ts";
import { benefitOf, isSoftware, productParts, type Template } from "./kit/copy-kit.ts";
import { parseSeconds } from "./kit/numbers.ts";
import {
  agree,
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  extractKeywords,
  hashtags,
  isCommonWord,
  isWeakWord,
  joinNatural,
  lowerFirst,
  numbered,
  phraseCut,
  sentenceCase,
  sentences,
  splitList,
  table,
  titleCase,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/** Creative Tools: reel plans, thumbnail text, names, landing pages and calls to action. */

/** Reels are planned between 7 and 90 seconds; 30 when no length is given. */
const REEL_MIN_SECONDS = 7;
const REEL_MAX_SECONDS = 90;
const REEL_DEFAULT_SECONDS = 30;
/** A comfortable speaking pace for voice-over. */
const WORDS_PER_SECOND = 2.5;

const CTA_WORDS =
  /\b(shop|order|follow|link|buy|try|visit|comment|dm|message|call|book|download|subscribe|sign up|join|save|share)\b/iu;

const HOOK_VISUALS = [
  "Extreme close-up, then a fast pull-back",
  "Face to camera, starting mid-sentence (no intro)",
  "The end result first, then cut back to the start",
  "A quick before/after split screen",
] as const;

const MIDDLE_VISUALS = [
  "Hands-on demo, filmed from above",
  "Close-up of the key detail",
  "Over-the-shoulder shot of it in use",
  "Quick cut to the problem moment",
  "B-roll of the everyday setting",
  "Text on a plain background, slow zoom-in",
  "Side-by-side comparison",
  "Reaction shot, face to camera",
  "Slow-motion detail shot",
  "Walk-and-talk, handheld",
] as const;

const CTA_VISUALS = [
  "Face to camera, pointing down to the caption",
  "Product or screen in frame with the call to action as text",
  "End card with your handle and the call to action",
] as const;

/**
 * Splits `total` whole seconds in proportion to `weights` (at least 1 each), adding up exactly:
 * largest remainders get the spare seconds.
 */
function splitSeconds(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1;
  const spare = total - weights.length;
  const exact = weights.map((weight) => (weight / sum) * spare);
  const result = exact.map((value) => 1 + Math.floor(value));
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  let left = total - result.reduce((acc, value) => acc + value, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** Groups items into at most `count` consecutive buckets of similar size. */
function spread<T>(items: readonly T[], count: number): T[][] {
  const buckets: T[][] = Array.from({ length: Math.min(count, items.length) }, () => []);
  items.forEach((item, index) => {
    buckets[Math.floor((index * buckets.length) / items.length)]?.push(item);
  });
  return buckets;
}

const reel: Template = (brief, random) => {
  const script = brief.block(["script_prompt", "prompt", "title", "topic"], "");
  const audience = brief.text(AUDIENCE, "your viewers");
  const core = lowerFirst(audienceCore(audience));
  const parsed = parseSeconds(brief.text(["duration"], ""));
  const seconds =
    parsed === undefined
      ? REEL_DEFAULT_SECONDS
      : Math.min(REEL_MAX_SECONDS, Math.max(REEL_MIN_SECONDS, Math.round(parsed)));
  const lines = sentences(script);
  const lastLine = lines.at(-1);
  const scriptCta = lines.length > 1 && lastLine && CTA_WORDS.test(lastLine) ? lastLine : undefined;
  const hookLine =
    lines.length > 1
      ? lines[0]
      : random.pick([
          `${sentenceCase(core)}, watch this.`,
          "Wait for it…",
          "Here's what nobody shows you.",
        ]);
  const bodyLines = lines.slice(lines.length > 1 ? 1 : 0, scriptCta ? -1 : undefined);
  const cta =
    scriptCta ??
    random.pick([
      "Follow for more, and save this for later.",
      "Tap the link in bio to learn more.",
      "Comment “INFO” and we'll send you the details.",
    ]);
  const hookSeconds = seconds <= 15 ? 2 : 3;
  const ctaSeconds = seconds <= 15 ? 2 : 3;
  const middleSeconds = seconds - hookSeconds - ctaSeconds;
  // One shot per voice-over line (lines grouped when there are many), timed by word count; with
  // no script, even shots of about three seconds.
  const maxShots = Math.max(1, Math.min(12, Math.floor(middleSeconds / 2)));
  const voiceOver =
    bodyLines.length > 0
      ? spread(bodyLines, maxShots).map((group) => group.join(" "))
      : Array.from({ length: Math.max(1, Math.round(middleSeconds / 3)) }, () => "");
  const shotCount = voiceOver.length;
  const shotSeconds = splitSeconds(
    middleSeconds,
    voiceOver.map((line) => Math.max(1, line.split(" ").length)),
  );
  const visuals = random.shuffle(MIDDLE_VISUALS);
  const interrupt = Math.floor(shotCount / 2);
  const onScreen = (text: string, fallback: string) => {
    if (text === "") return fallback;
    const firstClause = text.split(/[,:;.!?]/u)[0] ?? text;
    return truncate(firstClause, 32);
  };
  let clock = 0;
  const span = (length: number) => {
    const label = `${clock}–${clock + length}s`;
    clock += length;
    return label;
  };
  const rows: string[][] = [
    [
      span(hookSeconds),
      random.pick(HOOK_VISUALS),
      onScreen(hookLine ?? "", "Watch this"),
      hookLine ?? "",
    ],
    ...shotSeconds.map((length, index) => [
      span(length),
      [
        visuals[index % visuals.length],
        index === interrupt && shotCount > 2 && "(pattern interrupt: new angle or a sound effect)",
        length > 4 && `(split into ${Math.ceil(length / 3)} quick cuts)`,
      ]
        .filter(Boolean)
        .join(" "),
      onScreen(voiceOver[index] ?? "", "[Key point in 3–5 words]"),
      voiceOver[index] || "[Your line here]",
    ]),
    [span(ctaSeconds), random.pick(CTA_VISUALS), onScreen(cta, "Follow for more"), cta],
  ];
  const words = script.split(/\s+/u).filter(Boolean).length;
  const wordBudget = Math.round(seconds * WORDS_PER_SECOND);
  const tags = hashtags(extractKeywords(script, 8)).slice(0, 4);
  const captionText = truncate(`${hookLine ?? ""} ${cta}`.trim(), 150);
  return blocks(
    `## Reel plan: ${seconds} seconds, 9:16, for ${core}`,
    parsed === undefined &&
      `No readable duration was given, so this plan runs ${REEL_DEFAULT_SECONDS} seconds.`,
    parsed !== undefined &&
      parsed !== seconds &&
      `Planned as ${seconds} seconds: this writer plans reels of ${REEL_MIN_SECONDS}–${REEL_MAX_SECONDS} seconds.`,
    script === "" && "No script was given: add your lines to the voice-over column.",
    words > wordBudget &&
      `Your script has ${words} words; at about ${WORDS_PER_SECOND} words per second, ${seconds} seconds fits about ${wordBudget}. Trim the voice-over or let on-screen text carry part of it.`,
    "## Hook",
    `**First 2 seconds:** ${hookLine ?? ""} Show the most interesting frame first; no logo or intro.`,
    "## Shot list",
    table(["Time", "Visual", "On-screen text", "Voice-over"], rows),
    "## Audio",
    random.pick([
      "A light, upbeat instrumental under the voice-over; lower it while you speak.",
      "A steady beat that matches your cuts, with a small sound effect on the pattern interrupt.",
      "A calm instrumental bed with the voice-over upfront.",
    ]) + " Business accounts should pick from the platform's commercial music library.",
    "## Caption",
    `${counted(captionText, kit.text)}  \n${tags.join(" ")}`,
    "## Filming tips",
    bullets(
      random.sample(
        [
          "Film vertically (9:16) facing a window for soft, even light.",
          "Keep text and faces in the middle of the frame, clear of the buttons at the edges.",
          "Record the voice-over separately in a quiet room, then lay it over the shots.",
          "Burn in captions: many people watch without sound.",
          "Cut every 1–3 seconds; trim every pause.",
          "Start on movement or a face, never on a logo.",
        ],
        3,
      ),
    ),
  );
};

const THUMBNAIL_MAX = 25;

const thumbnails: Template = (brief, random) => {
  const topic = brief.text(["video_topic", ...TOPIC], "your video");
  const audience = brief.text(AUDIENCE, "viewers");
  const words = extractKeywords(topic, 6).filter((word) => !isWeakWord(word));
  const [first = "this", second = first] = words.map((word) => word.toUpperCase());
  const countPhrase = /(\d+)\s+(\p{L}+)/u.exec(topic);
  const number = countPhrase
    ? `${countPhrase[1]} ${(countPhrase[2] ?? "").toUpperCase()}`
    : undefined;
  // The audience's head noun: "young professionals in Dhaka" → "PROFESSIONALS".
  const who = ((phraseCut(audience, 24) || audience).split(" ").at(-1) ?? "").toUpperCase();
  const candidates: Record<string, string[]> = {
    Number: number ? [number, `${number} TO AVOID`, `${number}: WATCH THIS`] : [],
    Curiosity: ["NOT WHAT YOU THINK", `${first}?`, `WHICH ${first}?`, "WATCH TILL THE END"],
    Warning: ["DON'T DO THIS", `${first}: AVOID THIS`, "STOP DOING THIS"],
    Benefit: ["DO THIS INSTEAD", `${first}, SORTED`, `BETTER ${first}`],
    Audience: who ? [`${who}? WATCH THIS`, `FOR ${who}`] : [],
    Contrast: ["BEFORE vs AFTER", "WRONG vs RIGHT", `${first} vs ${second}`, "MYTH vs FACT"],
    Checklist: [`${first} CHECKLIST`, "SAVE THIS TIP"],
  };
  const pools = random.shuffle(
    Object.entries(candidates).map(([angle, texts]) => ({
      angle,
      texts: random.shuffle(
        texts.filter(
          (text) =>
            text !== "" &&
            charCount(text) <= THUMBNAIL_MAX &&
            text.split(" ").length <= 4 &&
            !/^(THIS|THE THIS)\b/u.test(text),
        ),
      ),
    })),
  );
  const picked: { text: string; angle: string }[] = [];
  const seen = new Set<string>();
  while (picked.length < 10 && pools.some((pool) => pool.texts.length > 0)) {
    for (const pool of pools) {
      const text = pool.texts.shift();
      if (text === undefined || seen.has(text) || text === `${first} vs ${first}`) continue;
      seen.add(text);
      picked.push({ text, angle: pool.angle });
      if (picked.length === 10) break;
    }
  }
  const topicTitle = titleCase(topic);
  const titles = random
    .shuffle([
      topicTitle,
      `${topicTitle} (Watch Before You Start)`,
      `${topicTitle}: What ${titleCase(audienceCore(audience))} Should Know`,
      `${topicTitle}, Explained`,
      `${topicTitle} | Simple, Honest Guide`,
    ])
    .filter((title) => charCount(title) <= 60)
    .slice(0, 5);
  return blocks(
    "## Thumbnail text",
    `At most 4 words and ${THUMBNAIL_MAX} characters each, so they stay readable on a phone.`,
    numbered(picked.map(({ text, angle }) => `${counted(text, kit.text)} · ${angle}`)),
    "## Matching video titles",
    numbered(
      (titles.length > 0 ? titles : [truncate(topicTitle, 60)]).map((text) =>
        counted(text, kit.text),
      ),
    ),
    "## Design notes",
    bullets([
      "High contrast: light text on a dark area (or the reverse) with a thick outline.",
      "One focal point: a face showing the emotion of the title, or the product, never both small.",
      "Leave the bottom-right corner empty; the video length covers it.",
    ]),
  );
};

type Trait = {
  match: RegExp;
  words: readonly string[];
  colours: string;
  feeling: string;
  type: string;
};

const TRAITS: readonly Trait[] = [
  {
    match: /eco|green|natural|sustainab|organic|earth/iu,
    words: ["Leaf", "Fern", "Root", "Grove", "Sprout", "Moss"],
    colours: "forest green, kraft beige and off-white",
    feeling: "natural and calm",
    type: "a humanist sans-serif with soft curves",
  },
  {
    match: /warm|friendly|cosy|cozy|welcom|kind|caring/iu,
    words: ["Hearth", "Ember", "Nest", "Sunny", "Haven"],
    colours: "terracotta, mustard and cream",
    feeling: "warm and welcoming",
    type: "a rounded sans-serif",
  },
  {
    match: /modern|minimal|clean|sleek/iu,
    words: ["Line", "Form", "Studio", "Grid", "Mono"],
    colours: "charcoal, electric blue and white",
    feeling: "modern and clear",
    type: "a geometric sans-serif",
  },
  {
    match: /luxur|premium|elegant|classy|refined/iu,
    words: ["Aurum", "Velvet", "Crown", "Noir", "Silk"],
    colours: "black, gold and ivory",
    feeling: "refined and premium",
    type: "a high-contrast serif",
  },
  {
    match: /playful|fun|bright|youthful|cheer|quirky/iu,
    words: ["Pop", "Bloom", "Hop", "Zest", "Joy"],
    colours: "coral, sunny yellow and teal",
    feeling: "playful and bright",
    type: "a bold, rounded display face",
  },
  {
    match: /bold|strong|confident|power|energetic/iu,
    words: ["Forge", "Peak", "Bolt", "Summit"],
    colours: "deep red, black and white",
    feeling: "bold and confident",
    type: "a heavy condensed sans-serif",
  },
  {
    match: /calm|peace|simple|gentle|soft|serene/iu,
    words: ["Still", "Haven", "Drift", "Cloud"],
    colours: "sage, sand and white",
    feeling: "calm and gentle",
    type: "a light sans-serif with generous spacing",
  },
  {
    match: /trust|reliab|honest|secure|professional|expert/iu,
    words: ["Anchor", "Keystone", "True", "Harbor"],
    colours: "navy, slate and white",
    feeling: "steady and trustworthy",
    type: "a sturdy serif",
  },
  {
    match: /tech|smart|innovat|digital|future/iu,
    words: ["Byte", "Pulse", "Logic", "Sync", "Nova"],
    colours: "midnight blue, cyan and white",
    feeling: "smart and forward-looking",
    type: "a geometric sans-serif with tight spacing",
  },
  {
    match: /tradition|heritage|craft|artisan|handmade|local/iu,
    words: ["Loom", "Kiln", "Craft", "Thread"],
    colours: "indigo, rust and unbleached cotton",
    feeling: "crafted and rooted",
    type: "a classic serif",
  },
];

const DEFAULT_TRAIT: Trait = {
  match: /$^/u,
  words: ["Spark", "Nest", "Path", "North"],
  colours: "deep blue, warm orange and white",
  feeling: "clear and approachable",
  type: "a clean sans-serif",
};

/** Bangla words with meanings we are sure of, offered only when the inputs point to Bangladesh. */
const BANGLA_WORDS: readonly (readonly [string, string, string, string])[] = [
  ["Nodi", "নদী", "river", "a flowing river line"],
  ["Akash", "আকাশ", "sky", "an open sky with a single cloud"],
  ["Shonar", "সোনার", "golden", "a golden paddy stalk"],
  ["Mati", "মাটি", "earth, soil", "a simple clay pot"],
  ["Notun", "নতুন", "new", "a sprouting seedling"],
  ["Alo", "আলো", "light", "a rising sun"],
];

const WEAK_ROOTS =
  /^(online|shop|store|business|company|services?|products?|brand|selling|sells|sell|based|quality|affordable)$/u;

/** `image` is the icon idea for the logo direction. */
type NameIdea = { name: string; type: string; why: string; image: string };

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const logoNames: Template = (brief, random) => {
  const description = brief.text(
    ["business_description", "product_name", "title"],
    "your business",
  );
  const personality = brief.text(["brand_personality"], "");
  const audience = brief.text(AUDIENCE, "");
  // Nouns make the best roots; common adjectives ("handmade", "modern") are left out.
  const roots = extractKeywords(description, 10)
    .filter((word) => !WEAK_ROOTS.test(word) && !isWeakWord(word) && !isCommonWord(word))
    .filter((word) => /^\p{Script=Latin}+$/u.test(word))
    .map((word) => (word.length > 4 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word))
    .slice(0, 4);
  const [root = "brand", root2 = roots[1] ?? "works"] = roots;
  const traits = TRAITS.filter((trait) => trait.match.test(`${personality} ${description}`));
  const trait = traits[0] ?? DEFAULT_TRAIT;
  const images = [...new Set([...traits.flatMap((item) => item.words), ...DEFAULT_TRAIT.words])];
  const [imageA = "Nest", imageB = "North"] = random.shuffle(images);
  const local =
    /bangla|bangladesh|dhaka|chattogram|chittagong|sylhet|khulna|rajshahi|\bdesh\b/iu.test(
      `${description} ${audience} ${personality}`,
    );
  const stem = (word: string) => word.replace(/[aeiouy]+$/u, "");
  const ideas: NameIdea[] = [
    {
      name: `${cap(root)}${imageA}`,
      type: "Compound",
      why: `“${root}” says what you do; “${imageA.toLowerCase()}” adds a ${trait.feeling} image.`,
      image: `a ${root} shape that doubles as a ${imageA.toLowerCase()}`,
    },
    {
      name: `${cap(root2)}${imageB}`,
      type: "Compound",
      why: `Pairs “${root2}” with “${imageB.toLowerCase()}”: concrete and easy to picture.`,
      image: `a simple ${imageB.toLowerCase()} drawn in one line`,
    },
    ...roots
      .filter((word) => word.length <= 6)
      .flatMap((word) =>
        random.sample(["ora", "ly", "io", "ara", "eo"], 2).map((suffix) => ({
          name: `${cap(stem(word))}${suffix}`,
          type: "Invented",
          why: `Built on “${word}” with a soft ending: short, ownable and easy to say.`,
          image: "a bold wordmark with one custom letter",
        })),
      ),
    {
      name: `The ${cap(root)} ${random.pick(["House", "Studio", "Lane", "Room", "Works", "Collective"])}`,
      type: "Descriptive",
      why: "Says exactly what you sell, which helps in search and on marketplaces.",
      image: `a badge with a simple ${root} drawing`,
    },
    {
      name: `${cap(root)} & ${cap(root2)}`,
      type: "Descriptive",
      why: `Names your two core words, “${root}” and “${root2}”, like a classic shop sign.`,
      image: `an ampersand joining the two initials`,
    },
    {
      name: `${imageA} & ${imageB}`,
      type: "Metaphor",
      why: `Two images that feel ${trait.feeling}, without tying you to one product.`,
      image: `a ${imageA.toLowerCase()} and a ${imageB.toLowerCase()} merged into one mark`,
    },
    {
      name: `${imageA}${random.pick(["ly", "a", "io"])}`,
      type: "Abstract",
      why: `A short coined word from “${imageA.toLowerCase()}”; room to grow into new products.`,
      image: `an abstract ${imageA.toLowerCase()} shape`,
    },
    ...(local
      ? random.sample(BANGLA_WORDS, 2).map(([latin, bangla, meaning, image]) => ({
          name: `${latin} ${cap(root)}`,
          type: "Bangla word",
          why: `“${latin}” (${bangla}) means ${meaning}: familiar to Bangla speakers, easy to say for everyone.`,
          image,
        }))
      : []),
  ];
  const byType = new Map<string, NameIdea[]>();
  const seen = new Set<string>();
  for (const idea of random.shuffle(ideas)) {
    const key = idea.name.toLowerCase();
    if (seen.has(key) || charCount(idea.name) > 18 || charCount(idea.name) < 4) continue;
    seen.add(key);
    byType.set(idea.type, [...(byType.get(idea.type) ?? []), idea]);
  }
  const picked: NameIdea[] = [];
  const queues = [...byType.values()];
  while (picked.length < 10 && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const idea = queue.shift();
      if (idea) picked.push(idea);
      if (picked.length === 10) break;
    }
  }
  const top = picked.slice(0, 3);
  return blocks(
    `## Name ideas for ${lowerFirst(description)}`,
    table(
      ["Name", "Type", "Why it works"],
      picked.map((idea) => [`**${idea.name}**`, idea.type, idea.why]),
    ),
    "## Top 3",
    ...top.map((idea, index) => {
      const look = traits[index % Math.max(1, traits.length)] ?? trait;
      return blocks(
        `### ${idea.name}`,
        bullets([
          `**Icon:** ${idea.image}, or a monogram of “${idea.name.charAt(0)}” if you prefer type only.`,
          `**Typography:** ${look.type}, to feel ${look.feeling}.`,
          `**Colours:** ${look.colours}.`,
        ]),
      );
    }),
    "## Before you decide",
    bullets([
      "Say it out loud and spell it over the phone: if people hesitate, drop it.",
      "Check the .com and your country's domain, plus the Facebook, Instagram and TikTok handles.",
      "Search your country's trademark register for the name in your product category.",
      "Search the name on Google and the marketplaces you sell on, so you don't clash with a seller.",
    ]),
  );
};

/** Button text that matches the offer ("15% off" → "Claim My Discount"). */
function buttonForOffer(offer: string, software: boolean): string {
  if (/free trial|trial/iu.test(offer)) return "Start My Free Trial";
  if (/demo/iu.test(offer)) return "Book My Demo";
  if (/%|off\b|discount|coupon|code/iu.test(offer)) return "Claim My Discount";
  if (/free/iu.test(offer)) return software ? "Get Started Free" : "Get Mine Free";
  return software ? "Get Started" : "Order Now";
}

const landingPage: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const audience = brief.text(AUDIENCE, "people like you");
  const benefits = splitList(brief.text(BENEFITS, ""));
  const offer = brief.text(["offer"], "");
  const software = isSoftware(product);
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const [firstBenefit = `${parts.noun} that fit your day`] = benefits;
  const button = buttonForOffer(offer, software);
  const headline = random.pick([
    `${sentenceCase(lowerFirst(firstBenefit))}, made for ${core}`,
    `${sentenceCase(parts.noun)} made for ${core}`,
    `Meet ${parts.short}: ${lowerFirst(firstBenefit)}`,
  ]);
  const headlineWords = headline.split(" ");
  const steps = software
    ? [
        `**Sign up.** Create your ${parts.short} account${offer ? ` (${lowerFirst(offer)})` : ""}.`,
        "**Set it up.** Add your details and connect what you already use.",
        "**Put it to work.** Use it in your next task and see how it fits.",
      ]
    : [
        `**Choose.** Pick the ${lowerFirst(parts.head)} that ${agree(parts.head, "suits", "suit")} you.`,
        `**Order.** Check out in a few taps${offer ? `; ${lowerFirst(offer)}` : ""}.`,
        `**Enjoy.** Use ${agree(parts.head, "it", "them")} every day and tell us how it goes.`,
      ];
  return blocks(
    "## Hero",
    `**Headline:** ${headlineWords.length > 10 ? truncate(headline, 70) : headline}`,
    `**Subheadline:** ${benefits.length > 0 ? `${sentenceCase(joinNatural(benefits.slice(0, 3).map(lowerFirst)))}: ` : ""}${product}, made for ${core}.`,
    `**Button:** ${button}`,
    `**Under the button:** ${offer ? sentenceCase(offer) : "[One reassuring line, such as your real delivery or cancellation terms]"}`,
    "## The problem",
    `${random.pick(["You want", "You're looking for", "What you need is"])} ${benefits.length > 1 ? `${lowerFirst(benefits[0] ?? "")} and ${lowerFirst(benefits[1] ?? "")}` : lowerFirst(firstBenefit)}, ${random.pick(["but most options make you choose between what you want and what fits your life.", "without trading one thing for another.", "and you shouldn't have to settle for less."])} ${sentenceCase(parts.short)} ${agree(parts.short, "was", "were")} made so ${core} don't have to compromise.`,
    "## Benefits",
    ...(benefits.length > 0 ? benefits.slice(0, 3) : [firstBenefit]).map((benefit) =>
      blocks(
        `**${titleCase(truncate(benefit, 40))}**`,
        `${sentenceCase(benefitOf(benefit, kit.copy) ?? `${lowerFirst(benefit)}, without extra effort`)}. [Add one specific detail that proves it.]`,
      ),
    ),
    "## How it works",
    numbered(steps),
    "## Social proof",
    bullets([
      "[Add 2–3 real customer quotes with their name and photo, with permission.]",
      "[Add a real number you can back up, such as orders delivered or customers served.]",
      "[Add logos of clients or press, only if they agreed.]",
    ]),
    "## The offer",
    offer
      ? `${sentenceCase(offer)}. **[${button}]**`
      : `[Describe your real offer here.] **[${button}]**`,
    "## FAQ",
    [
      `**Who is ${parts.short} for?**  \nIt's made for ${lowerFirst(audience)}.`,
      `**What do I get?**  \n${benefits.length > 0 ? sentenceCase(benefits.map(lowerFirst).join(", ")) : "[List what's included.]"}.`,
      `**How do I get started?**  \n${steps.map((step) => step.replace(/^\*\*[^*]+\*\*\s*/u, "")).join(" ")}`,
      "**What if it's not right for me?**  \n[State your real return, refund or cancellation policy here.]",
    ].join("\n\n"),
    "## Final call to action",
    `${random.pick([`Ready when you are, ${core}.`, `${sentenceCase(core)}, this is your sign.`, "One click is all it takes."])} **[${button}]**`,
  );
};

const VERBS = new Set(
  (
    "book buy shop order get start try sign join download subscribe register claim request schedule " +
    "call message visit learn discover explore apply enroll enrol reserve contact chat watch read " +
    "install upgrade create save grab take follow donate see find"
  ).split(" "),
);

const ctas: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const action = brief.text(["desired_action", "goal"], "Get started");
  const audience = brief.text(AUDIENCE, "you");
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const [firstWord = "get", ...rest] = action.split(" ");
  const isVerb = VERBS.has(firstWord.toLowerCase());
  const verb = isVerb ? sentenceCase(firstWord.toLowerCase()) : "Get";
  const objectFull = isVerb ? rest.join(" ") : action;
  const object = objectFull.replace(/^(a|an|the|your|my|our)\s+/iu, "");
  const objectLower = lowerFirst(object);
  const BUTTON_MAX = 25;
  const buttonPool = [
    `${verb} my ${objectLower}`,
    `${verb} your ${objectLower}`,
    `${verb} ${lowerFirst(objectFull)}`,
    verb === "Get" ? `Claim my ${objectLower}` : `Get my ${objectLower}`,
    verb === "Get" ? "Get it now" : `${verb} now`,
    `Yes, ${lowerFirst(verb)} my ${objectLower}`,
    `Try ${parts.short}`,
    `See how it works`,
    `Show me ${parts.short}`,
    `Start here`,
    `Count me in`,
  ]
    .map((text) => text.replace(/\s+/gu, " ").trim())
    .filter((text) => charCount(text) <= BUTTON_MAX && !/\s(my|your)$/u.test(text));
  const buttons = [...new Set(buttonPool)]
    .slice(0, 4)
    .concat(random.shuffle([...new Set(buttonPool)].slice(4)))
    .slice(0, 8);
  const actionPhrase = `${lowerFirst(verb)} ${lowerFirst(objectFull)}`.trim();
  const keyword = (
    extractKeywords(object, 4).find((word) => !isWeakWord(word)) ?? "info"
  ).toUpperCase();
  return blocks(
    `## Buttons (max ${BUTTON_MAX} characters)`,
    "First person (“my”) often feels more personal; test it against “your”.",
    numbered(buttons.map((text) => counted(text, kit.text))),
    "## Ad CTAs",
    numbered(
      random.shuffle([
        `${sentenceCase(actionPhrase)}: ${parts.short} is made for ${core}.`,
        `${sentenceCase(core)}: ${actionPhrase} today.`,
        `Curious about ${parts.short}? ${sentenceCase(actionPhrase)} and see for yourself.`,
        `It takes a minute to ${actionPhrase}. Start now.`,
      ]),
    ),
    "## Email CTAs",
    numbered([
      `Ready when you are. **[${sentenceCase(verb)} my ${objectLower} →]**`,
      `Have two minutes? **[${sentenceCase(actionPhrase)}]**`,
      `Everything is set up for you. **[Take me there →]**`,
      `Still thinking it over? **[See how ${parts.short} works]**`,
    ]),
    "## Social post CTAs",
    numbered(
      random.shuffle([
        `Comment “${keyword}” and we'll send you the link to ${actionPhrase}.`,
        `Tap the link in bio to ${actionPhrase}.`,
        `Tag someone who should ${actionPhrase}.`,
        `Save this post for when you're ready to ${actionPhrase}.`,
      ]),
    ),
    "## For people not ready yet",
    numbered([
      `See how ${parts.short} works`,
      "Ask us a question",
      `Follow for tips made for ${core}`,
    ]),
  );
};

export const creativeTemplates = {
  "video-script-to-reel": reel,
  "thumbnail-title-generator": thumbnails,
  "logo-name-generator": logoNames,
  "landing-page-copy-generator": landingPage,
  "cta-generator": ctas,
} satisfies Record<string, Template>;
