import { type RefineAction, translateTarget } from "@outsmart/contracts/generation-refine";
import { type OfflineBrandKit, withoutWords } from "../kit/brand-kit.ts";
import { AUDIENCE, BENEFITS, BRAND, PRODUCT, readBrief } from "../kit/brief.ts";
import { banglishPossessive, possessive } from "../kit/bangla-kit.ts";
import { inBanglish } from "../kit/bangla-copy-kit.ts";
import { productParts } from "../kit/copy-kit.ts";
import type { OfflineLanguage } from "../kit/language.ts";
import { agree, sentenceCase } from "../kit/text-kit.ts";
import { writeOffline } from "../offline-writer.ts";
import { hasToolWriter, toolWriters } from "../registry.ts";

/**
 * The offline writer's refine actions (issue 16, ADR 0078): pure and deterministic rewrites of a
 * result's current text. Each fixed action does what it says or declines honestly:
 *
 * - shorter: the first parts (captions, variants…) when there are several, else the first sentences;
 *   never cuts a sentence, and is always shorter;
 * - longer: adds sentences made from the brief (product, audience, benefits) that the text lacks;
 * - casual / formal: the register (contractions, greetings, sign-offs; তুমি/আপনি, tumi/apni);
 * - add / remove emojis;
 * - translate: writes the other language's version of the same brief (from the stored inputs);
 * - a free instruction: only "mention …" / "add …" (and their Bangla), anything else is declined.
 *
 * A decline costs nothing: the engine asks before any credit is held.
 */
export type OfflineRefineRequest = {
  action: RefineAction;
  instruction?: string | undefined;
  /** The text being refined (the version shown). */
  content: string;
  toolSlug: string;
  inputs: Readonly<Record<string, string>>;
  language: OfflineLanguage;
  brandKit?: OfflineBrandKit | undefined;
  seed: number;
};

export type OfflineRefineResult =
  { ok: true; content: string; language: OfflineLanguage } | { ok: false; message: string };

const declined = (message: string): OfflineRefineResult => ({ ok: false, message });

// ---------------------------------------------------------------------------------------------
// Blocks and sentences

type Block = { text: string; kind: "heading" | "hashtags" | "rule" | "list" | "paragraph" };

const blockKind = (text: string): Block["kind"] => {
  if (/^#{1,6}\s/u.test(text)) return "heading";
  if (/^(?:---+|\*\*\*+)$/u.test(text.trim())) return "rule";
  if (/^(?:#[^\s#]+\s*)+$/u.test(text.trim())) return "hashtags";
  if (/^(?:[-*+]|\d+[.)])\s/u.test(text)) return "list";
  return "paragraph";
};

function toBlocks(content: string): Block[] {
  return content
    .replace(/\r\n?/gu, "\n")
    .split(/\n[ \t]*\n+/u)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, kind: blockKind(text) }));
}

const fromBlocks = (blocks: readonly Block[]) => blocks.map((block) => block.text).join("\n\n");

