import { AUDIENCE } from "../../kit/brief.ts";
import {
  blocks,
  bullets,
  charCount,
  extractKeywords,
  isCommonWord,
  isWeakWord,
  table,
} from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Ten name ideas of different kinds, the top three with a logo direction, and checks to run. */

/** Brand personalities the inputs can point to, matched in this order. */
export const TRAIT_PATTERNS = [
  ["natural", /\beco(?!nom)|green|natural|sustainab|organic|earth/iu],
  ["warm", /warm|friendly|cosy|cozy|welcom|kind|caring/iu],
  ["modern", /modern|minimal|clean|sleek/iu],
  ["premium", /luxur|premium|elegant|classy|refined/iu],
  ["playful", /playful|fun|bright|youthful|cheer|quirky/iu],
  ["bold", /bold|strong|confident|power|energetic/iu],
  ["calm", /calm|peace|simple|gentle|soft|serene/iu],
  ["trustworthy", /trust|reliab|honest|secure|professional|expert/iu],
  ["smart", /tech|smart|innovat|digital|future/iu],
  ["crafted", /tradition|heritage|craft|artisan|handmade|local/iu],
] as const satisfies readonly (readonly [string, RegExp])[];

export type TraitKey = (typeof TRAIT_PATTERNS)[number][0];

/** A personality's look: image words for names, colours, how it feels and a typeface. */
export type Trait = { words: readonly string[]; colours: string; feeling: string; type: string };

/** One name idea: the name, its kind, why it works and an icon idea for the logo. */
export type NameIdea = { name: string; type: string; why: string; image: string };

/** A Bangla word whose meaning we are sure of, with its Latin spelling and an icon idea. */
export type BanglaWord = { latin: string; bangla: string; meaning: string; image: string };

export type LogoNamePhrases = {
  defaultDescription: string;
  /** Roots for names when the description gives fewer than two. */
  defaultRoots: readonly [first: string, second: string];
  traits: Readonly<Record<TraitKey, Trait>>;
  /** The look when no personality is recognised; its words are always among the images. */
  defaultTrait: Trait;
  /** Offered only when the inputs point to Bangladesh. */
  banglaWords: readonly BanglaWord[];
  /** Soft endings for invented names ("Juteora"); two per root. */
  inventedEndings: readonly string[];
  /** Place words for descriptive names ("The Jute House"). */
  placeWords: readonly string[];
  /** Endings for abstract coined words ("Leafly"). */
  abstractEndings: readonly string[];
  ideas: {
    compound: (slots: { root: string; image: string; feeling: string }) => NameIdea;
    compoundPair: (slots: { root: string; image: string }) => NameIdea;
    invented: (slots: { root: string; stem: string; ending: string }) => NameIdea;
    descriptive: (slots: { root: string; place: string }) => NameIdea;
    pair: (slots: { root: string; root2: string }) => NameIdea;
    metaphor: (slots: { imageA: string; imageB: string; feeling: string }) => NameIdea;
    abstract: (slots: { image: string; ending: string }) => NameIdea;
    bangla: (slots: BanglaWord & { root: string }) => NameIdea;
  };
  heading: (description: string) => string;
  tableHeaders: readonly [name: string, type: string, why: string];
  topHeading: string;
  look: (slots: { idea: NameIdea; trait: Trait }) => readonly string[];
  checksHeading: string;
  checks: readonly string[];
};

/** The fields the business and its personality are read from. */
export const BUSINESS_FIELDS = ["business_description", "product_name", "title"] as const;
export const PERSONALITY_FIELDS = ["brand_personality"] as const;

const WEAK_ROOTS =
  /^(online|shop|store|business|company|services?|products?|brand|selling|sells|sell|based|quality|affordable)$/u;

const BANGLADESH =
  /bangla|bangladesh|dhaka|chattogram|chittagong|sylhet|khulna|rajshahi|\bdesh\b/iu;

const NAME_MIN = 4;
const NAME_MAX = 18;

