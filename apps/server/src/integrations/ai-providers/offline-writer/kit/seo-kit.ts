import { isSoftware, offerKind, pageKind } from "./copy-kit.ts";
import type { Random } from "./random.ts";
import { charCount, clean, truncate } from "./text-kit.ts";

/** Places a search keyword often closes with, as they are written ("bd" as "BD"). */
const PLACES: Readonly<Record<string, string>> = Object.fromEntries(
  (
    "Dhaka Chattogram Chittagong Sylhet Khulna Rajshahi Barishal Rangpur Mymensingh Cumilla " +
    "Comilla Gazipur Narayanganj Bangladesh BD Gulshan Banani Dhanmondi Uttara Mirpur Motijheel " +
    "Bashundhara Mohammadpur"
  )
    .split(" ")
    .map((place) => [place.toLowerCase(), place]),
);

/** Whether a word is a place in Bangladesh ("Chattogram", "gulshan", "BD"). */
export function isPlaceName(word: string): boolean {
  return PLACES[word.toLowerCase()] !== undefined;
}

/** Dhaka's areas among the places, which name the city too. */
const DHAKA_AREAS = new Set(
  "gulshan banani dhanmondi uttara mirpur motijheel bashundhara mohammadpur".split(" "),
);

/** Whether a place is a city or the country, not one of Dhaka's areas. */
export function isCityOrCountry(place: string): boolean {
  return !DHAKA_AREAS.has(place.toLowerCase());
}

/**
 * The places in Bangladesh a text names, as they are written, in order, then Dhaka when only its
 * areas are named ("Gulshan", "Banani", "Dhaka" of "offices in Gulshan and Banani"). "BD" is no
 * place to tag or name.
 */