const headingLevel = (block: Block) =>
  block.kind === "heading" ? (/^#+/u.exec(block.text)?.[0].length ?? 0) : 0;

/**
 * The text split at its repeated headings (Caption 1, Caption 2…): what comes before the first,
 * the parts, and what follows the last rule (the brand block, kept as it is).
 */
function toParts(blocks: readonly Block[]): {
  head: Block[];
  parts: Block[][];
  tail: Block[];
} {
  const lastRule = blocks.findLastIndex((block) => block.kind === "rule");
  const body = lastRule > 0 ? blocks.slice(0, lastRule) : [...blocks];
  const tail = lastRule > 0 ? blocks.slice(lastRule) : [];
  const levels = body.map(headingLevel).filter((level) => level > 0);
  const level = [...new Set(levels)]
    .toSorted((a, b) => a - b)
    .find((candidate) => levels.filter((l) => l === candidate).length >= 2);
  if (level === undefined) return { head: [], parts: [body], tail };
  const head: Block[] = [];
  const parts: Block[][] = [];
  for (const block of body) {
    if (headingLevel(block) === level) parts.push([block]);
    else if (parts.length === 0) head.push(block);
    else parts.at(-1)?.push(block);
  }
  return { head, parts, tail };
}

/** A paragraph's sentences (and lines), each with the space or line break that followed it. */
function sentences(text: string): { sentence: string; after: string }[] {
  const pieces = text.split(/((?<=[.!?।…])[ \t]+|\n)/u);
  const result: { sentence: string; after: string }[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const sentence = pieces[index] ?? "";
    if (sentence.trim()) result.push({ sentence, after: pieces[index + 1] ?? "" });
  }
  return result;
}

const lengthOf = (text: string) => [...text].length;

// ---------------------------------------------------------------------------------------------
// Shorter

function shorter(content: string): OfflineRefineResult {
  const blocks = toBlocks(content);
  const { head, parts, tail } = toParts(blocks);
  let kept: Block[];
  if (parts.length >= 2) {
    // Several parts (captions, variants…): keep the first half, at least one fewer.
    kept = [
      ...head,
      ...parts.slice(0, Math.min(Math.ceil(parts.length / 2), parts.length - 1)).flat(),
    ];
  } else {
    // One part: keep sentences from the start up to about 60% of its words, whole sentences only.
    const body = parts[0] ?? [];
    const total = body
      .filter((block) => block.kind === "paragraph" || block.kind === "list")
      .reduce((sum, block) => sum + lengthOf(block.text), 0);
    let budget = Math.floor(total * 0.6);
    let first = true;
    kept = [...head];
    for (const block of body) {
      if (block.kind === "heading" || block.kind === "hashtags") {
        kept.push(block);
        continue;
      }
      if (block.kind === "rule") continue;
      const keptSentences: string[] = [];
      for (const { sentence, after } of sentences(block.text)) {
        const cost = lengthOf(sentence);
        if (!first && cost > budget) {
          budget = 0;
          break;
        }
        first = false;
        budget -= cost;
        keptSentences.push(sentence + after);
      }
      const text = keptSentences.join("").trim();
      if (text) kept.push({ ...block, text });
    }
    // A heading left with nothing under it goes too.
    while (kept.at(-1)?.kind === "heading") kept.pop();
  }
  const result = fromBlocks([...kept, ...tail]);
  if (lengthOf(result) >= lengthOf(content.trim()))
    return declined(
      "This is already as short as the offline writer can make it without cutting a sentence in half. Nothing was charged.",
    );
  return { ok: true, content: result, language: "en" };
}

// ---------------------------------------------------------------------------------------------
// Longer

const stripEnd = (text: string) => text.replace(/[.!?।\s]+$/u, "");

function briefSentences(
  inputs: Readonly<Record<string, string>>,
  language: OfflineLanguage,
  brandKit: OfflineBrandKit | undefined,
): string[] {
  const brief = readBrief(inputs);
  const product = brandKit?.products[0]
    ? `${brandKit.name} ${brandKit.products[0].name}`
    : brief.text(PRODUCT, brandKit?.name ?? "");
  const audience = brief.text(AUDIENCE, brandKit?.audience ?? "");
  const benefits = stripEnd(brief.text(BENEFITS, brandKit?.products[0]?.difference ?? ""));
  // The brand a product's name opens with ("Ghorer Tiffin" of "Ghorer Tiffin home-cooked lunch
  // boxes"): "Every Ghorer Tiffin order", not "Every Ghorer Tiffin home-cooked lunch boxes order".
  const brand =
    brandKit?.name ??
    (brief.text(["brand_name"], "") || productParts(brief.text(BRAND, "")).brand || "");
  const lines: string[] = [];
  if (language === "bn") {
    if (product && audience)
      lines.push(`${product} বানানো হয়েছে ${possessive(audience)} কথা ভেবে।`);
    if (benefits) lines.push(`যা পাচ্ছেন: ${benefits}।`);
    if (brand) lines.push(`${possessive(brand)} প্রতিটি অর্ডার আমরা যত্ন নিয়ে পৌঁছে দিই।`);
    lines.push("কোনো প্রশ্ন থাকলে ইনবক্সে মেসেজ দিন, বেছে নিতে আমরা সাহায্য করব।");
  } else if (language === "banglish") {
    // Bangla inputs in Latin letters, with the Bangla possessive romanised ("Gulshaner office-kormider").
    if (product && audience)
      lines.push(
        `${sentenceCase(inBanglish(product))} banano hoyechhe ${banglishPossessive(audience)} kotha bhebe.`,
      );
    if (benefits) lines.push(`Ja pachchhen: ${inBanglish(benefits)}.`);
    if (brand)
      lines.push(
        `${sentenceCase(banglishPossessive(brand))} protiti order amra jotno kore pouchhe dei.`,
      );
    lines.push("Kono proshno thakle inbox-e message din, amra help korbo.");
  } else {
    if (product && audience)
      lines.push(`${product} ${agree(product, "is", "are")} made with ${audience} in mind.`);
    if (benefits) lines.push(`What you get: ${benefits}.`);
    if (brand) lines.push(`Every ${brand} order is packed with care and delivered to your door.`);
    lines.push("Questions? Send us a message and we'll help you choose.");
  }
  return lines;
}

/** Adds `sentence` at the end of the first paragraph of each part (or of the text). */
function addToFirstParagraphs(content: string, addition: string): string | undefined {
  const blocks = toBlocks(content);
  const { head, parts, tail } = toParts(blocks);
  let added = false;
  const withAddition = (part: Block[]) => {
    const index = part.findIndex((block) => block.kind === "paragraph");
    if (index < 0) return part;
    added = true;
    return part.map((block, at) =>
      at === index ? { ...block, text: `${block.text} ${addition}` } : block,
    );
  };
  const result = [...head, ...parts.flatMap(withAddition), ...tail];
  return added ? fromBlocks(result) : undefined;
}

function longer(request: OfflineRefineRequest): OfflineRefineResult {
  const missing = briefSentences(request.inputs, request.language, request.brandKit).filter(
    (sentence) => !request.content.includes(sentence),
  );
  if (missing.length === 0)
    return declined(
      "The offline writer has nothing more from your brief to add. Add details to the brief, or pick another model. Nothing was charged.",
    );
  const paragraph = missing.join(" ");
  const blocks = toBlocks(request.content);
  const { head, parts, tail } = toParts(blocks);
  // A new paragraph after the first paragraph of the first part (before hashtags and sign-offs).
  const first = parts[0] ?? [];
  const at = first.findIndex((block) => block.kind === "paragraph");
  const extended =
    at < 0
      ? [...first, { text: paragraph, kind: "paragraph" as const }]
      : [
          ...first.slice(0, at + 1),
          { text: paragraph, kind: "paragraph" as const },
          ...first.slice(at + 1),
        ];
  return {
    ok: true,
    content: fromBlocks([...head, ...extended, ...parts.slice(1).flat(), ...tail]),
    language: request.language,
  };
}

// ---------------------------------------------------------------------------------------------
// Casual and formal

/** Word pairs [casual, formal], matched as whole words (Bengali letters and marks included). */
type Pairs = readonly (readonly [string, string])[];

const EN_CONTRACTIONS: Pairs = [
  ["you're", "you are"],
  ["we're", "we are"],
  ["they're", "they are"],
  ["we'll", "we will"],
  ["you'll", "you will"],
  ["it's", "it is"],
  ["that's", "that is"],
  ["there's", "there is"],
  ["here's", "here is"],
  ["what's", "what is"],
  ["let's", "let us"],
  ["I'm", "I am"],
  ["we've", "we have"],
  ["you've", "you have"],
  ["don't", "do not"],
  ["doesn't", "does not"],
  ["didn't", "did not"],
  ["isn't", "is not"],
  ["aren't", "are not"],
  ["can't", "cannot"],
  ["won't", "will not"],
];

const EN_WORDS: Pairs = [
  ["Hey", "Hello"],
  // Before the word: "Grab here: [link]" is not how anyone says it.
  ["Grab yours here", "Order here"],
  ["grab", "order"],
  ["awesome", "excellent"],
  ["DM us", "message us"],
  ["folks", "everyone"],
  ["stuff", "products"],
];

const BN_WORDS: Pairs = [
  ["তুমি", "আপনি"],
  ["তোমার", "আপনার"],
  ["তোমাকে", "আপনাকে"],
  ["তোমরা", "আপনারা"],
  ["তোমাদের", "আপনাদের"],
  ["করো", "করুন"],
  ["নাও", "নিন"],
  ["দেখো", "দেখুন"],
  ["জানাও", "জানান"],
  ["দাও", "দিন"],
  ["এসো", "আসুন"],
  ["চলো", "চলুন"],
  ["বলো", "বলুন"],
  ["রাখো", "রাখুন"],
  ["পড়ো", "পড়ুন"],
  ["লেখো", "লিখুন"],
  ["কেনো", "কিনুন"],
  ["পাও", "পান"],
  ["পাবে", "পাবেন"],
  ["করবে", "করবেন"],
  ["চাও", "চান"],
];

const BANGLISH_WORDS: Pairs = [
  ["tumi", "apni"],
  ["tomar", "apnar"],
  ["tomake", "apnake"],
  ["tomra", "apnara"],
  ["tomader", "apnader"],
  ["koro", "korun"],
  ["nao", "nin"],
  ["dekho", "dekhun"],
  ["janao", "janan"],
  ["dao", "din"],
  ["cholo", "cholun"],
  ["bolo", "bolun"],
  ["rakho", "rakhun"],
  ["pabe", "paben"],
  ["korbe", "korben"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

function swapWords(text: string, pairs: Pairs, toFormal: boolean): string {
  let result = text;
  for (const [casual, formal] of pairs) {
    const [from, to] = toFormal ? [casual, formal] : [formal, casual];
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{M}'’])${escapeRegExp(from).replace(/'/gu, "['’]")}(?![\\p{L}\\p{M}'’])`,
      "giu",
    );
    result = result.replace(pattern, (match) => {
      const capital = /^\p{Lu}/u.test(match);
      return capital ? to.charAt(0).toUpperCase() + to.slice(1) : to;
    });
  }
  return result;
}

type Register = {
  pairs: Pairs;
  formalSignOff: (brand: string) => string;
  casualGreeting: string;
  casualSignOff: string;
};

const REGISTERS: Readonly<Record<OfflineLanguage, Register>> = {
  en: {
    pairs: [...EN_CONTRACTIONS, ...EN_WORDS],
    formalSignOff: (brand) => `With kind regards, the ${brand} team.`,
    casualGreeting: "Hey there! 👋",
    casualSignOff: "See you soon! 😊",
  },
  bn: {
    pairs: BN_WORDS,
    formalSignOff: (brand) => `ধন্যবাদান্তে, ${brand} টিম।`,
    casualGreeting: "হাই! 👋",
    casualSignOff: "শিগগিরই দেখা হবে! 😊",
  },
  banglish: {
    pairs: BANGLISH_WORDS,
    formalSignOff: (brand) => `Dhonnobad, ${brand} team.`,
    casualGreeting: "Hey! 👋",
    casualSignOff: "Abar dekha hobe! 😊",
  },
};

function register(request: OfflineRefineRequest, toFormal: boolean): OfflineRefineResult {
  const book = REGISTERS[request.language];
  const brand =
    request.brandKit?.name ??
    readBrief(request.inputs).text(BRAND, request.language === "bn" ? "আমাদের" : "our");
  const formalSignOff = book.formalSignOff(brand);
  const blocks = toBlocks(request.content)
    // Both sign-offs go (the right one is added below), so a second press adds no second one.
    .filter((block) => block.text !== book.casualSignOff && block.text !== formalSignOff)
    .map((block) => {
      let text = block.text;
      if (toFormal && text.startsWith(`${book.casualGreeting} `))
        text = text.slice(book.casualGreeting.length + 1);
      if (block.kind === "heading" || block.kind === "hashtags") return { ...block, text };
      text = swapWords(text, book.pairs, toFormal);
      if (toFormal) text = text.replace(/!{2,}/gu, "!");
      return { ...block, text };
    });
  const { head, parts, tail } = toParts(blocks);
  const body = [...head, ...parts.flat()];
  if (toFormal) {
    body.push({ text: formalSignOff, kind: "paragraph" });
  } else {
    const first = body.findIndex((block) => block.kind === "paragraph");
    const greeted = body[first];
    if (greeted && !greeted.text.startsWith(book.casualGreeting))
      body[first] = { ...greeted, text: `${book.casualGreeting} ${greeted.text}` };
    body.push({ text: book.casualSignOff, kind: "paragraph" });
  }
  return { ok: true, content: fromBlocks([...body, ...tail]), language: request.language };
}

// ---------------------------------------------------------------------------------------------
// Emojis

const EMOJI =
  /(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*)\uFE0F?/gu;
const ENDS_WITH_EMOJI = /\p{Extended_Pictographic}\uFE0F?\s*$/u;
const EMOJI_CHOICES = ["✨", "👉", "🛍️", "💯", "🎉", "😊", "🔥", "✅"] as const;

function addEmojis(content: string, seed: number): OfflineRefineResult {
  let next = seed;
  let added = 0;
  const blocks = toBlocks(content).map((block) => {
    if (block.kind !== "paragraph" && block.kind !== "list") return block;
    const lines = block.text.split("\n").map((line) => {
      if (!line.trim() || ENDS_WITH_EMOJI.test(line)) return line;
      added += 1;
      const emoji = EMOJI_CHOICES[next++ % EMOJI_CHOICES.length] ?? "✨";
      return `${line.trimEnd()} ${emoji}`;
    });
    return { ...block, text: lines.join("\n") };
  });
  if (added === 0) return declined("Every line already ends with an emoji. Nothing was charged.");
  return { ok: true, content: fromBlocks(blocks), language: "en" };
}

function removeEmojis(content: string): OfflineRefineResult {
  if (!EMOJI.test(content))
    return declined("There are no emojis to take out. Nothing was charged.");
  EMOJI.lastIndex = 0;
  const blocks = toBlocks(content.replace(EMOJI, ""))
    .map((block) => ({
      ...block,
      text: block.text
        .split("\n")
        .map((line) =>
          line
            .replace(/(?<=\S)[ \t]{2,}/gu, " ")
            .replace(/[ \t]+([,.!?।:;])/gu, "$1")
            .trimEnd(),
        )
        .join("\n")
        .trim(),
    }))
    .filter((block) => block.text !== "" && !/^#{1,6}$/u.test(block.text));
  return { ok: true, content: fromBlocks(blocks), language: "en" };
}

// ---------------------------------------------------------------------------------------------
// Translate and the free instruction

const LANGUAGE_NAMES: Readonly<Record<OfflineLanguage, string>> = {
  en: "English",
  bn: "বাংলা",
  banglish: "Banglish",
};

function translate(request: OfflineRefineRequest): OfflineRefineResult {
  const target = translateTarget(request.language);
  const native =
    target === "en" || (hasToolWriter(request.toolSlug) && toolWriters[request.toolSlug][target]);
  if (!native)
    return declined(
      `The offline writer cannot write this tool in ${LANGUAGE_NAMES[target]} yet. Pick another model to translate it. Nothing was charged.`,
    );
  const { content } = writeOffline({
    toolSlug: request.toolSlug,
    inputs: request.inputs,
    seed: request.seed,
    language: target,
    ...(request.brandKit ? { brandKit: request.brandKit } : {}),
  });
  return { ok: true, content, language: target };
}

const MENTION_EN = /^(?:please\s+)?(?:mention|add|include|say)\s+(?:that\s+)?(.+?)[.!।]?$/iu;
const MENTION_BN =
  /^(.+?)\s*(?:এর কথা|-এর কথা|কথাটা|কথা)?\s*(?:উল্লেখ করুন|উল্লেখ করো|যোগ করুন|যোগ করো|লিখুন|লেখো|বলুন|বলো)[।.!]?$/u;
const MENTION_BANGLISH =
  /^(.+?)\s+(?:mention korun|mention koro|add korun|add koro|likhun|lekho)[.!]?$/iu;

const BENGALI = /[\u0980-\u09FF]/u;

function followInstruction(request: OfflineRefineRequest): OfflineRefineResult {
  const instruction = (request.instruction ?? "").trim().replace(/\s+/gu, " ");
  const cannot = declined(
    `The offline writer cannot follow “${instruction}”. It can only add a fact you name (“mention free delivery in Dhaka”). Pick another model for other instructions. Nothing was charged.`,
  );
  const match =
    request.language === "bn"
      ? MENTION_BN.exec(instruction)
      : request.language === "banglish"
        ? MENTION_BANGLISH.exec(instruction)
        : MENTION_EN.exec(instruction);
  const fact = match?.[1]?.trim();
  if (!fact) return cannot;
  // A fact in another script than the copy's would be English pasted into Bangla (or the reverse).
  if (BENGALI.test(fact) !== (request.language === "bn")) return cannot;
  const stop = request.language === "bn" ? "।" : ".";
  const sentence = `${fact.charAt(0).toUpperCase()}${fact.slice(1)}${/[.!?।]$/u.test(fact) ? "" : stop}`;
  const content = addToFirstParagraphs(request.content, sentence);
  return content === undefined ? cannot : { ok: true, content, language: request.language };
}

// ---------------------------------------------------------------------------------------------

/** Runs one refine action on the current text. Pure: the same request always gives the same answer. */
export function refineOffline(request: OfflineRefineRequest): OfflineRefineResult {
  const result = run(request);
  if (!result.ok) return result;
  // Rewrites keep the text's language (only Translate changes it), and the kit's words to avoid.
  const language = request.action === "translate" ? result.language : request.language;
  const content = request.brandKit
    ? withoutWords(result.content, request.brandKit.wordsToAvoid).trim()
    : result.content.trim();
  return { ok: true, content, language };
}

function run(request: OfflineRefineRequest): OfflineRefineResult {
  switch (request.action) {
    case "shorter":
      return shorter(request.content);
    case "longer":
      return longer(request);
    case "casual":
      return register(request, false);
    case "formal":
      return register(request, true);
    case "add-emojis":
      return addEmojis(request.content, request.seed);
    case "no-emojis":
      return removeEmojis(request.content);
    case "translate":
      return translate(request);
    case "instruction":
      return followInstruction(request);
  }
}
