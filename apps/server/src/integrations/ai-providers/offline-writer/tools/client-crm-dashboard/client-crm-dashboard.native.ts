import { GOAL } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, bullets, charCount, table, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  readSignals,
  UNKNOWNS,
  type CrmPhrases,
  type Health,
  type OpenKind,
  type Signal,
  type SignalKind,
} from "./client-crm-dashboard.writer.ts";

/**
 * A client summary as the Bangla and Banglish books write it (the same summary in two scripts),
 * from notes typed in Bangla, Banglish or English: health, open items, next actions, a follow-up
 * email and a WhatsApp message; it reads only the notes and names what they leave out.
 */

export type CrmNativeBook = CrmPhrases & {
  language: NativeLanguage;
  /** The client's name as the heading. */
  title: (client: string) => string;
  /** A message with its length: "… (১২০ অক্ষর)". */
  counted: (text: string) => string;
};

const nfc = (source: string) => new RegExp(source.normalize("NFC"), "iu");

/** What Bangla notes signal, most pressing first, as the English reader orders them. */
const BANGLA_SIGNALS: readonly (readonly [RegExp, SignalKind])[] = [
  [nfc("বকেয়া|ইনভয়েস|পেমেন্ট|টাকা বাকি|পাওনা|বিল দেননি"), "payment"],
  [nfc("রিনিউ|নবায়ন|চুক্তির মেয়াদ|মেয়াদ শেষ"), "renewal"],
  [nfc("রিপ্লাই দিচ্ছেন না|রিপ্লাই দেননি|সাড়া নেই|সাড়া দিচ্ছেন না|উত্তর দেননি|যোগাযোগ নেই"), "silent"],
  [nfc("অভিযোগ|অখুশি|বিরক্ত|রাগ|হতাশ|সমস্যা|দেরি|খুশি না|সন্তুষ্ট না"), "risk"],
  [nfc("জানতে চেয়েছেন|জিজ্ঞেস করেছেন|আগ্রহী|চাইছেন|ভাবছেন"), "opportunity"],
  [nfc("মিটিং|(?:^|\\s)কল(?:ে|\\s|$)|আলোচনা"), "meeting"],
  [nfc("খুশি|সন্তুষ্ট|ভালো ফল|প্রশংসা|রেফার"), "positive"],
];

/** What the client asked about: the words before "নিয়ে জানতে চেয়েছেন", "-এ আগ্রহী" …. */
const BANGLA_DETAIL = nfc(
  "^(.+?)\\s*(?:নিয়ে|সম্পর্কে|বিষয়ে)\\s+(?:জানতে|জিজ্ঞেস)|^(.+?)(?:-এ|তে)?\\s+আগ্রহী",
);

/** The notes' facts: one per line, sentence, দাঁড়ি or ";", without closing marks. */
export function nativeFacts(notes: string): string[] {
  return notes
    .normalize("NFC")
    .split(/\n|;|।|(?<=[.!?])\s+/u)
    .map((fact) => fact.replace(/[.।]+$/u, "").trim())
    .filter(Boolean);
}

/** Each fact's signal, read in Bangla first, then in English. */
export function nativeSignals(facts: readonly string[]): Signal[] {
  return facts.flatMap((fact) => {
    const kind = BANGLA_SIGNALS.find(([pattern]) => pattern.test(fact))?.[1];
    if (!kind) return readSignals([fact]);
    if (kind === "positive" && nfc("অখুশি|খুশি না").test(fact)) return [];
    const match = kind === "opportunity" ? BANGLA_DETAIL.exec(fact) : null;
    const detail = match?.[1] ?? match?.[2];
    return [detail ? { kind, fact, detail: detail.trim() } : { kind, fact }];
  });
}

/** What the notes may leave out, found by Bangla words or the English reader's. */
const BANGLA_UNKNOWNS: Readonly<Record<(typeof UNKNOWNS)[number][0], RegExp>> = {
  budget: nfc("বাজেট|টাকা|ফি|খরচ|রিটেইনার|হাজার|লাখ|৳"),
  renewal: nfc("রিনিউ|নবায়ন|চুক্তি|মেয়াদ|পর্যন্ত"),
  results: nfc("ফলাফল|রেজাল্ট|বিক্রি|অর্ডার|লিড|টার্গেট|%"),
  contact: nfc("সাহেব|ম্যাডাম|আপা|ভাই|ম্যানেজার|মালিক|সিইও|প্রতিষ্ঠাতা|পরিচালক"),
};

