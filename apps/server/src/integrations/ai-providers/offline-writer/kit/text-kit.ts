/**
 * Text helpers shared by the offline writer's templates. Lengths are counted in code points, which
 * is what people mean by "characters" for Bangla and emoji alike.
 */
export function charCount(text: string): number {
  return [...text].length;
}

/** One line: whitespace collapsed, trailing separators removed (kept: "!" and "?"). */
export function clean(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.,;:]+$/u, "");
}

const DANGLING = new Set([
  "a",
  "an",
  "and",
  "&",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "your",
  "our",
  "my",
  "that",
  "which",
  "who",
  "whose",
  "where",
  "when",
  "but",
  "so",
  "-",
  "–",
  "—",
]);

/**
 * At most `max` characters, cut on a word boundary without a dangling "and"/"for"/punctuation.
 * Never inside a word (issue 14): when not even the first word fits, the answer is "" and the
 * caller leaves the part out or uses a shorter fallback.
 */
export function truncate(text: string, max: number): string {
  const source = text.trim();
  if (charCount(source) <= max) return source;
  const words = source.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (charCount([...kept, word].join(" ")) > max) break;
    kept.push(word);
  }
  const dangles = (word: string) => DANGLING.has(word.toLowerCase()) || /^\d+$/u.test(word);
  while (kept.length > 0 && dangles(kept[kept.length - 1] ?? "")) kept.pop();
  return kept.join(" ").replace(/[\s,;:–—-]+$/u, "");
}

/**
 * A name or phrase that goes inside a sentence (a product, an audience, an offer), cut like
 * truncate() to at most `max` characters; when its first word alone is longer, that word is kept
 * whole rather than cut or left out (a sentence with a hole reads worse than a long word).
 */
export function truncateName(text: string, max: number): string {
  return truncate(text, max) || (text.trim().split(/\s+/)[0] ?? "");
}

/**
 * Prose cut to at most `max` characters at a sentence end: the whole sentences that fit ("… you can
 * feel good about." rather than "… you can feel good about. Made"). When not even the first
 * sentence fits, it is cut at a word boundary and marked as cut with "…" (within `max`). Bangla's
 * sentence end (।) counts as one. For titles and labels, which are not sentences, use truncate().
 */
