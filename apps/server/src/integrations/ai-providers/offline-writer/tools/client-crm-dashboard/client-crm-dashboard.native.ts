import type { NativeLanguage } from "../../kit/language.ts";
import { charCount, truncate } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  crmSummary,
  readSignals,
  type CrmPhrases,
  type Signal,
  type SignalKind,
  type UnknownKey,
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
const BANGLA_UNKNOWNS: Readonly<Record<UnknownKey, RegExp>> = {
  budget: nfc("বাজেট|টাকা|ফি|খরচ|রিটেইনার|হাজার|লাখ|৳"),
  renewal: nfc("রিনিউ|নবায়ন|চুক্তি|মেয়াদ|পর্যন্ত"),
  results: nfc("ফলাফল|রেজাল্ট|বিক্রি|অর্ডার|লিড|টার্গেট|%"),
  contact: nfc("সাহেব|ম্যাডাম|আপা|ভাই|ম্যানেজার|মালিক|সিইও|প্রতিষ্ঠাতা|পরিচালক"),
};

const WHATSAPP_MAX = 300;
const SUBJECT_GOAL_MAX = 40;

export function nativeCrmWriter(book: CrmNativeBook): LanguageWriter {
  return (brief, random) =>
    crmSummary(
      { brief, random, phrases: book },
      {
        read: (notes) => {
          const facts = nativeFacts(notes);
          return { facts, signals: nativeSignals(facts) };
        },
        overdue: nfc("বকেয়া|টাকা বাকি|পাওনা|overdue|unpaid|outstanding|owes"),
        mentions: (notes, [key, pattern]) => {
          const text = notes.normalize("NFC");
          return pattern.test(text) || BANGLA_UNKNOWNS[key].test(text);
        },
        title: book.title,
        subjectGoal: (goal) => truncate(goal, SUBJECT_GOAL_MAX),
        whatsapp: (message) =>
          book.counted(
            charCount(message) <= WHATSAPP_MAX ? message : truncate(message, WHATSAPP_MAX),
          ),
      },
    );
}