const WHATSAPP_MAX = 300;
const SUBJECT_GOAL_MAX = 40;

export function nativeCrmWriter(book: CrmNativeBook): LanguageWriter {
  return (brief, random) => {
    const client = brief.text(["client_name", "brand_name", "title"], book.defaultClient);
    const goal = brief.text(["client_goal", ...GOAL], "");
    const notes = brief.block(["client_notes", "notes_prompt", "prompt"], "").normalize("NFC");
    const facts = nativeFacts(notes);
    const signals = nativeSignals(facts);
    const has = (kind: SignalKind) => signals.filter((signal) => signal.kind === kind);
    const overdue = has("payment").some((signal) =>
      nfc("বকেয়া|টাকা বাকি|পাওনা|overdue|unpaid|outstanding|owes").test(signal.fact),
    );
    const risky = has("risk").length > 0 || has("silent").length > 0 || overdue;
    const open = signals.filter(
      (signal): signal is Signal & { kind: OpenKind } => signal.kind !== "positive",
    );
    const health: Health = risky ? "atRisk" : open.length > 0 ? "needsAttention" : "onTrack";
    const reason = risky
      ? [...has("risk"), ...has("silent"), ...has("payment")][0]?.fact
      : (open[0]?.fact ?? has("positive")[0]?.fact);
    const positive = has("positive")[0];
    const actions: (readonly string[])[] = [
      ...open.map((signal) => {
        const { action, when } = book.actions[signal.kind](signal.detail);
        return [action, book.quote(signal.fact), when];
      }),
      ...(goal ? [book.goalAction(goal)] : []),
      ...(positive ? [book.testimonialAction(book.quote(positive.fact))] : []),
    ];
    const unknowns = UNKNOWNS.filter(
      ([key, pattern]) => !pattern.test(notes) && !BANGLA_UNKNOWNS[key].test(notes),
    ).map(([key]) => book.unknowns[key]);
    const opportunity = has("opportunity")[0];
    const payment = has("payment")[0];
    const risk = has("risk")[0] ?? has("silent")[0];
    const emailLines = [
      book.greeting,
      book.update(goal),
      risk && book.concern(risk.fact),
      opportunity && book.proposal(opportunity.detail),
      payment && book.admin(payment.fact),
      book.signOff(random.pick(book.signOffs)),
    ].filter((line): line is string => typeof line === "string");
    const message = book.whatsapp({
      opener: random.pick(book.whatsappOpeners),
      goal,
      proposal: opportunity ? { detail: opportunity.detail } : undefined,
      ask: random.pick(book.whatsappAsks),
    });
    const whatsapp = charCount(message) <= WHATSAPP_MAX ? message : truncate(message, WHATSAPP_MAX);
    return blocks(
      book.title(client),
      book.summaryHeading,
      goal && book.goalLine(goal),
      facts.length > 0 ? bullets(facts.map(book.fact)) : book.noNotes,
      book.healthHeading,
      book.healthLine({ health: book.health[health], reason }),
      book.openHeading,
      open.length > 0
        ? bullets(
            open.map((signal) =>
              book.openItem({ kind: book.signalNames[signal.kind], fact: signal.fact }),
            ),
          )
        : book.noOpenItems,
      book.actionsHeading,
      actions.length > 0 ? table(book.actionHeaders, actions) : book.noActions,
      book.emailHeading,
      book.subject({
        subject: random.pick(book.subjects)(client),
        goal: goal ? truncate(goal, SUBJECT_GOAL_MAX) : "",
      }),
      emailLines.join("\n\n"),
      book.whatsappHeading,
      book.counted(whatsapp),
      unknowns.length > 0 && book.unknownsHeading,
      unknowns.length > 0 && book.worthFindingOut(unknowns),
    );
  };
}
