import { bengaliDigits, objective, possessive } from "../../kit/bangla-kit.ts";
import { yourFor } from "../../kit/bangla-copy-kit.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";

/** What a behind-the-scenes post can show, by what is sold. */
const BEHIND: Readonly<Record<OfferKind, string>> = {
  goods: "আজকের অর্ডার প্যাক করা",
  software: "পরের আপডেট নিয়ে টিমের কাজ",
  service: "আজকের বুকিংয়ের প্রস্তুতি",
};
import { numbered } from "../../kit/text-kit.ts";
import { nativeSchedulerWriter } from "./social-post-scheduler.native.ts";
import { schedulerTipsBn } from "./social-post-scheduler.tips.ts";

/**
 * A week of social posts written natively in Bangla, as a Dhaka page's social team plans it: the
 * week from শনিবার, evening times when Bangladeshi feeds are busiest, no post at জুমা on Friday,
 * inbox and bio-link asks, [বন্ধনী] where only the business knows the detail.
 */
export const schedulerBn = nativeSchedulerWriter({
  language: "bn",
  defaultBrand: "আমাদের পেজ",
  weekdays: ["শনিবার", "রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার"],
  times: {
    facebook: ["রাত ৯টা", "রাত ৮:৩০", "দুপুর ১:৩০", "রাত ১০টা"],
    instagram: ["রাত ৮টা", "দুপুর ১টা", "রাত ৯টা", "সন্ধ্যা ৭:৩০"],
    linkedin: ["সকাল ৯টা", "সকাল ১০টা", "দুপুর ১২টা"],
    tiktok: ["সন্ধ্যা ৭টা", "রাত ৯:৩০", "রাত ১০টা"],
    x: ["সকাল ৯টা", "দুপুর ১২টা", "সন্ধ্যা ৬টা"],
    youtube: ["সন্ধ্যা ৬টা", "রাত ৮টা"],
    other: ["রাত ৮টা", "দুপুর ১টা"],
  },
  timeFits: ({ day, time }) => day !== 6 || !time.startsWith("দুপুর"),
  purposes: {
    educate: "টিপস",
    engage: "আলাপ জমানো",
    sell: "বিক্রি",
    behindTheScenes: "পর্দার পেছনে",
    community: "কমিউনিটি",
  },
  ideas: {
    educate: "৩টি ঝটপট টিপস",
    engage: "ফলোয়ারদের জন্য একটা প্রশ্ন",
    sell: "অর্ডারের স্পষ্ট ডাকসহ পণ্যের পোস্ট",
    behindTheScenes: "পর্দার পেছনের গল্প",
    community: "ক্রেতাদের ছবি আর ধন্যবাদ",
  },
  idea: ({ idea, focus }) => `${idea} (${focus})`,
  copy: {
    educate: ({ core, focus, emoji, brand, tips, round }) =>
      `${round === 0 ? `${focus} নিয়ে ${core ? `${possessive(core)} ` : ""}যে ৩টি কথা জানা দরকার` : `${focus} নিয়ে আরও ৩টি টিপস`}${emoji}\n\n${numbered(tips)}\n\nপরে কাজে লাগবে, তাই পোস্টটা সেভ করে রাখুন। এমন আরও টিপস পেতে ${objective(brand)} ফলো করুন।`,
    engage: ({ core, focus, emoji }) =>
      `${core ? `${core}, একটা প্রশ্ন` : "একটা প্রশ্ন"}: ${focus} নিয়ে ${yourFor(core, "bn")} মনে কোন প্রশ্নটা সবচেয়ে বেশি ঘোরে?${emoji} কমেন্টে জানান, সবচেয়ে বেশি আসা প্রশ্নগুলোর উত্তর দেব এই সপ্তাহেই।`,
    sell: ({ focus, brand, emoji, core, cta }) =>
      `${possessive(brand)} ${focus}${emoji}\n\n${core ? `${possessive(core)} কথা ভেবেই বানানো। ` : ""}[যে কথাটা শুনলে মানুষ কিনতে চাইবে, সেটা লিখুন: দাম, কী কী থাকছে বা মূল সুবিধা।]\n\n${cta}`,
    behindTheScenes: ({ brand, emoji, focus, kind }) =>
      `চলুন, ${possessive(brand)} পর্দার পেছনে একটু ঘুরে আসি${emoji} [কী দেখাচ্ছেন লিখুন, যেমন ${BEHIND[kind]} বা ${focus} নিয়ে প্রস্তুতি।] এরপর কী দেখতে চান, কমেন্টে বলুন।`,
    community: ({ brand, emoji, brandTag, core }) =>
      `${yourFor(core, "bn")} ছবিতে ${brand} দেখতে আমাদের দারুণ লাগে${emoji} ${brandTag} দিয়ে ছবি শেয়ার করুন, বাছাই করা ছবিগুলো আমরা এখানে তুলে ধরব। [অনুমতি নিয়ে একজন আসল ক্রেতার ছবি রিপোস্ট করুন।]`,
  },
  tips: schedulerTipsBn,
  heading: (brand) => `## ${possessive(brand)} সাপ্তাহিক পোস্ট প্ল্যান`,
  audienceLine: (audience) => `**যাদের জন্য:** ${audience}`,
  tableHeaders: ["দিন", "প্ল্যাটফর্ম", "ফরম্যাট", "সময়", "পোস্টের আইডিয়া"],
  timesNote:
    "সময়গুলো শুরু করার একটা ধারণা, ডেটা নয়: পেজের ইনসাইটস দেখে যে সময়ে আপনার ফলোয়াররা অনলাইনে থাকেন, পোস্ট সেই সময়ে সরিয়ে নিন। শুক্রবার জুমার সময়টা (দুপুর) বাদ রাখা হয়েছে।",
  postsHeading: "## পোস্টগুলো",
  postHeading: ({ number, day, platform, time }) =>
    `### দিন ${bengaliDigits(String(number))} — ${day} · ${platform} · ${time}`,
  postLabel: ({ purpose, format }) => `*${purpose} · ${format}*`,
  notesHeading: "## মনে রাখুন",
  notes: [
    "দুই সপ্তাহ পর ইনসাইটস দেখে নিন; ফলোয়াররা যে সময়ে সবচেয়ে বেশি অ্যাকটিভ, পোস্ট সেই সময়ে সরিয়ে নিন।",
    "পোস্ট করার পর প্রথম এক ঘণ্টা কমেন্টের উত্তর দিন; শুরুতেই আলাপ জমলে পোস্ট বেশি মানুষের কাছে পৌঁছায়।",
    "শিডিউল করার আগে [বন্ধনীর] জায়গাগুলোতে আসল তথ্য বসান, আর সবচেয়ে ভালো চলা পোস্টটা পরের সপ্তাহে আবার কাজে লাগান।",
  ],
});
