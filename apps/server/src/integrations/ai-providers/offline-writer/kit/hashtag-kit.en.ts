import { isMeal, productParts } from "./copy-kit.ts";
import { COXS_BAZAR, isCityOrCountry, isPlaceName, placesIn } from "./seo-kit.ts";
import { banglaHashtags, hasBengali } from "./bangla-kit.ts";
import {
  extractKeywords,
  hashtags,
  isCommonWord,
  isStopWord,
  isWeakWord,
  sentences,
} from "./text-kit.ts";

/**
 * Which English words make a hashtag, and which only half of one. A tag is a community people
 * follow: #lunchbox, #honey, #trailrunning. Splitting "lunch box" into #lunch and #box, or "eco
 * friendly sneakers" into #eco and #friendly, gives tags nobody follows for this (#box) or a
 * community of something else (#home, #fast). So a keyword phrase gives its head noun and the
 * phrase as one tag, never a describing word alone (ADR 0104).
 */

/** Words that describe rather than name: a community of nothing on their own (#raw, #fresh). */
const DESCRIBING = new Set(
  (
    "raw fresh fast eco friendly pure natural organic local green healthy tasty yummy soft light " +
    "heavy premium cheap affordable luxury real perfect homemade handmade vegan " +
    "original authentic special small big large little tiny modern classic traditional stylish " +
    "comfy cozy cosy warm cool smart safe ready well genuine certified official same"
  ).split(" "),
);

/** Nouns that end like a describing word ("family", "vegetable", "olive", "seabed"). */
const NOT_DESCRIBING = new Set(
  (
    "family supply assembly butterfly jelly belly rally vegetable vegetables timetable table " +
    "cable olive olives archive detective executive objective narrative initiative seabed " +
    "flowerbed hundred"
  ).split(" "),
);

/** Words of time and quantity: never what a post is about (#minutes, #today). */
const NOT_A_TOPIC = new Set(
  (
    "minute minutes hour hours day days week weeks month months year years today tomorrow " +
    "tonight morning evening night time times"
  ).split(" "),
);

const DESCRIBING_ENDING = /(?:[^e]ed|ly|ful|less|ous|ive|able|ible)$/u;

/** Whether a word describes rather than names ("recycled", "friendly", "raw", "delicious"). */
export function isDescribingWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (NOT_DESCRIBING.has(lower)) return false;
  if (DESCRIBING.has(lower) || NOT_A_TOPIC.has(lower) || isWeakWord(lower)) return true;
  if (lower.includes("-")) return isDescribingWord(lower.split("-").at(-1) ?? lower);
  return lower.length >= 6 && DESCRIBING_ENDING.test(lower);
}

/** Heads that hold or gather the thing: tagged with the word before them (#lunchbox, #giftset). */
const HOLDERS = new Set(
  "box boxes bag bags jar jars pack packs set sets kit kits basket baskets bottle bottles hamper hampers".split(
    " ",
  ),
);

/**
 * Heads too general to tag alone (#tips, #repair, #packages): the phrase keeps them (#runningtips,
 * #mobilerepair, #lunchideas), and the rest of the phrase gives the broad tags (#running).
 */
const GENERAL_HEADS = new Set(
  (
    "idea ideas option options tip tips service services solution solutions product products " +
    "item items thing things type types range deal deals offer offers shop store material " +
    "materials drop drops launch sale sales collection release edition change changes fix fixes " +
    "replacement replacements repair repairs package packages class classes lesson lessons " +
    "course courses coaching tuition training preparation prep announcement announcements " +
    "update updates news"
  ).split(" "),
);

/**
 * Heads that name a trouble, tagged only with what is troubled (#backpain, #hairfall): neither
 * #pain nor #back says what the post is about.
 */
const TROUBLES = new Set(
  "pain pains ache aches problem problems issue issues fall loss".split(" "),
);

/** "X alternative" is not X: only the whole phrase is a tag (#fastfoodalternative, never #fastfood). */
const NOT_THE_THING = /^(?:alternatives?|substitutes?)$/u;

/**
 * Describing words that need the word before them ("eco friendly", "sugar free", "home cooked",
 * "hand made"): a pair that starts with one is half a compound (#friendlysneakers).
 */
const SECOND_HALVES = /^(?:friendly|free|cooked|made|based|proof|grown|baked|owned|fed|safe)$/u;

const tagBody = (words: readonly string[]) => words.join("").replace(/[^\p{L}\p{M}\p{N}]/gu, "");

