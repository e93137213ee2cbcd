import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import { asOurs, offerKind, productParts, productWithoutAudience } from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  lowerFirst,
  numbered,
  trimToSentences,
  truncate,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** A marketing email: subject lines, preview text, body, one button and a P.S. */

export type EmailKind = "sale" | "launch" | "event" | "winback" | "welcome" | "general";

export type EmailSlots = {
  product: string;
  /** The product's short name ("EcoStride", "our bridal makeup package"). */
  short: string;
  /** Who sends it ("EcoStride", "Glow Studio"), when the product's name says. */
  brand: string | undefined;
  /** The audience as given, and its core mid-sentence. */
  audience: string;
  core: string;
  /** The goal without its instruction ("the Eid sale: 20% off until 10 April"), mid-sentence. */
  news: string;
  /** A discount or free offer the goal states ("20% off"). */
  offer: string | undefined;
  /** A deadline the goal states: its word ("until") and its date ("10 April"). */
  deadline: { word: string; date: string } | undefined;
};

/** Copy that depends on the kind of email. */
type ByKind<T> = Readonly<Record<EmailKind, T>>;

/**
 * A goal that is the business's, not news for the reader: "Get bookings for the wedding season",
 * "Increase sales", "Get more sign-ups for the running club". What it counts, and what follows
 * ("for the wedding season").
 */
export type BusinessGoal = { metric: "bookings" | "sign-ups" | "other"; rest: string };

export function businessGoal(goal: string): BusinessGoal | undefined {
  const match =
    /^(?:get|drive|increase|boost|grow|generate|win|raise|double|more)\b(?:\s+(?:more|new|extra))?\s+(bookings?|appointments?|reservations?|sign-?ups?|registrations?|subscribers?|sales|orders|leads|traffic|revenue|conversions|customers|clicks|enquiries|inquiries|downloads)\b(.*)$/iu.exec(
      goal.trim(),
    );
  if (!match) return undefined;
  const counted = (match[1] ?? "").toLowerCase();
  const metric = /^(book|appoint|reserv)/u.test(counted)
    ? "bookings"
    : /^(sign|regist|subscri)/u.test(counted)
      ? "sign-ups"
      : "other";
  return { metric, rest: (match[2] ?? "").replace(/[.!]+$/u, "").trim() };
}

export type EmailPhrases = {
  defaultProduct: string;
  /** The news for a goal that is the business's own: never "Get bookings" said to a customer. */
  businessNews: (slots: BusinessGoal & { product: string }) => string;
  defaultGoal: string;
  defaultAudience: string;
  /** Subject line candidates; three of those that fit are used. */
  subjects: ByKind<(slots: EmailSlots) => readonly string[]>;
  /** The subject line when no candidate fits. */
  fallbackSubject: (news: string) => string;
  /** A third subject line when only two candidates fit. */
  spareSubject: (slots: EmailSlots) => string;
  preview: ByKind<(slots: EmailSlots) => string>;
  /** Lengthens a preview that is too short to fill the inbox line. */
  longerPreview: (preview: string) => string;
  opener: ByKind<(slots: EmailSlots) => string>;
  whyNow: ByKind<string>;
  buttons: ByKind<readonly string[]>;
  /** The button of a service's email, or of any email about bookings (not an event's or a welcome's). */
  bookButtons: readonly string[];
  subjectsLabel: string;
  previewLine: (counted: string) => string;
  greeting: string;
  body: (slots: EmailSlots & { whyNow: string }) => string;
  details: (slots: EmailSlots & { kind: EmailKind }) => readonly string[];
  button: (button: string) => string;
  replies: readonly string[];
  signOff: (brand: string | undefined) => string;
  postscript: ByKind<(slots: EmailSlots & { button: string }) => string>;
};

const SUBJECT_MAX = 50;
const PREVIEW_MIN = 40;
const PREVIEW_MAX = 90;

/** Whether the email's button asks to book: a service's, or one whose goal is bookings. */
export function asksToBook(kind: string, service: boolean, goal: string): boolean {
  return (
    kind !== "event" &&
    kind !== "welcome" &&
    (service || /\bbook|বুক|appointment|অ্যাপয়েন্টমেন্ট/iu.test(goal))
  );
}

