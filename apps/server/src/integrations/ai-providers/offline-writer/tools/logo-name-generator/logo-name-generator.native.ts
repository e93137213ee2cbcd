import { BANGLA_STOP_WORDS, hasBengali, isBanglaPlace } from "../../kit/bangla-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import { mentionsBangladesh } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, bullets, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  BUSINESS_FIELDS,
  latinRoots,
  PERSONALITY_FIELDS,
  pickNames,
  TRAIT_PATTERNS,
  type NameIdea,
  type Trait,
  type TraitKey,
} from "./logo-name-generator.writer.ts";

/**
 * Brand name ideas as the Bangla and Banglish books write them (the same ideas in two scripts):
 * names built from the business's own Bangla words and Bangla images, the top three with a logo
 * direction, and what to check before deciding.
 */

/** A Bangla word that names well before a root ("সোনালি পাট"), with its meaning. */
export type NativeNameWord = { word: string; meaning: string; image: string };

export type NameSlots = {
  root: string;
  root2: string;
  image: string;
  imageB: string;
  feeling: string;
};

export type LogoNameNativeBook = {
  language: NativeLanguage;
  defaultDescription: string;
  /** A word as this book prints it (romanised in Banglish). */
  shown: (text: string) => string;
  traits: Readonly<Record<TraitKey, Trait>>;
  defaultTrait: Trait;
  /** Bangla personality words, per trait (the English ones are read too). */
  traitWords: Readonly<Record<TraitKey, RegExp>>;
  nameWords: readonly NativeNameWord[];
  /** Endings that make a coined word of a root ("পাটশালা"). */
  coinEndings: readonly string[];
  /** Place words for descriptive names ("পাটের হাট"). */
  placeWords: readonly string[];
  ideas: {
    compound: (slots: NameSlots) => NameIdea;
    /** Two image words as one name, when the business gives no root of its own. */
    imageCompound: (slots: NameSlots) => NameIdea;
    coined: (slots: NameSlots & { ending: string }) => NameIdea;
    descriptive: (slots: NameSlots & { place: string }) => NameIdea;
    pair: (slots: NameSlots) => NameIdea;
    metaphor: (slots: NameSlots) => NameIdea;
    bangla: (slots: NameSlots & NativeNameWord) => NameIdea;
  };
  heading: (description: string) => string;
  /** Who the names are for, as typed. */
  forAudience: (audience: string) => string;
  tableHeaders: readonly [name: string, type: string, why: string];
  topHeading: string;
  look: (slots: { idea: NameIdea; trait: Trait }) => readonly string[];
  checksHeading: string;
  checks: readonly string[];
};

/** Words that describe the shop, not what it sells: never a name's root. */
const WEAK_BANGLA = new Set(
  "অনলাইন লাইভ শপ দোকান জিনিস পণ্য ব্যবসা সার্ভিস সেবা কোম্পানি হাতে তৈরি বিক্রি ঘরোয়া নতুন ভালো সুন্দর সেরা".split(
    " ",
  ),
);

/**
 * A noun without its case ending, plural or "with", for a name's root: "বাসনের" → "বাসন",
 * "ক্লাসসহ" → "ক্লাস", "মাটির" →
 * "মাটি" (the kit's hashtag stem would also take টি off "মাটি"), "কারিগরদের" → "কারিগর".
 */
export function rootStem(word: string): string {
  const stem = word
    .replace(/(?<=\p{L}\p{M}*)সহ$/u, "")
    .replace(/(?:গুলোর|গুলো|দের|েরা)$/u, "")
    .replace(/ের$/u, "")
    .replace(/(?<=[\u09BE-\u09CC])র$/u, "");
  return [...stem].length >= 2 ? stem : word;
}

/** Bangla nouns of the description, as roots: no places, particles, verbal nouns or shop words. */
export function banglaRoots(description: string): string[] {
  const words = description.normalize("NFC").match(/[\p{L}\p{M}]+/gu) ?? [];
  return [
    ...new Set(
      words
        .filter((word) => hasBengali(word) && !isBanglaPlace(word))
        .map(rootStem)
        .filter(
          (word) =>
            !BANGLA_STOP_WORDS.has(word) &&
            !WEAK_BANGLA.has(word) &&
            !/(?:ানো|ানোর|নোর|না)$/u.test(word) &&
            [...word].length >= 2,
        ),
    ),
  ].slice(0, 4);
}

