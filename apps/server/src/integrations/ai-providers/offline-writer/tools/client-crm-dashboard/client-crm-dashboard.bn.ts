import { nativeCounted, nativeList } from "../../kit/bangla-copy-kit.ts";
import { nativeCrmWriter } from "./client-crm-dashboard.native.ts";

/** A fact from the notes as a sentence: its দাঁড়ি, or a full stop after English words. */
const sentence = (fact: string) => (/[A-Za-z0-9)]$/u.test(fact) ? `${fact}.` : `${fact}।`);

/**
 * A client summary written natively in Bangla, as a Dhaka account manager keeps one: the
 * client's health in a word, what is open, what to do and when, and the email and WhatsApp
 * message to send, in the polite আপনি a client expects.
 */
export const crmBn = nativeCrmWriter({
  language: "bn",
  title: (client) => `# ${client}`,
  counted: (text) => nativeCounted(text, "bn"),
  defaultClient: "ক্লায়েন্ট",
  signalNames: {
    payment: "পেমেন্ট",
    renewal: "নবায়ন",
    opportunity: "সুযোগ",
    risk: "ঝুঁকি",
    silent: "সাড়া নেই",
    meeting: "মিটিং",
    positive: "ভালো খবর",
  },
  health: { atRisk: "ঝুঁকিতে", needsAttention: "নজর দেওয়া দরকার", onTrack: "ঠিকঠাক চলছে" },
  actions: {
    payment: () => ({
      action: "ইনভয়েস সংযুক্ত করে বিনয়ের সাথে পেমেন্টের কথা মনে করিয়ে দিন",
      when: "আজই",
    }),
    renewal: () => ({
      action: "লক্ষ্যের তুলনায় ফলাফল দেখিয়ে নবায়নের প্রস্তাব তৈরি করুন",
      when: "এই সপ্তাহে",
    }),
    silent: () => ({ action: "একটা ছোট, নির্দিষ্ট প্রশ্ন দিয়ে আবার যোগাযোগ করুন", when: "আজই" }),
    risk: () => ({
      action: "ফোন করে অভিযোগটা শুনুন, আর তারিখসহ সমাধানে একমত হন",
      when: "আজই",
    }),
    opportunity: (detail) => ({
      action: `${detail ? `${detail} নিয়ে` : "তাঁরা যা জানতে চেয়েছেন, তা নিয়ে"} একটা ছোট প্রস্তাব পাঠান`,
      when: "এই সপ্তাহে",
    }),
    meeting: () => ({
      action: "আলোচনার বিষয় আর যে সংখ্যাগুলো নিয়ে কথা হবে, আগেই পাঠিয়ে দিন",
      when: "মিটিংয়ের আগে",
    }),
  },
  goalAction: (goal) => [
    `লক্ষ্যের অগ্রগতি জানান: ${goal}`,
    "সম্পর্কটা ফলাফলের দিকে নজর রাখে",
    "এই সপ্তাহে",
  ],
  testimonialAction: (quote) => ["একটা রিভিউ বা রেফারেল চান", quote, "পরের যোগাযোগে"],
  quote: (fact) => `“${fact}”`,
  unknowns: {
    budget: "মাসিক বাজেট বা ফি",
    renewal: "চুক্তি শেষ বা নবায়নের তারিখ",
    results: "লক্ষ্যের তুলনায় সর্বশেষ ফলাফল",
    contact: "মূল যোগাযোগের মানুষটির নাম আর পদ",
  },
  summaryHeading: "## সারসংক্ষেপ",
  goalLine: (goal) => `**লক্ষ্য:** ${sentence(goal)}`,
  fact: sentence,
  noNotes:
    "কোনো নোট দেওয়া হয়নি। কাজের সারসংক্ষেপ পেতে যা জানেন লিখুন (শেষ কবে কথা হয়েছে, ফলাফল, খোলা প্রশ্ন, ইনভয়েস)।",
  healthHeading: "## ক্লায়েন্টের অবস্থা",
  healthLine: ({ health, reason }) => `**${health}**${reason ? `: “${reason}”।` : "।"}`,
  openHeading: "## যা এখনো খোলা",
  openItem: ({ kind, fact }) => `${kind}: ${sentence(fact)}`,
  noOpenItems: "নোটে খোলা কিছু পাওয়া যায়নি।",
  actionsHeading: "## পরের কাজ",
  actionHeaders: ["কাজ", "কেন", "কখন"],
  noActions: "নোটে করার মতো কিছু পাওয়া যায়নি। অগ্রগতি দেখতে একটা চেক-ইন ঠিক করুন।",
  emailHeading: "## ফলো-আপ ইমেইল",
  subjects: [
    (client) => `${client}: পরের ধাপ`,
    (client) => `${client}: ছোট্ট আপডেট আর পরের ধাপ`,
    (client) => `${client}: এরপর যা করছি`,
  ],
  subject: ({ subject, goal }) => `**সাবজেক্ট:** ${subject}${goal ? ` (“${goal}”)` : ""}`,
  greeting: "প্রিয় [নাম],",
  update: (goal) =>
    goal
      ? `আপনার লক্ষ্য “${goal}” নিয়ে ছোট্ট একটা আপডেট: [সর্বশেষ ফলাফল এক লাইনে]।`
      : "আমাদের দিক থেকে ছোট্ট একটা আপডেট: [সর্বশেষ ফলাফল এক লাইনে]।",
  concern: (fact) =>
    `আপনার অভিযোগের ব্যাপারে (“${fact}”): বিষয়টা ঠিক করতে চাই। এই সপ্তাহে ১৫ মিনিট কথা বলা যাবে কি?`,
  proposal: (detail) =>
    `আপনি ${detail ? `${detail} নিয়ে` : "নতুন একটা আইডিয়ার কথা"} বলেছিলেন; [দিন]-এর মধ্যে একটা ছোট প্রস্তাব পাঠাব।`,
  admin: (fact) => `হিসাবের একটা ছোট বিষয় (“${fact}”): আপনার অ্যাকাউন্টস টিমকে একটু দেখে নিতে বলবেন?`,
  signOffs: ["সবসময়ের মতো ধন্যবাদ,", "শুভেচ্ছাসহ,", "শিগগিরই কথা হবে,"],
  signOff: (signOff) => `${signOff}  \n[আপনার নাম]`,
  whatsappHeading: "## WhatsApp মেসেজ",
  whatsappOpeners: ["ছোট্ট একটা ফলো-আপ", "একটা ছোট আপডেট", "একটু খোঁজ নিতে লিখছি"],
  whatsappAsks: [
    "এই সপ্তাহে ১৫ মিনিট কথা বলার সময় হবে?",
    "এই সপ্তাহে কোনো এক সময় ১৫ মিনিট কথা বলা যাবে?",
    "এই সপ্তাহে ১৫ মিনিটের একটা কলের জন্য কখন সুবিধা হয়?",
  ],
  whatsapp: ({ opener, goal, proposal, ask }) =>
    `হ্যালো [নাম], ${opener}${goal ? `, “${goal}” নিয়ে` : ""}। ${proposal ? `${proposal.detail ? `${proposal.detail} নিয়ে` : "প্রস্তাবের"} বিস্তারিত শিগগিরই পাঠাচ্ছি। ` : ""}${ask}`,
  unknownsHeading: "## নোটে যা নেই",
  worthFindingOut: (unknowns) => `জেনে নেওয়া ভালো: ${nativeList(unknowns, "bn")}।`,
});
