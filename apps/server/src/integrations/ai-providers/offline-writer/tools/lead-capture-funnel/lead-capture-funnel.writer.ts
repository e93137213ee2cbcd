import { AUDIENCE, PRODUCT } from "../../kit/brief.ts";
import {
  classKind,
  isSoftware,
  offerKind,
  type OfferKind,
  productParts,
} from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  bullets,
  lowerFirst,
  numbered,
  table,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A lead funnel from a pain point: lead magnets, opt-in and thank-you pages, a nurture sequence. */

export type MagnetKey =
  | "checklist"
  | "guide"
  | "quiz"
  | "emailCourse"
  | "template"
  | "sample"
  | "consultation"
  | "practiceTest";

/** A lead magnet: its format ("checklist"), its title and what it promises. */
export type Magnet = { format: string; title: string; promise: string };

export type FunnelSlots = {
  /** The pain point without "Don't know…", mid-sentence, and as a headline. */
  problem: string;
  headline: string;
  /** The audience's core, mid-sentence. */
  core: string;
  /** The product's short name. */
  short: string;
  /** The recommended magnet's format. */
  format: string;
  /** Software and services get a template magnet instead of a sample. */
  software: boolean;
  /** The last email's button: order goods, start software, book a service. */
  kind: OfferKind;
};

/** The funnel's pages as every book words them, around its own slots. */
export type FunnelPages<Slots> = {
  magnetsHeading: string;
  magnet: (magnet: Magnet) => string;
  pick: (slots: Slots) => string;
  optInHeading: string;
  optIn: (slots: Slots) => readonly string[];
  optInBullets: readonly string[];
  form: (slots: Slots) => readonly string[];
  thankYouHeading: string;
  /** What to do while waiting; one is picked. */
  whileYouWait: readonly ((short: string) => string)[];
  thankYou: (slots: { format: string; next: string }) => string;
  nurtureHeading: string;
  nurtureHeaders: readonly [day: string, subject: string, purpose: string, cta: string];
  /** `core` is cut to fit the subject line. */
  nurture: (slots: Slots) => readonly (readonly [string, string, string, string])[];
  nurtureNotes: (slots: Slots) => readonly string[];
  metricsHeading: string;
  metrics: readonly string[];
};

/**
 * The magnets, the opt-in and thank-you pages, the nurture sequence and the metrics, in any
 * language; `cut` fits the audience's core to the nurture subjects.
 */
export function funnelPages<Slots extends { core: string }>(
  random: Random,
  phrases: FunnelPages<Slots>,
  slots: Slots,
  {
    best,
    chosen,
    short,
    cut,
  }: {
    best: Magnet;
    chosen: readonly Magnet[];
    short: string;
    cut: (text: string, max: number) => string;
  },
): string {
  return blocks(
    phrases.magnetsHeading,
    numbered(chosen.map(phrases.magnet)),
    phrases.pick(slots),
    phrases.optInHeading,
    phrases.optIn(slots).join("  \n"),
    bullets(phrases.optInBullets),
    phrases.form(slots).join("  \n"),
    phrases.thankYouHeading,
    phrases.thankYou({ format: best.format, next: random.pick(phrases.whileYouWait)(short) }),
    phrases.nurtureHeading,
    table(phrases.nurtureHeaders, phrases.nurture({ ...slots, core: cut(slots.core, 28) })),
    bullets(phrases.nurtureNotes(slots)),
    phrases.metricsHeading,
    bullets(phrases.metrics),
  );
}

export type LeadFunnelPhrases = FunnelPages<FunnelSlots> & {
  defaultProduct: string;
  defaultAudience: string;
  defaultPain: string;
  /** A pain point as a headline; `question` when it reads as one. */
  headline: (slots: { problem: string; question: boolean }) => string;
  /** `audience` is the audience's core. */
  magnets: (slots: {
    headline: string;
    problem: string;
    audience: string;
    short: string;
  }) => Readonly<Record<MagnetKey, Magnet>>;
};

/** "Don't know which shoes suit flat feet" → "which shoes suit flat feet". */
export function problemPhrase(pain: string): string {
  return pain.replace(
    /^(i\s+|we\s+|they\s+)?(don't know|do not know|not sure|unsure|struggl(e|ing) (to|with)|can't|cannot|hard to|confused about|no time to|worried about|tired of|finding it hard to)\s+/iu,
    "",
  );
}

/**
 * The magnet recommended and the three listed in random order (the pick always among them): a
 * "which…?" pain point suits a quiz, classes a free practice test, anything else a checklist;
 * software gets a template.
 */
export function pickMagnets(
  random: Random,
  byKey: Readonly<Record<MagnetKey, Magnet>>,
  {
    question,
    software,
    kind,
    lesson,
  }: { question: boolean; software: boolean; kind: OfferKind; lesson: boolean },
): { best: Magnet; chosen: Magnet[] } {
  // Something to try: a template for software, a practice test for classes, a short consultation
  // for another service (nobody samples a repair), a sample of goods.
  const trial = software
    ? "template"
    : lesson
      ? "practiceTest"
      : kind === "service"
        ? "consultation"
        : "sample";
  const magnets = (["checklist", "guide", "quiz", "emailCourse", trial] as const).map(
    (key) => byKey[key],
  );
  const best = byKey[question ? "quiz" : lesson ? "practiceTest" : "checklist"];
  const chosen = random.shuffle([
    best,
    ...random.sample(
      magnets.filter((magnet) => magnet !== best),
      2,
    ),
  ]);
  return { best, chosen };
}

const FEELING =
  /^\s*(?:no time to|tired of|worried about|fed up with|sick of|afraid|scared|nervous|anxious|concerned|worried)\s/iu;

const QUESTION = /^(which|what|how|why|when|where|who|is|are|can|should)\b/iu;

export const writeLeadFunnel: Writer<LeadFunnelPhrases> = ({ brief, random, phrases }) => {
  const product = brief.text(PRODUCT, phrases.defaultProduct);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const pain = brief.text(["audience_pain_point", "campaign_goal"], phrases.defaultPain);
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const stripped = problemPhrase(pain);
  const question = QUESTION.test(stripped);
  // A feeling ("No time to …", "Tired of …") stays whole, asked back as a headline ("No time to
  // cook and the canteen food is oily?"): what is left after its opening is no headline ("Cook and
  // the canteen food is oily"). "I struggle to find time to cook" still gives "Find time to cook".
  const complaint = !question && FEELING.test(pain);
  const problem = lowerFirst(complaint ? pain : stripped);
  const headline = phrases.headline({ problem, question: question || complaint });
  const software = isSoftware(product);
  const byKey = phrases.magnets({
    headline,
    problem,
    audience: audienceCore(audience),
    short: parts.short,
  });
  const kind = offerKind(product);
  const lesson = classKind(kind, product) === "lesson";
  const { best, chosen } = pickMagnets(random, byKey, { question, software, kind, lesson });
  const slots: FunnelSlots = {
    problem,
    headline,
    core,
    short: parts.short,
    format: best.format,
    software,
    kind,
  };
  return funnelPages(random, phrases, slots, {
    best,
    chosen,
    short: parts.short,
    cut: truncateName,
  });
};
