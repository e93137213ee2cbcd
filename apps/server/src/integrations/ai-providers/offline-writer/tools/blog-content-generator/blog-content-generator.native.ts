import {
  fillToLength,
  nativeKeywordAsSaid,
  nativeOfferKind,
  nativeProduct,
  splitNativeList,
  yourFor,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, KEYWORDS, TOPIC, type Brief } from "../../kit/brief.ts";
import { articleKind } from "../../kit/article-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import type { Random } from "../../kit/random.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../kit/seo-kit.ts";
import { blocks, charCount, numbered, sentenceCase, truncateName } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/**
 * The blog post as the Bangla and Banglish books write it (the same copy in two scripts): a title,
 * an introduction that speaks to the reader, the basics, why it matters, steps, mistakes, a
 * checklist, the conclusion and a meta description that carries the main keyword once.
 */

export type BlogSlots = {
  /** The topic as typed. */
  topic: string;
  /** The keywords the sections are built on: the main one, a second and a third. */
  main: string;
  second: string;
  third: string;
  /** The audience as typed, or "" without one. */
  audience: string;
  /** "আপনাদের" for a group, "আপনার" otherwise (or their Banglish). */
  you: string;
};

type Sentence = (slots: BlogSlots) => string;

export type BlogNativeBook = {
  language: NativeLanguage;
  /** An input as this book prints it (romanised in Banglish). */
  shown: (text: string) => string;
  defaultTopic: string;
  defaultThird: string;
  /** Title candidates with the topic as typed, used when one fits; else those with the main keyword. */
  topicTitles: (slots: BlogSlots) => readonly string[];
  keywordTitles: (slots: BlogSlots) => readonly string[];
  openers: readonly Sentence[];
  /**
   * The opener, then who the guide is for (the audience may be ""); `about` is the topic when the
   * title does not carry it, else the main keyword.
   */
  introduction: (slots: BlogSlots & { opener: string; about: string }) => string;
  overview: Sentence;
  basicsHeadings: readonly Sentence[];
  basics: Sentence;
  examplePlaceholder: string;
  whyHeading: string;
  why: Sentence;
  stepsHeadings: readonly Sentence[];
  steps: (slots: BlogSlots) => readonly string[];
  mistakesHeading: string;
  /** Four of these are shown, in random order. */
  mistakes: readonly string[];
  checklistHeading: string;
  checklist: (slots: BlogSlots) => readonly string[];
  conclusionHeading: string;
  conclusion: Sentence;
  closes: readonly Sentence[];
  /** Meta description openings, each with the main keyword once; fillers never repeat it. */
  metaOpenings: readonly Sentence[];
  metaFillers: readonly string[];
  metaLine: (description: string) => string;
  /** A booked service's guidance (choosing who does the work), as in the English article kit. */
  service: KindGuidance;
  /** Classes' guidance (where you start, a trial class, who teaches, the batch). */
  lesson: KindGuidance;
};

/** The parts of a post that change with what it is about. */
type KindGuidance = Pick<
  BlogNativeBook,
  "basics" | "why" | "steps" | "mistakes" | "checklist" | "conclusion"
>;

/** A topic that is already a title: a question, a how-to or a list ("৫টি ভুল"). */
const TITLE_LIKE = /[?？]|^(?:কীভাবে|কেন|কী |কোন|কখন|[০-৯\d]|kivabe|keno|kon |how |why |what )/iu;

/** The post's parts, for this tool and for the SEO blog, which adds its own around them. */
export type BlogParts = {
  slots: BlogSlots;
  title: string;
  /** The introduction and the overview. */
  introduction: readonly string[];
  /** From the basics to the checklist. */
  body: readonly string[];
  /** The conclusion's heading, the conclusion and a closing line. */
  ending: readonly string[];
  /** The meta description, 120–160 characters with the main keyword once. */
  meta: string;
};

export function nativeBlogParts(
  kindBooks: BlogNativeBook,
  brief: Brief,
  random: Random,
): BlogParts {
  const topic = brief.text(TOPIC, kindBooks.defaultTopic);
  const audience = brief.text(AUDIENCE, "");
  // Said as a sentence says them: "আইইএলটিএস কোচিং ঢাকা" is "ঢাকায় আইইএলটিএস কোচিং".
  const keywords = splitNativeList(brief.text(KEYWORDS, "")).map(nativeKeywordAsSaid);
  const about = `${topic} ${keywords.join(" ")}`;
  const kind = articleKind(nativeOfferKind(about), about);
  const book =
    kind === "lesson"
      ? { ...kindBooks, ...kindBooks.lesson }
      : kind === "service"
        ? { ...kindBooks, ...kindBooks.service }
        : kindBooks;
  const [main = nativeProduct(topic).short, second = main, third = book.defaultThird] = keywords;
  const slots: BlogSlots = {
    topic,
    main,
    second,
    third,
    audience,
    you: yourFor(audience, book.language),
  };
  const fitting = (titles: readonly string[]) =>
    random.shuffle(titles).find((candidate) => charCount(candidate) <= TITLE_MAX);
  // A topic typed as a title is the title, in the book's script (Banglish romanises it).
  const typedTitle = truncateName(sentenceCase(book.shown(topic)), TITLE_MAX);
  const title = TITLE_LIKE.test(topic)
    ? typedTitle
    : (fitting(book.topicTitles(slots)) ?? fitting(book.keywordTitles(slots)) ?? typedTitle);
  const opener = random.pick(book.openers)(slots);
  const mistakes = random.shuffle(book.mistakes).slice(0, 4);
  const meta = fillToLength(random.pick(book.metaOpenings)(slots), book.metaFillers, random, {
    min: DESCRIPTION_MIN,
    max: DESCRIPTION_MAX,
  });
  const introduction = [
    book.introduction({
      ...slots,
      opener,
      about: title.toLowerCase().includes(book.shown(topic).toLowerCase()) ? main : topic,
    }),
    book.overview(slots),
  ];
  const body = [
    random.pick(book.basicsHeadings)(slots),
    book.basics(slots),
    book.examplePlaceholder,
    book.whyHeading,
    book.why(slots),
    random.pick(book.stepsHeadings)(slots),
    numbered(book.steps(slots)),
    book.mistakesHeading,
    mistakes.map((mistake) => `- ${mistake}`).join("\n"),
    book.checklistHeading,
    book
      .checklist(slots)
      .map((item) => `- [ ] ${item}`)
      .join("\n"),
  ];
  const ending = [book.conclusionHeading, book.conclusion(slots), random.pick(book.closes)(slots)];
  return { slots, title, introduction, body, ending, meta };
}

export function nativeBlogWriter(book: BlogNativeBook): LanguageWriter {
  return (brief, random) => {
    const { title, introduction, body, ending, meta } = nativeBlogParts(book, brief, random);
    return blocks(`# ${title}`, ...introduction, ...body, ...ending, "---", book.metaLine(meta));
  };
}
