import { banglaStem, bengaliDigits, possessive } from "../../kit/bangla-kit.ts";
import { AUDIENCE, GOAL, PRODUCT } from "../../kit/brief.ts";
import { nativeAudienceCore, nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { productParts } from "../../kit/copy-kit.ts";
import { choose } from "../../kit/random.ts";
import { blocks, bullets, charCount, numbered } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { asksToBook, emailKind } from "./email-copywriter.writer.ts";

/**
 * A marketing email written natively in Bangla, the way a Dhaka online shop writes to its
 * customers: চলিত, আপনি, a warm opening, one button and a পুনশ্চ. The goal is used as the news.
 */

export type NativeEmailKind = "sale" | "launch" | "event" | "general";

/** The kind of email from a goal in Bangla, Banglish or English. */
export function nativeEmailKind(goal: string): NativeEmailKind {
  if (/%|ছাড়|সেল|ডিসকাউন্ট|কুপন|ফ্রি|chhar|\bsale\b|discount/iu.test(goal)) return "sale";
  if (/ইভেন্ট|ওয়ার্কশপ|লাইভ|ওয়েবিনার|ক্লাস|event|workshop|\blive\b|webinar/iu.test(goal))
    return "event";
  // News with an offer attached is news, as in English: only money off makes a sale.
  if (/নতুন|লঞ্চ|এসেছে|notun|launch/iu.test(goal)) return "launch";
  if (/অফার|offer/iu.test(goal)) return "sale";
  const english = emailKind(goal);
  return english === "sale" || english === "launch" || english === "event" ? english : "general";
}

/**
 * The goal as a clause: its closing full stop, দাঁড়ি or exclamation mark removed, and the
 * instruction a goal closes with in Bangla ("… অফার জানানো", "… ঘোষণা করা", "… janano"), which
 * is the shop's to do, not the customer's news.
 */
export function newsOf(goal: string): string {
  const clause = goal.trim().replace(/[\s।.!]+$/u, "");
  const news = clause.replace(INSTRUCTION, "");
  if (news === clause) return clause;
  // "ঈদ সেলের ঘোষণা" → "ঈদ সেল": the possessive belonged to the instruction.
  return news.replace(/(\S+)ের$/u, (word) => banglaStem(word));
}

const INSTRUCTION =
  /\s+(?:সম্পর্কে\s+|নিয়ে\s+)?(?:জানানো|জানাতে চাই|জানাতে|জানিয়ে দেওয়া|ঘোষণা করা|ঘোষণা দেওয়া|ঘোষণা|প্রচার করা|প্রচার|লঞ্চ করা|janano|ghoshona kora|ghoshona|launch kora)$/iu;

/**
 * A goal that is the shop's own ("বিয়ের মৌসুমের বুকিং বাড়ানো", "ঈদে বিক্রি বাড়ানো"): what it
 * counts and the words before it ("বিয়ের মৌসুমের"). Such a goal is never quoted to a customer.
 */
const SHOP_GOAL =
  /^(.*?)\s*(বুকিং|অ্যাপয়েন্টমেন্ট|বিক্রি|সেল|অর্ডার|লিড|সাইন ?আপ|রেজিস্ট্রেশন|ট্রাফিক|গ্রাহক|কাস্টমার|ফলোয়ার)(?:\s*(?:সংখ্যা|আরও|বেশি))?\s*(বাড়ানো|বাড়াতে|বাড়ানোর|বাড়ান|বৃদ্ধি|আনা|আনতে|পাওয়া|পেতে)/u;

/**
 * The news an email gives for a goal: the goal itself, or, when it is the shop's own goal, what
 * it means for the reader ("বিয়ের মৌসুমের বুকিং চলছে" for "বিয়ের মৌসুমের বুকিং বাড়ানো").
 */
export function nativeNews(goal: string, product: string): { news: string; shopGoal: boolean } {
  const match = SHOP_GOAL.exec(newsOf(goal));
  if (!match) return { news: newsOf(goal), shopGoal: false };
  const before = (match[1] ?? "").trim();
  if (/বুকিং|অ্যাপয়েন্টমেন্ট/u.test(match[2] ?? ""))
    return { news: `${before || possessive(product)} বুকিং চলছে`, shopGoal: true };
  return { news: `${product} এখন অর্ডার করা যাচ্ছে`, shopGoal: true };
}

/** The brand for the sign-off: the product's leading Latin name (EcoStep), else a placeholder. */
export const brandOf = (product: string, placeholder: string): string => {
  const { short, full } = productParts(product);
  return short !== full && /^\p{Script=Latin}/u.test(short) ? short : placeholder;
};

const SUBJECT_MAX = 50;

type Slots = { product: string; audience: string; news: string };

const SUBJECTS: Readonly<Record<NativeEmailKind, (slots: Slots) => readonly string[]>> = {
  sale: ({ news }) => [
    news,
    `[নাম], অফারটা শুধু আপনার জন্য`,
    "সুখবর! সময় কিন্তু বেশি নেই",
    `${news} — মিস করবেন না`,
  ],
  launch: ({ product }) => [
    `নতুন এসেছে: ${product}`,
    "[নাম], সবার আগে আপনাকেই দেখাচ্ছি",
    "অপেক্ষা শেষ, নতুনটা চলে এসেছে",
  ],
  event: ({ news }) => [
    `আপনার দাওয়াত রইল: ${news}`,
    "[নাম], আপনার সিটটা রেখে দিয়েছি",
    "আসছেন তো? এখনই সিট বুক করুন",
  ],
  general: ({ product }) => [
    "[নাম], আপনার জন্য ছোট্ট একটা খবর",
    `${product} নিয়ে দুটো কথা`,
    "একবার দেখে নিন, ভালো লাগবে",
    "ভালো কিছু খুঁজছিলেন? এটা আপনার জন্য",
  ],
};

const PREVIEWS: Readonly<Record<NativeEmailKind, (slots: Slots) => string>> = {
  sale: () => "অফারটা কীভাবে নেবেন আর কত দিন চলবে, সব লেখা আছে ভেতরে।",
  launch: ({ audience }) => `${possessive(audience)} কথা ভেবে বানানো। প্রথম ঝলকটা দেখে নিন ভেতরে।`,
  event: () => "কী হবে, কখন হবে আর কীভাবে যোগ দেবেন — সব বিস্তারিত ভেতরে।",
  general: () => "ছোট্ট একটা খবর, সাথে একটা সহজ পরামর্শ। পড়তে এক মিনিটও লাগবে না।",
};

const OPENERS: Readonly<Record<NativeEmailKind, (slots: Slots) => string>> = {
  sale: ({ news }) => `আশা করি ভালো আছেন। আপনার জন্য একটা সুখবর আছে: ${news}!`,
  // The news, not the product: a shop's new menu or colour is new, the shop is not.
  launch: ({ news }) =>
    `আশা করি ভালো আছেন। অনেক দিন ধরে যেটা নিয়ে কাজ করছিলাম, সেটা অবশেষে তৈরি: ${news}।`,
  event: ({ news }) => `আশা করি ভালো আছেন। আপনাকে দাওয়াত দিতেই আজকের এই ইমেইল: ${news}।`,
  general: ({ news }) => `আশা করি ভালো আছেন। আজ ছোট্ট একটা খবর দিতে লিখছি: ${news}।`,
};

const WHY_NOW: Readonly<Record<NativeEmailKind, string>> = {
  sale: "অনেক দিন ধরে যেটা কিনবেন ভাবছিলেন, কিংবা প্রিয় কারও জন্য উপহার — এখনই সেরা সময়।",
  launch: "আপনাদের মতামত শুনেই এটা বানিয়েছি, তাই কেমন লাগল জানালে খুব খুশি হব।",
  event: "মনে কোনো প্রশ্ন থাকলে সাথে নিয়ে আসুন, উত্তর দেওয়ার জন্য আলাদা সময় রাখা আছে।",
  general: "একবার দেখে নিতে এক মিনিটও লাগবে না।",
};

const BUTTONS: Readonly<Record<NativeEmailKind, readonly string[]>> = {
  sale: ["অফারটি নিন", "এখনই কিনুন"],
  launch: ["নতুনটা দেখুন", "একবার দেখে নিন"],
  event: ["সিট বুক করুন", "আমি আসছি"],
  general: ["বিস্তারিত দেখুন", "একবার দেখে নিন"],
};

const BOOK_BUTTONS = ["এখনই বুক করুন", "কবে খালি আছে দেখুন"];

const REPLIES = [
  "কোনো প্রশ্ন থাকলে এই ইমেইলেই রিপ্লাই দিন, আমরা উত্তর দেব।",
  "কিছু জানার থাকলে সরাসরি রিপ্লাই করুন, আমরা পাশে আছি।",
  "কোথাও বুঝতে অসুবিধা হলে রিপ্লাই দিন, আমরা সাহায্য করব।",
];

const counted = (text: string) => `${text} (${bengaliDigits(String(charCount(text)))} অক্ষর)`;

export const emailBn: LanguageWriter = (brief, random) => {
  const product = brief.text(PRODUCT, "আমাদের নতুন কালেকশন");
  const audience = nativeAudienceCore(brief.text(AUDIENCE, "আমাদের নিয়মিত ক্রেতারা"));
  const goal = brief.text(["email_goal", ...GOAL], "");
  const given = goal ? nativeNews(goal, product) : undefined;
  const kind = given?.shopGoal ? "general" : nativeEmailKind(goal);
  const service = nativeOfferKind(product) === "service";
  const news =
    given?.news ??
    (service ? `${possessive(product)} বুকিং চলছে` : `${product} এখন অর্ডার করা যাচ্ছে`);
  const slots = { product, audience, news };
  const fitting = [...new Set(SUBJECTS[kind](slots))].filter(
    (subject) => charCount(subject) <= SUBJECT_MAX,
  );
  const subjects = random.shuffle(fitting).slice(0, 3);
  const button = choose(random, asksToBook(kind, service, goal) ? BOOK_BUTTONS : BUTTONS[kind]);
  const howTo =
    kind === "sale"
      ? "নিচের বাটনে চাপ দিন; ছাড়টা চেকআউটে নিজে থেকেই যোগ হবে।"
      : "নিচের বাটনে চাপ দিন।";
  return blocks(
    "**সাবজেক্ট লাইনের অপশন:**",
    numbered(subjects.map(counted)),
    `**প্রিভিউ টেক্সট:** ${counted(PREVIEWS[kind](slots))}`,
    "---",
    "প্রিয় [নাম],",
    OPENERS[kind](slots),
    `${product} বানানো হয়েছে ${product.includes(possessive(audience)) ? "রোজকার ব্যবহারের" : `${possessive(audience)}`} কথা মাথায় রেখে। [এখানে এক লাইনে লিখুন, আপনার পাঠকের কাছে সবচেয়ে জরুরি সুবিধাটা কী।] ${WHY_NOW[kind]}`,
    bullets([`**কী:** ${news}`, `**কাদের জন্য:** ${audience}`, `**কীভাবে:** ${howTo}`]),
    `**[বাটন: ${button}]**`,
    choose(random, REPLIES),
    `ধন্যবাদ,  \n[আপনার নাম]  \n${brandOf(product, "[ব্র্যান্ডের নাম]")}`,
    kind === "sale" || kind === "event"
      ? `পুনশ্চ: ${news}। **[${button}]**`
      : "পুনশ্চ: এরপর আমাদের কাছ থেকে কী দেখতে চান, রিপ্লাই করে জানাবেন।",
  );
};