export type PhraseTags = {
  broad: string[];
  niche: string[];
  /** The nouns it names, for community tags ("lunch" of "lunch box", "sneakers"). */
  heads: string[];
  /** Naming words before the head ("running" of "recycled running sneakers", "sundarbans"). */
  modifiers: string[];
  /** One tag for what it is: "runningsneakers", "lunchbox", "projectmanagementapp". */
  kind: string | undefined;
};

/** Words a phrase may open with that are no part of what it names ("How to choose …"). */
const LEADING_FILLER =
  /^(?:how|to|why|what|when|where|which|who|the|a|an|our|your|my|their|this|these|that|those|for|of|in|on|with|and|or|choose|pick|find|buy|get|use|make)$/u;

/** Place names of more than one word, tagged as one ("Cox's Bazar" → #coxsbazar, not #sbazar). */
const PLACE_NAMES: readonly (readonly [RegExp, string])[] = [
  [COXS_BAZAR, "coxsbazar"],
  [/\bst\.?\s+martin(?:['’]?s)?(?:\s+island)?\b/u, "saintmartin"],
  [/\bold\s+dhaka\b/u, "olddhaka"],
];

/** A lower-cased phrase with its multi-word places as one word and no apostrophes ("men's" → "mens"). */
function asOneWord(phrase: string): string {
  // split() cuts at every match, whatever the pattern's flags.
  return PLACE_NAMES.reduce(
    (text, [pattern, word]) => text.split(pattern).join(word),
    phrase,
  ).replace(/['’]/gu, "");
}

const NONE: PhraseTags = { broad: [], niche: [], heads: [], modifiers: [], kind: undefined };

/**
 * The tags one keyword phrase gives: broad ones (its head noun, a two-word name such as
 * "running shoes"), niche ones (the whole phrase, the head with the word before it), what it is
 * as one tag, and its naming words. Words come lower-cased, "-" kept inside a compound.
 */
export function phraseTags(phrase: string): PhraseTags {
  const all = asOneWord(phrase.toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*/gu) ?? [];
  const start = all.findIndex(
    (word, index) => index === all.length - 1 || !LEADING_FILLER.test(word),
  );
  const words = all.slice(Math.max(start, 0));
  // Which Bangla word is the noun the Bangla kit knows (#পরিবেশবান্ধব_স্নিকার্স, #স্নিকার্স).
  if (words.some(hasBengali)) {
    const tags = banglaHashtags(words.join(" "));
    return { ...NONE, broad: tags, kind: tags[0] };
  }
  if (words.length > 1 && NOT_THE_THING.test(words.at(-1) ?? ""))
    return { ...NONE, niche: [tagBody(words)] };
  while (
    words.length > 1 &&
    isDescribingWord(words.at(-1) ?? "") &&
    !GENERAL_HEADS.has(words.at(-1) ?? "")
  )
    words.pop();
  const head = words.at(-1);
  if (!head) return NONE;
  if (words.length === 1) {
    // A trouble or a general word alone says nothing (#pain, #classes).
    if (TROUBLES.has(head) || GENERAL_HEADS.has(head)) return NONE;
    // "home-cooked" is a community of its own; "fresh" is not.
    if (isDescribingWord(head))
      return { ...NONE, niche: head.includes("-") ? [tagBody([head])] : [] };
    return { ...NONE, broad: [head], heads: [head], kind: head };
  }
  const modifiers = words
    .slice(0, -1)
    .filter((word) => !isDescribingWord(word) && !isStopWord(word));
  const whole = tagBody(words);
  const before = words.at(-2) ?? "";
  const lastTwo = tagBody([before, head]);
  if (TROUBLES.has(head))
    return { ...NONE, broad: whole.length <= 22 ? [whole] : [], niche: [whole], kind: whole };
  if (GENERAL_HEADS.has(head)) {
    // "running tips": #running is broad; #runningtips, what a post is about, niche.
    const rest = phraseTags(words.slice(0, -1).join(" "));
    return {
      ...rest,
      // "mobile repair", "running tips": a community of its own (#mobilerepair, #runningtips).
      broad: words.length === 2 ? [whole, ...rest.broad] : rest.broad,
      niche: [whole, ...rest.niche, lastTwo],
      kind: whole.length <= 22 ? whole : rest.kind,
    };
  }
  if (HOLDERS.has(head)) {
    if (isDescribingWord(before)) return { ...NONE, niche: [whole], modifiers };
    const kind = tagBody([before, singular(head)]);
    return { broad: [kind, before], niche: [whole], heads: [before], modifiers, kind };
  }
  if (words.length === 2) {
    const named = !isDescribingWord(before);
    return {
      broad: named ? [head, whole] : [head],
      niche: [whole],
      heads: [head],
      modifiers,
      kind: whole,
    };
  }
  // "recycled running sneakers" are running sneakers; "project management app" is all three
  // words, and so is "eco friendly sneakers" (#friendlysneakers is half a compound).
  const pairNames = !isDescribingWord(before) && !SECOND_HALVES.test(before);
  const earlierNames = words.slice(0, -2).some((word) => !isDescribingWord(word));
  return {
    broad: [head],
    niche: pairNames ? [whole, lastTwo] : [whole],
    heads: [head],
    modifiers,
    kind: pairNames && !earlierNames ? lastTwo : whole,
  };
}

/** Words after which a topic stops naming the thing and says where or for whom. */
const CONTEXT_BREAK =
  /[,;:.!?()|/]|\s(?:for|to|in|at|on|with|and|or|from|by|near|of|across|around|&)\s/iu;

/**
 * A topic's phrases: the thing it names ("home-cooked lunch boxes"), then its context ("offices",
 * "Gulshan", "city runners"), which gives only whole-phrase tags and places, never a broad tag.
 */
export function topicPhrases(topic: string): { thing: string; context: string[] } {
  const [thing = "", ...context] = topic
    .replace(/^(?:(?:how|why|when|where)\s+to|what|which)\s+/iu, "")
    .split(CONTEXT_BREAK)
    .map((part) => part.trim())
    .filter(Boolean);
  // "to do when your phone screen cracks" is a clause, not a thing: its runs of content words
  // are context ("phone screen cracks"), whose last word may be a verb and so is no broad tag.
  const words = thing.split(/\s+/u);
  if (words.slice(1, -1).some(isStopWord)) {
    const runs = words
      .reduce<string[][]>(
        (all, word) => {
          if (isStopWord(word.replace(/[^\p{L}'’]/gu, ""))) all.push([]);
          else all.at(-1)?.push(word);
          return all;
        },
        [[]],
      )
      .map((run) => run.join(" "))
      .filter((run) => run.includes(" "));
    return { thing: "", context: [...runs, ...context] };
  }
  return { thing, context };
}

/** A plural made singular for a compound tag (#sneakerlovers, #shoelovers, #boxlovers). */
function singular(word: string): string {
  if (/(?:ss|us|is)$/u.test(word)) return word;
  if (/(?:x|ch|sh|ss)es$/u.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/u.test(word)) return `${word.slice(0, -3)}y`;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

export type CommunitySuffixes = {
  /** After an activity ("running" → #runningcommunity). */
  activity: string;
  /** After a meal ("lunch" → #lunchideas). */
  meal: string;
  /** After anything else people like (#honeylovers, #sneakerlovers). */
  other: string;
};

/**
 * Activities people do together and follow as communities (#runningcommunity). A list, not the
 * "-ing" ending: "wedding", "billing", "clothing" and "packaging" are no hobby.
 */
const ACTIVITIES = new Set(
  (
    "running walking hiking trekking cycling biking swimming cooking baking gardening fishing " +
    "camping climbing dancing painting drawing reading writing gaming skating surfing knitting " +
    "sewing crafting training lifting boxing yoga photography travelling traveling"
  ).split(" "),
);

/** Whether a head noun names an activity people do together ("running", "baking", "hiking"). */
export function isActivity(head: string): boolean {
  return ACTIVITIES.has(head.toLowerCase());
}

/** A community tag for a head noun, by what the noun is. */
export function communityTag(head: string, suffixes: CommunitySuffixes): string {
  if (isActivity(head)) return `${head}${suffixes.activity}`;
  if (isMeal(head)) return `${head}${suffixes.meal}`;
  return `${singular(head)}${suffixes.other}`;
}

/** A keyword phrase without the places it names ("mobile repair" of "mobile repair Chattogram"). */
export function withoutPlaces(phrase: string): string {
  return phrase
    .split(/\s+/u)
    .filter((word) => !isPlaceName(word))
    .join(" ");
}

/**
 * Tags for the places a text names (gulshan, banani, dhaka: the city after its areas) and the
 * city among them, for a broad tag and a city's food tag.
 */
export function placeTags(text: string): { places: string[]; city: string | undefined } {
  const places = placesIn(text);
  const city = places.find((place) => isCityOrCountry(place) && place !== "Bangladesh");
  return { places: places.map((place) => place.toLowerCase()), city: city?.toLowerCase() };
}

/**
 * Hashtags for a product and its audience, most specific first: the brand, what the product is
 * ("#runningsneakers", "#lunchbox"), its head noun, a compound people tag ("#homecooked"), an
 * activity it names ("#running"), then the places either names. Never a describing word alone
 * ("#recycled") or an audience's head ("#workers").
 */
export function productHashtags(product: string, extra: string, count: number): string[] {
  const parts = productParts(product);
  const thing = phraseTags(parts.noun);
  const compounds = (
    parts.noun.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []
  ).filter(isDescribingWord);
  return hashtags([
    parts.short,
    // Who makes it, when the name says so ("… by Glow Studio"): the brand's own tag.
    ...(parts.brand && parts.brand !== parts.short ? [parts.brand] : []),
    thing.kind ?? "",
    ...thing.broad,
    ...compounds,
    ...thing.modifiers.filter(isActivity),
    ...placeTags(`${product} ${extra}`).places,
  ]).slice(0, count);
}

/** Apps, platforms, wallets and days a script names, which are no tag of the business. */
const NOT_A_BRAND =
  /^(?:whatsapp|instagram|facebook|messenger|tiktok|youtube|google|bkash|nagad|rocket|i|ok|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/iu;

/**
 * Names a text gives ("Ghorer Tiffin", "EcoStride"): runs of capitalised words that do not just
 * open a sentence, and CamelCase words anywhere; not places, apps or days.
 */
export function namesIn(text: string): string[] {
  const names = new Set<string>();
  for (const sentence of sentences(text)) {
    const words = sentence
      .split(/\s+/u)
      .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, ""));
    let run: string[] = [];
    let runStart = 0;
    const close = () => {
      // "At FixIt Point …": a capitalised common word opening the sentence is no part of the name.
      while (run.length > 1 && (isCommonWord(run[0] ?? "") || isStopWord(run[0] ?? ""))) {
        run.shift();
        runStart += 1;
      }
      const camel = run.some((word) => /\p{Lu}/u.test(word.slice(1)) && /\p{Ll}/u.test(word));
      const name = run.join(" ");
      if (run.length > 0 && (camel || run.length > 1 || (runStart > 0 && !isCommonWord(name))))
        names.add(name);
      run = [];
    };
    words.forEach((word, index) => {
      const named = /^\p{Lu}/u.test(word) && !NOT_A_BRAND.test(word) && !isPlaceName(word);
      if (!named) return close();
      if (run.length === 0) runStart = index;
      run.push(word);
    });
    close();
  }
  return [...names];
}

const PRONOUNS = "\\b(?:i|we|you|they|he|she|it)";

/** A script's opening line that names the viewer's problem ("Tired of greasy burgers?"). */
const PROBLEM_LINE =
  /\?$|^(?:tired|sick|fed up|no more|stop|still|hate|bored|worried|struggling|done with)\b/iu;

/**
 * Hashtags for a reel from its script: the names it gives, its places, then its words, never a
 * describing one, and nothing from an opening line about the problem (a competitor's "#burgers").
 */
export function scriptHashtags(script: string, count: number): string[] {
  const lines = sentences(script);
  const first = lines[0] ?? "";
  const said = (lines.length > 1 && PROBLEM_LINE.test(first) ? lines.slice(1) : lines).join(" ");
  const names = namesIn(said);
  const { places } = placeTags(script);
  return hashtags([...names, ...places, ...namingWords(said, 16, names)]).slice(0, count);
}

/**
 * The words of free text that could name what it is about, most frequent first: no describing
 * word, no place, no word of a name it gives, and no verb right after a name or a pronoun
 * ("Ghorer Tiffin brings", "we replace"). A thumbnail's or a reel's topic words.
 */
export function namingWords(text: string, limit: number, names = namesIn(text)): string[] {
  const nameWords = new Set(names.flatMap((name) => name.toLowerCase().split(" ")));
  const doers = [...names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")), PRONOUNS];
  const verbs = new Set(
    [...text.matchAll(new RegExp(`(?<=(?:${doers.join("|")})\\s+)\\p{L}+`, "giu"))].map((match) =>
      match[0].toLowerCase(),
    ),
  );
  return extractKeywords(text, limit + 10)
    .filter(
      (word) =>
        !isDescribingWord(word) && !nameWords.has(word) && !isPlaceName(word) && !verbs.has(word),
    )
    .slice(0, limit);
}