const NAME_MIN = 3;
const NAME_MAX = 18;

export function nativeLogoNameWriter(book: LogoNameNativeBook): LanguageWriter {
  return (brief, random) => {
    const description = brief.text(BUSINESS_FIELDS, book.defaultDescription);
    const personality = brief.text(PERSONALITY_FIELDS, "");
    const audience = brief.text(AUDIENCE, "");
    const text = `${personality} ${description}`.normalize("NFC");
    const traits = TRAIT_PATTERNS.filter(
      ([key, pattern]) => book.traitWords[key].test(text) || pattern.test(text),
    ).map(([key]) => book.traits[key]);
    const trait = traits[0] ?? book.defaultTrait;
    const images = [
      ...new Set([...traits.flatMap((item) => item.words), ...book.defaultTrait.words]),
    ];
    const [imageA = "", imageB = imageA, imageC = imageB, imageD = imageC] = random.shuffle(images);
    // Roots in the business's own words: Bangla nouns, else (Banglish only) the English ones.
    const bangla = banglaRoots(description);
    const latin = latinRoots(description).filter((word) => !mentionsBangladesh(word));
    const roots = (bangla.length > 0 ? bangla : book.language === "banglish" ? latin : []).map(
      book.shown,
    );
    const [root, root2] = roots;
    const slots = (first: string, second: string, image: string): NameSlots => ({
      root: first,
      root2: second,
      image,
      imageB,
      feeling: trait.feeling,
    });
    const { ideas } = book;
    const candidates: NameIdea[] = [
      ...(root
        ? [
            ideas.compound(slots(root, root2 ?? root, imageA)),
            ideas.descriptive({
              ...slots(root, root2 ?? root, imageA),
              place: random.pick(book.placeWords),
            }),
            ...random
              .sample(book.nameWords, 2)
              .map((word) => ideas.bangla({ ...slots(root, root2 ?? root, imageA), ...word })),
            ...roots.slice(0, 3).map((word) =>
              ideas.coined({
                ...slots(word, root2 ?? word, imageA),
                ending: random.pick(book.coinEndings),
              }),
            ),
          ]
        : []),
      ...(root && root2
        ? [
            ideas.compound(slots(root2, root, imageB)),
            ideas.pair(slots(root, root2, imageA)),
            ideas.descriptive({
              ...slots(root2, root, imageB),
              place: random.pick(book.placeWords),
            }),
          ]
        : []),
      // Image words carry the names when the business gives no root of its own.
      ideas.metaphor(slots(imageA, imageB, imageA)),
      ideas.imageCompound(slots(imageA, imageC, imageC)),
      ideas.imageCompound(slots(imageC, imageB, imageB)),
      ideas.imageCompound(slots(imageD, imageA, imageA)),
      ...[imageB, imageC, imageD].map((image) =>
        ideas.coined({ ...slots(image, imageA, image), ending: random.pick(book.coinEndings) }),
      ),
      ...random.sample(book.nameWords, 3).map((word, index) =>
        ideas.bangla({
          ...slots([imageC, imageD, imageB][index] ?? imageC, imageA, imageC),
          ...word,
        }),
      ),
      ideas.metaphor(slots(imageC, imageA, imageC)),
      ideas.metaphor(slots(imageD, imageB, imageD)),
    ];
    const picked = pickNames(random, candidates, { min: NAME_MIN, max: NAME_MAX });
    return blocks(
      book.heading(description),
      audience && book.forAudience(audience),
      table(
        book.tableHeaders,
        picked.map((candidate) => [`**${candidate.name}**`, candidate.type, candidate.why]),
      ),
      book.topHeading,
      ...picked
        .slice(0, 3)
        .map((top, index) =>
          blocks(
            `### ${top.name}`,
            bullets(
              book.look({ idea: top, trait: traits[index % Math.max(1, traits.length)] ?? trait }),
            ),
          ),
        ),
      book.checksHeading,
      bullets(book.checks),
    );
  };
}
