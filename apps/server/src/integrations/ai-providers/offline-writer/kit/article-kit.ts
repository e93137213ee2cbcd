import { adviceKind, classKind, type AdviceKind, type OfferKind } from "./copy-kit.ts";
import type { Random } from "./random.ts";
import { audienceCore, blocks, numbered, truncateName } from "./text-kit.ts";

/**
 * The body of a blog article shared by the two blog tools: an introduction, H2 sections built on
 * the keywords, and a conclusion. The writer knows nothing about the topic beyond its words, so the
 * sections give sound, general guidance and mark where the author's own examples belong.
 */
export type ArticleInput = {
  title: string;
  /** The phrase the article is about, as the reader would say it. */
  subject: string;
  /** Keywords to work into headings, first one most important. */
  keywords: readonly string[];
  audience: string;
  /**
   * What the topic is about: a booked service gets advice on choosing who does the work, classes
   * on choosing where to learn; the rest (food included) a product's.
   */
  kind: AdviceKind;
};

/** The keywords the sections are built on: the main one, a second and a third. */
export type ArticleKeywords = { main: string; second: string; third: string };

export type ArticleKitPhrases = {
  openers: readonly ((main: string) => string)[];
  /** The opener, then who the guide is for; `audience` is the audience's core. */
  introduction: (slots: { opener: string; audience: string; subject: string }) => string;
  overview: (main: string) => string;
  /** The third keyword when fewer were given. */
  defaultThird: string;
  basicsHeadings: readonly ((slots: { main: string; audience: string }) => string)[];
  stepsHeadings: readonly ((second: string) => string)[];
  /** Four of these are shown, in random order. */
  mistakes: readonly string[];
  basics: (audience: string) => string;
  examplePlaceholder: string;
  whyHeading: string;
  why: (main: string) => string;
  steps: (keywords: ArticleKeywords) => readonly string[];
  mistakesHeading: string;
  checklistHeading: string;
  checklist: (keywords: ArticleKeywords) => readonly string[];
  conclusionHeading: string;
  conclusion: (main: string) => string;
  closes: readonly ((main: string) => string)[];
  /**
   * The guidance for a booked service (a repair, a parlour, a tutor): choosing who does the work,
   * quotes, warranty and checking the result, not how often you will use a thing or its returns.
   */
  service: KindGuidance;
  /**
   * The guidance for classes (coaching, tuition, a course): where you start, a trial class, who
   * teaches, the batch and the timetable, not a quote, a warranty or checking the work.
   */
  lesson: KindGuidance;
};

/** The parts of an article that change with what it is about. */
type KindGuidance = Pick<
  ArticleKitPhrases,
  "basics" | "why" | "steps" | "mistakes" | "checklist" | "conclusion"
>;

/**
 * What an article is about: classes of any kind, in a subject or an activity (yoga, swimming),
 * get the guidance on choosing where to learn; the rest as `adviceKind` sorts them.
 */
export function articleKind(kind: OfferKind, text: string): AdviceKind {
  return classKind(kind, text) ? "lesson" : adviceKind(kind, text);
}

/** The book for the article's kind: a service's or classes' guidance in place of a product's. */
const bookFor = (phrases: ArticleKitPhrases, kind: AdviceKind): ArticleKitPhrases =>
  kind === "lesson"
    ? { ...phrases, ...phrases.lesson }
    : kind === "service"
      ? { ...phrases, ...phrases.service }
      : phrases;

export function articleIntro(
  phrases: ArticleKitPhrases,
  { subject, keywords, audience }: ArticleInput,
  random: Random,
): string {
  const main = keywords[0] ?? subject;
  const opener = random.pick(phrases.openers)(main);
  return blocks(
    phrases.introduction({ opener, audience: audienceCore(audience), subject }),
    phrases.overview(main),
  );
}

export function articleSections(
  kitPhrases: ArticleKitPhrases,
  { subject, keywords, audience, kind }: ArticleInput,
  random: Random,
): string {
  const phrases = bookFor(kitPhrases, kind);
  const [main = subject, second = main, third = phrases.defaultThird] = keywords;
  const basicsHeading = random.pick(phrases.basicsHeadings)({
    main,
    audience: truncateName(audience, 40),
  });
  const stepsHeading = random.pick(phrases.stepsHeadings)(second);
  const mistakes = random.shuffle(phrases.mistakes);
  return blocks(
    basicsHeading,
    phrases.basics(audience),
    phrases.examplePlaceholder,
    phrases.whyHeading,
    phrases.why(main),
    stepsHeading,
    numbered(phrases.steps({ main, second, third })),
    phrases.mistakesHeading,
    mistakes
      .slice(0, 4)
      .map((mistake) => `- ${mistake}`)
      .join("\n"),
    phrases.checklistHeading,
    phrases
      .checklist({ main, second, third })
      .map((item) => `- [ ] ${item}`)
      .join("\n"),
  );
}

export function articleConclusion(
  kitPhrases: ArticleKitPhrases,
  { subject, keywords, kind }: ArticleInput,
  random: Random,
): string {
  const phrases = bookFor(kitPhrases, kind);
  const main = keywords[0] ?? subject;
  const close = random.pick(phrases.closes)(main);
  return blocks(phrases.conclusionHeading, phrases.conclusion(main), close);
}