export function trimToSentences(text: string, max: number): string {
  const source = text.trim();
  if (charCount(source) <= max) return source;
  if (max <= 0) return "";
  const sentences = source.match(/[^.!?।]+(?:[.!?।]+["”’)]*|$)\s*/gu) ?? [source];
  let kept = "";
  for (const sentence of sentences) {
    const next = `${kept}${sentence}`;
    if (charCount(next.trim()) > max) break;
    kept = next;
  }
  if (kept.trim() !== "") return kept.trim();
  const cut = truncate(source, max - 1);
  return cut === "" ? "" : `${cut}…`;
}

/** `text` ending in `stop` ("." or "।") unless it already ends a sentence (or was cut: "…"). */
export function endSentence(text: string, stop: string): string {
  return /[.!?…।]["”’)]*$/u.test(text) ? text : `${text}${stop}`;
}

const PHRASE_BOUNDARY =
  /^(in|at|from|with|who|that|which|for|on|across|around|near|aged|looking|wanting|living|working)$/iu;

/**
 * The longest leading phrase of at most `max` characters that ends where a new phrase starts
 * ("young professionals in Dhaka who run" → "young professionals" or "young professionals in Dhaka"),
 * or "" when even the first phrase is too long. Unlike truncate(), it never ends on "young".
 */
export function phraseCut(text: string, max: number): string {
  const source = clean(text);
  if (charCount(source) <= max) return source;
  const words = source.split(" ");
  let best = "";
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index] ?? "";
    const previous = words[index - 1] ?? "";
    if (!PHRASE_BOUNDARY.test(word) && !previous.endsWith(",")) continue;
    const candidate = clean(words.slice(0, index).join(" "));
    if (charCount(candidate) <= max) best = candidate;
  }
  return best;
}

/** The audience without its trailing clauses, for hooks and headlines. */
export function audienceCore(audience: string): string {
  return phraseCut(audience, 32) || truncateName(audience, 32);
}

export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words that start audiences, benefits and goals and are not names ("Young parents" → "young parents"). */
const COMMON_STARTERS = new Set(
  (
    "a an the all every any some most many more less fewer higher lower better double grow increase " +
    "get drive boost announce promote launch invite remind introduce book buy sign start try join " +
    "download order shop request schedule claim learn save make help build find reach sell " +
    "young busy small new first working university college school students parents mothers mums " +
    "moms fathers dads women men girls boys teens teenagers kids families office online home local " +
    "budget health fitness eco eco-friendly conscious professional professionals freelancers " +
    "entrepreneurs founders owners business businesses brands marketers marketing agencies " +
    "companies teams managers runners gamers travellers travelers shoppers buyers customers people " +
    "anyone everyone light lightweight breathable soft fast quick easy simple affordable premium " +
    "durable comfortable made handmade recycled organic natural modern stylish healthy fresh daily " +
    "weekly monthly urban rural tech-savvy retired senior seniors expecting corporate restaurant " +
    "restaurants cafe salons clinics doctors teachers tutors creators influencers sellers retailers " +
    "farmers brides couples pet dog cat car bike gift wedding our your their it its this that these " +
    "how why what when where which who top ways tips guide sustainable eco-conscious fashion beauty " +
    "skincare tech travel food fitness parenting lifestyle cooking gaming music sports wellness " +
    "running cycling photography art design diy thrift vintage luxury minimalist vegan personal " +
    "finance education study career digital social content video street everyday middle-income"
  ).split(" "),
);

/** Whether a word is an ordinary word rather than a name ("Young" yes, "Dhaka" no). */
export function isCommonWord(word: string): boolean {
  return COMMON_STARTERS.has(word.toLowerCase().replace(/[^\p{L}-]/gu, ""));
}

/**
 * A capitalised word that is a verb form or an adjective by its ending ("Rotating", "Cooked",
 * "Washable", "Carefully"), not a name, when a word in lower case follows it ("Rotating weekly
 * menu"; "Spring Sneaker Drop" is a name).
 */
const NOT_A_NAME = /^\p{Lu}\p{Ll}{2,}(?:ing|ed|ful|less|able|ible|ive|ous|ly)$/u;

/** Lower-cases the first letter for use mid-sentence, unless the first word looks like a name. */
export function lowerFirst(text: string): string {
  const [firstWord = "", ...rest] = text.split(/\s+/);
  const next = rest[0] ?? "";
  const ordinary =
    isCommonWord(firstWord) ||
    (NOT_A_NAME.test(firstWord) && /^\p{Ll}/u.test(next) && !/^(?:and|&|of)$/u.test(next));
  if (!ordinary) return text;
  if (firstWord.slice(1) !== firstWord.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Picks the verb form that agrees with a noun phrase ("sneakers fit", "a bag fits"). */
export function agree(noun: string, singular: string, plural: string): string {
  const last = (noun.trim().split(/\s+/).at(-1) ?? "").toLowerCase();
  const looksPlural = /[^siu']s$/u.test(last) || /(ies|ches|shes|xes|sses)$/u.test(last);
  return looksPlural ? plural : singular;
}

/** Nouns that take no "a" ("online IELTS coaching", "raw honey"), by the phrase's last word. */
const UNCOUNTABLE =
  /\b(coaching|tuition|tutoring|training|preparation|advice|support|software|furniture|clothing|jewell?ery|equipment|makeup|photography|videography|catering|laundry|honey|ghee|rice|food|tea|coffee|research|feedback|care|skincare|haircare|packaging|delivery|insurance)$/iu;

/**
 * A noun phrase as "looking for …" says it: "a bridal makeup package", "an app", "running
 * sneakers" (plural: no article), lower-cased at its start like lowerFirst.
 */
export function someOf(noun: string): string {
  const phrase = lowerFirst(noun.trim());
  // A plural, an uncountable noun ("IELTS coaching", "honey"), a phrase with its own article, or
  // a name ("Spring Sneaker Drop") takes none.
  if (
    agree(phrase, "one", "many") === "many" ||
    UNCOUNTABLE.test(phrase) ||
    /^(a|an|the|our|your|my|their|this|that|these|those)\s/iu.test(phrase) ||
    // A name, all in capitals; "Cox's Bazar family tour package" names a place, then a thing.
    (/^\p{Lu}/u.test(phrase) && !/\s\p{Ll}[\p{Ll}-]*$/u.test(phrase))
  )
    return phrase;
  return `${/^[aeiou]/iu.test(phrase) ? "an" : "a"} ${phrase}`;
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
]);

/** Units and times written in lower case after a number ("by 1 pm", "5 km", "500 ml"). */
const UNITS = /^(?:am|pm|a\.m\.|p\.m\.|km|kg|g|mg|ml|l|cm|mm|m)[.,!?:;]?$/u;
/** Units written in capitals after a number ("64 GB"). */
const CAPITAL_UNITS = /^(?:gb|mb|tb|kb|mah)(?=[.,!?:;]?$)/u;

/** Title Case for headlines; words that already carry capitals (EcoStride, SaaS) are kept. */
export function titleCase(text: string): string {
  const words = text.split(" ");
  return words
    .map((word, index) => {
      if (word !== word.toLowerCase()) return word;
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      const afterNumber = index > 0 && /\d$/u.test(words[index - 1] ?? "");
      if (afterNumber && UNITS.test(word)) return word;
      if (afterNumber && CAPITAL_UNITS.test(word))
        return word.replace(CAPITAL_UNITS, (unit) => (unit === "mah" ? "mAh" : unit.toUpperCase()));
      return word.replace(
        /(^|-)(\P{L}*)(\p{L})/gu,
        (_match, dash: string, lead: string, letter: string) => {
          return dash + lead + letter.toUpperCase();
        },
      );
    })
    .join(" ");
}

/** "a, b; c and d" → ["a", "b", "c", "d"], without blanks or case-insensitive repeats. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(/[,;\n|•]+|\s+(?:and|&|\+)\s+/u)) {
    const item = clean(part.replace(/^[\s\-*–—]+/u, ""));
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** Sentences of free text (line breaks end sentences too). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?।])\s+/u)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence !== "");
}

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before " +
    "being below between both but by can can't cannot could did do does doing don't down during " +
    "each few for from further had has have having he her here hers herself him himself his how i " +
    "if in into is isn't it it's its itself just let's me more most my myself no nor not now of off " +
    "on once only or other our ours ourselves out over own same she should so some such than that " +
    "the their theirs them themselves then there these they this those through to too under until " +
    "up very was we were what when where which while who whom why will with would you your yours " +
    "yourself yourselves get gets got make makes made new best top great good really want wants " +
    "need needs know like one two three every via per etc use using used way ways thing things " +
    "who's don't doesn't didn't won't i'm you're we're they're go goes going went gone come comes " +
    "coming came take takes took give gives gave keep keeps kept say says said see sees seen look " +
    "looks try tries start starts started beat beats everyone everybody anyone anybody someone " +
    "somebody everything something anything nothing still ever even much many"
  ).split(" "),
);

/** Words too general to stand alone as a hashtag, a thumbnail word or a name root. */
const WEAK_WORDS = new Set(
  (
    "choose pick find buy make get use hot cold best new good great easy simple quick ways tips " +
    "guide how why what top vs ideas free online today daily mistakes things prepare learn " +
    "improve pass crack"
  ).split(" "),
);

export function isStopWord(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

export function isWeakWord(word: string): boolean {
  return WEAK_WORDS.has(word.toLowerCase());
}

const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/**
 * Content words of free text, most frequent first (ties keep their first appearance), lowercased,
 * without stop words, possessives or bare numbers.
 */
export function extractKeywords(text: string, limit = 8): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  let position = 0;
  for (const match of text.toLowerCase().matchAll(WORD_PATTERN)) {
    const word = match[0].replace(/['’]s$/u, "").replace(/[-'’]+$/u, "");
    position += 1;
    if (STOPWORDS.has(word) || /^\d+$/u.test(word)) continue;
    if (/^[a-z]/u.test(word) && word.length < 3) continue;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: position });
  }
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, limit)
    .map(([word]) => word);
}

/**
 * "#" plus the lowercased letters, marks and digits of `text` (Bangla keeps its vowel signs), or ""
 * when nothing usable is left or the result is only digits or too long to read.
 */
export function toHashtag(text: string, maxLength = 30): string {
  const body = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
  if (body === "" || /^\d+$/u.test(body) || charCount(body) > maxLength) return "";
  return `#${body}`;
}

/** Hashtags from the texts, in order, without empties and without repeats. */
export function hashtags(texts: readonly string[], maxLength = 30): string[] {
  return [...new Set(texts.map((text) => toHashtag(text, maxLength)).filter(Boolean))];
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinNatural(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join("\n");
}

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** A Markdown table; pipes and line breaks inside cells are neutralised. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The words the text helpers need in the language being written. */
export type TextKitPhrases = {
  /** A text with its length: "Shop now (8 characters)". */
  counted: (text: string, count: number) => string;
  /** A list in running text: "a, b and c". */
  list: (items: readonly string[]) => string;
};

/** The text with its exact length in code points, as the language writes it. */
export function counted(text: string, phrases: TextKitPhrases): string {
  return phrases.counted(text, charCount(text));
}

/** Joins Markdown blocks with blank lines, skipping empty ones. */
export function blocks(...parts: readonly (string | false | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join("\n\n");
}
