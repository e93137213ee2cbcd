import { toBengaliDigits } from "@outsmart/contracts/format";
import { toolNamesBn } from "~/lib/i18n/tool-names-bn";
import type { ConsoleToolsMessages } from "./console-tools-en";

const n = (value: number) => toBengaliDigits(String(value));

/** The console's tool editor in Bangla (docs/operator-console.md "Tools"). */
export const consoleToolsBn: ConsoleToolsMessages = {
  navTools: "টুল",
  toolName: (slug, name) => toolNamesBn[slug]?.[0] ?? name,
  listTitle: "টুল",
  listLead:
    "কোন টুল কী জানতে চাইবে আর মডেলকে কীভাবে লিখতে বলবে, এখান থেকে বদলান। প্রতিটি সেভ একটি ভার্সন হয়ে থাকে, চাইলে আগের ভার্সনে ফিরে যেতে পারবেন।",
  loadingTools: "টুলগুলো লোড হচ্ছে",
  edited: "এখানে বদলানো",
  shipped: "ইনস্টলের সময়ের মতো",
  versionShort: (number) => `v${n(number)}`,
  defaultModel: "ডিফল্ট মডেল",
  updated: (when) => `আপডেট: ${when}`,
  backToTools: "সব টুল",
  loadingTool: "টুলটি লোড হচ্ছে",
  editHeading: "কনফিগারেশন",
  description: "বিবরণ",
  descriptionHint: "ক্যাটালগে টুলের নামের নিচে দেখা যায়।",
  systemPrompt: "সিস্টেম প্রম্পট",
  systemPromptHint:
    "প্রতিটি জেনারেশন এই নির্দেশ দিয়ে শুরু হয়। আউটপুটের ভাষা, ব্র্যান্ড কিট আর ব্যবহারকারীর ইনপুট এর পরে যোগ হয়।",
  inputFields: "ইনপুট ফিল্ড",
  inputFieldsHint:
    "প্রতি লাইনে একটি ফিল্ডের নাম, যেমন product_name। টুলের পেজে এর লেবেল নিজে থেকেই তৈরি হয় (product_name → Product Name)।",
  model: "ডিফল্ট মডেল",
  note: "কী বদলালেন (ঐচ্ছিক)",
  notePlaceholder: "যেমন: ক্যাশ অন ডেলিভারির কথা বলবে",
  save: "নতুন ভার্সন হিসেবে সেভ করুন",
  saving: "সেভ হচ্ছে...",
  nothingChanged: "এখনো কিছু বদলানো হয়নি।",
  saved: (number) =>
    `ভার্সন ${n(number)} হিসেবে সেভ হয়েছে। এক সেকেন্ডের মধ্যে সব সার্ভার এটি ব্যবহার করবে।`,
  fieldsError: "অন্তত একটি ফিল্ডের নাম লিখুন।",
  tryHeading: "চালিয়ে দেখুন",
  tryLead:
    "ওপরের কনফিগারেশন ফর্মে যেমন আছে (সেভ হোক বা না হোক) তেমনভাবে একবার চলে। কারো ক্রেডিট কাটে না, কারো হিস্ট্রিতেও থাকে না।",
  tryModel: "মডেল",
  tryLanguage: "আউটপুটের ভাষা",
  tryRun: "চালান",
  tryRunning: "লেখা হচ্ছে...",
  tryResult: "ফলাফল",
  tryMeta: (model, ms) => `${model} · ${n(ms)} মি.সে.`,
  unavailable: (reason) => `এখন চলবে না: ${reason}`,
  versionsHeading: "ভার্সনসমূহ",
  versionTitle: (number) => `ভার্সন ${n(number)}`,
  current: "এখন চলছে",
  firstVersion: "এখানে প্রথম বদলের আগের অবস্থা",
  savedBy: (who, when) => `${who}, ${when}`,
  restoredFrom: (number) => `ভার্সন ${n(number)}-এ ফিরিয়ে নেওয়া`,
  showChanges: "পরিবর্তন দেখুন",
  hideChanges: "পরিবর্তন লুকান",
  changesFrom: (number) => `ভার্সন ${n(number)} থেকে যা বদলেছে`,
  unchangedLines: (count) => `আরও ${n(count)} লাইন অপরিবর্তিত`,
  noChanges: "আগের ভার্সনের মতোই।",
  fieldLabels: {
    description: "বিবরণ",
    systemPrompt: "সিস্টেম প্রম্পট",
    model: "ডিফল্ট মডেল",
    inputFields: "ইনপুট ফিল্ড",
  },
  rollBack: "এই ভার্সনে ফিরে যান",
  rollBackTitle: (number) => `ভার্সন ${n(number)}-এ ফিরে যাবেন?`,
  rollBackBody:
    "এর কনফিগারেশন নতুন একটি ভার্সন হিসেবে সেভ হবে, আর এক সেকেন্ডের মধ্যে সব সার্ভার সেটি ব্যবহার করবে। পরের ভার্সনগুলো তালিকায় থেকে যাবে।",
  rollBackConfirm: "ফিরে যান",
  rollingBack: "ফেরানো হচ্ছে...",
  rolledBack: (from, to) => `ভার্সন ${n(from)} আবার চলছে (ভার্সন ${n(to)} হিসেবে সেভ হয়েছে)।`,
  cancel: "বাতিল",
  added: "যোগ হয়েছে",
  removed: "বাদ গেছে",
};