export function emailKind(goal: string): EmailKind {
  if (/win ?back|re-?engage|inactive|lapsed|haven't (bought|ordered)|miss(ed)? you/iu.test(goal))
    return "winback";
  if (/welcome|onboard|new subscriber/iu.test(goal)) return "welcome";
  if (/%|\bsale\b|discount|\boff\b|coupon|promo/iu.test(goal)) return "sale";
  if (/event|webinar|workshop|\blive\b|meetup|class|session/iu.test(goal)) return "event";
  // News with an offer attached ("the new weekly menu and the first-week offer") is news: only
  // money off makes a sale ("Shop the sale", "pick up something you've had your eye on").
  if (/launch|\bnew\b|introduc|announc|arriv/iu.test(goal)) return "launch";
  if (/offer|deal/iu.test(goal)) return "sale";
  return "general";
}

/** Who an instruction names before its news: "customers", "past customers", "our regular buyers". */
const READERS =
  "(?:(?:our|all|past|old|existing|loyal|regular|new|previous|former)\\s+)*(?:people|customers|clients|subscribers|buyers|followers|members|readers|users|shoppers)";

/** The instruction a goal opens with ("Announce", "Remind past customers about"). */
const INSTRUCTION = new RegExp(
  `^(?:announce|promote|introduce|launch|share|present|invite ${READERS} to|remind ${READERS} (?:about|of)|tell ${READERS} about|get ${READERS} to|drive|encourage)\\s+`,
  "iu",
);

/** "Announce the Eid sale: 20% off" → "the Eid sale: 20% off": the news without the instruction. */
export function newsFromGoal(goal: string): string {
  return goal.replace(INSTRUCTION, "");
}

export const writeEmail: Writer<EmailPhrases> = ({ brief, random, phrases, kit }) => {
  const goal = brief.text(["email_goal", ...GOAL], phrases.defaultGoal);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const product = productWithoutAudience(brief.text(PRODUCT, phrases.defaultProduct), audience);
  const kind = emailKind(goal);
  const business = businessGoal(goal);
  const deadline = /\b(until|till|ends?|before|by)\s+([^,.;]+)/iu.exec(goal);
  const parts = productParts(product);
  const slots: EmailSlots = {
    product: asOurs(product),
    short: asOurs(parts.short),
    brand: parts.brand,
    audience,
    core: lowerFirst(audienceCore(audience)),
    news: lowerFirst(
      business ? phrases.businessNews({ ...business, product }) : newsFromGoal(goal),
    ),
    offer: /\d+\s*%\s*off|\d+%|free [\p{L} ]+/iu.exec(goal)?.[0],
    deadline: deadline ? { word: deadline[1] ?? "", date: deadline[2] ?? "" } : undefined,
  };
  const candidates = phrases.subjects[kind](slots).filter(
    (subject) => charCount(subject) <= SUBJECT_MAX,
  );
  const fitting = [
    ...new Set(candidates.length === 2 ? [...candidates, phrases.spareSubject(slots)] : candidates),
  ];
  const subjectLines = random
    .shuffle(
      fitting.length > 0 ? fitting : [truncate(phrases.fallbackSubject(slots.news), SUBJECT_MAX)],
    )
    .slice(0, 3);
  const previewBase = phrases.preview[kind](slots);
  const preview =
    charCount(previewBase) < PREVIEW_MIN
      ? phrases.longerPreview(previewBase)
      : trimToSentences(previewBase, PREVIEW_MAX);
  const button = random.pick(
    asksToBook(kind, offerKind(product) === "service", goal)
      ? phrases.bookButtons
      : phrases.buttons[kind],
  );
  return blocks(
    phrases.subjectsLabel,
    numbered(subjectLines.map((subject) => counted(subject, kit.text))),
    phrases.previewLine(counted(preview, kit.text)),
    "---",
    phrases.greeting,
    phrases.opener[kind](slots),
    phrases.body({ ...slots, whyNow: phrases.whyNow[kind] }),
    bullets(phrases.details({ ...slots, kind })),
    phrases.button(button),
    random.pick(phrases.replies),
    phrases.signOff(slots.brand),
    phrases.postscript[kind]({ ...slots, button }),
  );
};