/** Cox's Bazar as people type it ("Cox's Bazar", "Coxs Bazar", "cox bazar"): one place of two words. */
export const COXS_BAZAR = /\bcox(?:['’]?s)?\s+bazar\b/iu;

export function placesIn(text: string): string[] {
  const found = new Set<string>();
  for (const [word] of text.matchAll(/\p{L}+/gu)) {
    const place = PLACES[word.toLowerCase()];
    if (place && place !== "BD") found.add(place);
  }
  // Places of two words: Cox's Bazar is neither Cox nor a bazar.
  if (COXS_BAZAR.test(text)) found.add("Cox's Bazar");
  if ([...found].some((place) => DHAKA_AREAS.has(place.toLowerCase()))) found.add("Dhaka");
  return [...found];
}

/**
 * A search keyword as a sentence says it: one that closes with a place, as people type them into
 * search, takes "in" ("office lunch delivery in Dhaka" of "office lunch delivery dhaka"), so that
 * prose and titles do not read "Getting office lunch delivery Dhaka right". English only; the URL
 * slug keeps the keyword as typed.
 */
export function keywordAsSaid(keyword: string): string {
  const match = /^(.*\S)\s+(\p{L}+)$/u.exec(keyword.trim());
  const place = match?.[2] ? PLACES[match[2].toLowerCase()] : undefined;
  if (!match?.[1] || !place || /\b(?:in|near|at|from|of|to|across|around)$/iu.test(match[1]))
    return keyword;
  return `${match[1]} in ${place}`;
}

/** Search-snippet limits: titles past ~60 and descriptions past ~160 characters get cut off. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

export type SearchIntent = "informational" | "product" | "service";

/**
 * What a page's search is for, from its topic and keyword (`text`): a guide, a product or a
 * service; `brand` makes it a service when it is a service business and the text names nothing
 * else (a clinic's "teeth whitening", `pageKind`).
 */
export function searchIntent(text: string, brand = ""): SearchIntent {
  if (
    /\b(how|why|what|when|which|guide|tips|ideas|ways|blog|learn|tutorial|explained|vs)\b/iu.test(
      text,
    )
  )
    return "informational";
  if (isSoftware(text) || pageKind(offerKind, text, brand) === "service") return "service";
  return "product";
}

/** "Recycled running sneakers product page" → "Recycled running sneakers". */
export function pageSubject(topic: string): string {
  const stripped = clean(
    topic.replace(
      /\b(product|landing|category|collection|service|home|sales)?\s*(page|homepage|blog post|article|post)\b/giu,
      "",
    ),
  );
  return stripped === "" ? clean(topic) : stripped;
}

/** What titles and descriptions are built from. */
type SnippetInput = { keyword: string; subject: string; brand: string; intent: SearchIntent };

/** A description sentence, given the keyword and the brand. */
type SnippetSentence = (slots: { keyword: string; brand: string }) => string;

export type SeoKitPhrases = {
  /** "Keyword: Subject", when the subject does not already name the keyword. */
  keywordAndSubject: (keyword: string, subject: string) => string;
  /** Title tag candidates per intent; `keyword` and `subject` come Title Cased. */
  titles: (slots: {
    keyword: string;
    aboutSubject: string;
    brand: string;
  }) => Readonly<Record<SearchIntent, readonly string[]>>;
  /** The last resort when no candidate fits: the keyword and the brand. */
  fallbackTitle: (keyword: string, brand: string) => string;
  /** Description sentences per intent: an opening, support, and a call to action. */
  descriptions: Readonly<
    Record<
      SearchIntent,
      {
        leads: readonly SnippetSentence[];
        supports: readonly SnippetSentence[];
        ctas: readonly string[];
      }
    >
  >;
  /** How a title is cased ("Title Case" in English). */
  titleCase: (text: string) => string;
};

/** Title tags of at most 60 characters, keyword first, brand last; closest to 50–60 first. */
export function metaTitles(
  phrases: SeoKitPhrases,
  { keyword, subject, brand, intent }: SnippetInput,
  count: number,
  random: Random,
): string[] {
  const kw = phrases.titleCase(keyword);
  const subjectTitle = phrases.titleCase(subject);
  const aboutSubject = subject.toLowerCase().includes(keyword.toLowerCase())
    ? subjectTitle
    : phrases.keywordAndSubject(kw, subjectTitle);
  const byIntent = phrases.titles({ keyword: kw, aboutSubject, brand });
  const fitting = random
    .shuffle(byIntent[intent].filter((title) => charCount(title) <= TITLE_MAX))
    .sort((a, b) => Number(charCount(b) >= 40) - Number(charCount(a) >= 40));
  const titles = [...new Set(fitting)].slice(0, count);
  while (titles.length < count) {
    const fallback = truncate(
      titles.length === 0 ? phrases.fallbackTitle(kw, brand) : kw,
      TITLE_MAX,
    );
    if (titles.includes(fallback)) break;
    titles.push(fallback);
  }
  return titles;
}

/** Marks where the brand goes in description sentences, so brand-less pools can drop them. */
const BRAND_SLOT = "\u0001";

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * Whether a call to action opens with a verb the sentences before it already used ("Browse the
 * range and find …. Browse the range.", "See the details, … order online. Order today."): a
 * snippet of 160 characters has no room to say a thing twice.
 */
function echoes(cta: string, before: string): boolean {
  const verb = wordsOf(cta)[0];
  return verb !== undefined && wordsOf(before).includes(verb);
}

/** Meta descriptions of 120–160 characters with the keyword once, each with a different opening. */
export function metaDescriptions(
  phrases: SeoKitPhrases,
  { keyword, brand, intent }: SnippetInput,
  count: number,
  random: Random,
): string[] {
  const pool = phrases.descriptions[intent];
  // Without a brand (the blog tool has none), sentences that name it are left out.
  const usable = (sentences: readonly SnippetSentence[]) => {
    const texts = sentences.map((sentence) => sentence({ keyword, brand: BRAND_SLOT }));
    return brand === "" ? texts.filter((text) => !text.includes(BRAND_SLOT)) : texts;
  };
  const fill = (text: string) => text.replaceAll(BRAND_SLOT, brand);
  const leads = usable(pool.leads).map(fill);
  const supports = usable(pool.supports).map(fill);
  const ctas = pool.ctas;
  const candidates: string[][] = [];
  for (const lead of random.shuffle(leads))
    for (const support of random.shuffle(supports))
      for (const cta of random.shuffle(ctas)) {
        if (echoes(cta, `${lead} ${support}`)) continue;
        candidates.push([lead, support, cta]);
        for (const extra of supports)
          if (extra !== support && !echoes(cta, extra))
            candidates.push([lead, support, extra, cta]);
      }
  const results: string[] = [];
  const usedLeads = new Set<string>();
  for (const parts of candidates) {
    const text = parts.join(" ");
    const length = charCount(text);
    const lead = parts[0] ?? "";
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX || usedLeads.has(lead)) continue;
    usedLeads.add(lead);
    results.push(text);
    if (results.length === count) return results;
  }
  // Inputs too long for any full sentence set: cut the lead and support, keep the call to action.
  for (const parts of candidates) {
    const lead = parts[0] ?? "";
    if (results.length === count) break;
    if (usedLeads.has(lead)) continue;
    usedLeads.add(lead);
    const cta = parts[parts.length - 1] ?? "";
    const body = truncate(parts.slice(0, -1).join(" "), DESCRIPTION_MAX - charCount(cta) - 2);
    results.push(`${body.replace(/[.?!]*$/u, ".")} ${cta}`);
  }
  return results;
}