/** Up to four Latin root words for names: nouns, not common adjectives ("handmade", "modern"). */
export function latinRoots(description: string): string[] {
  return extractKeywords(description, 10)
    .filter((word) => !WEAK_ROOTS.test(word) && !isWeakWord(word) && !isCommonWord(word))
    .filter((word) => /^\p{Script=Latin}+$/u.test(word))
    .map((word) => (word.length > 4 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word))
    .slice(0, 4);
}

/**
 * Ten names in random order, one of each type in turn, each once and of a length that fits
 * (`min` to `max` characters).
 */
export function pickNames(
  random: Random,
  candidates: readonly NameIdea[],
  { min, max }: { min: number; max: number },
): NameIdea[] {
  const byType = new Map<string, NameIdea[]>();
  const seen = new Set<string>();
  for (const candidate of random.shuffle(candidates)) {
    const key = candidate.name.toLowerCase();
    const length = charCount(candidate.name);
    if (seen.has(key) || length > max || length < min) continue;
    seen.add(key);
    byType.set(candidate.type, [...(byType.get(candidate.type) ?? []), candidate]);
  }
  const picked: NameIdea[] = [];
  const queues = [...byType.values()];
  while (picked.length < 10 && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) picked.push(next);
      if (picked.length === 10) break;
    }
  }
  return picked;
}

export const writeLogoNames: Writer<LogoNamePhrases> = ({ brief, random, phrases }) => {
  const description = brief.text(BUSINESS_FIELDS, phrases.defaultDescription);
  const personality = brief.text(PERSONALITY_FIELDS, "");
  const audience = brief.text(AUDIENCE, "");
  const roots = latinRoots(description);
  const [root = phrases.defaultRoots[0], root2 = roots[1] ?? phrases.defaultRoots[1]] = roots;
  const traits = TRAIT_PATTERNS.filter(([, pattern]) =>
    pattern.test(`${personality} ${description}`),
  ).map(([key]) => phrases.traits[key]);
  const trait = traits[0] ?? phrases.defaultTrait;
  const images = [
    ...new Set([...traits.flatMap((item) => item.words), ...phrases.defaultTrait.words]),
  ];
  const [imageA = "", imageB = imageA] = random.shuffle(images);
  const local = BANGLADESH.test(`${description} ${audience} ${personality}`);
  const stem = (word: string) => word.replace(/[aeiouy]+$/u, "");
  const { ideas: idea } = phrases;
  const ideas: NameIdea[] = [
    idea.compound({ root, image: imageA, feeling: trait.feeling }),
    idea.compoundPair({ root: root2, image: imageB }),
    ...roots
      .filter((word) => word.length <= 6)
      .flatMap((word) =>
        random
          .sample(phrases.inventedEndings, 2)
          .map((ending) => idea.invented({ root: word, stem: stem(word), ending })),
      ),
    idea.descriptive({ root, place: random.pick(phrases.placeWords) }),
    idea.pair({ root, root2 }),
    idea.metaphor({ imageA, imageB, feeling: trait.feeling }),
    idea.abstract({ image: imageA, ending: random.pick(phrases.abstractEndings) }),
    ...(local
      ? random.sample(phrases.banglaWords, 2).map((word) => idea.bangla({ ...word, root }))
      : []),
  ];
  const picked = pickNames(random, ideas, { min: NAME_MIN, max: NAME_MAX });
  return blocks(
    phrases.heading(description),
    table(
      phrases.tableHeaders,
      picked.map((candidate) => [`**${candidate.name}**`, candidate.type, candidate.why]),
    ),
    phrases.topHeading,
    ...picked
      .slice(0, 3)
      .map((top, index) =>
        blocks(
          `### ${top.name}`,
          bullets(
            phrases.look({ idea: top, trait: traits[index % Math.max(1, traits.length)] ?? trait }),
          ),
        ),
      ),
    phrases.checksHeading,
    bullets(phrases.checks),
  );
};
