import { possessive } from "../../kit/bangla-kit.ts";
import { banglaStop } from "../../kit/bangla-copy-kit.ts";
import { nativeLeadFunnelWriter } from "./lead-capture-funnel.native.ts";

/**
 * A lead funnel written natively in Bangla, from the customer's own words: a free checklist, guide
 * or quiz, an opt-in page that asks for a name and an email or WhatsApp number only, and a week of
 * follow-ups as a Bangladeshi business would send them.
 */
export const leadFunnelBn = nativeLeadFunnelWriter({
  language: "bn",
  defaultProduct: "আমাদের পণ্য",
  defaultPain: "কোথা থেকে শুরু করব, বুঝতে পারি না",
  headline: ({ problem, question }) => (question ? `${problem}?` : `“${problem}” — এর সহজ সমাধান`),
  magnets: ({ problem, question, core, product }) => {
    /** The problem leading a title: "কোন জুতা ভালো?" or "“সময় পাই না”:". */
    const lead = question ? `${problem}?` : `“${problem}”:`;
    return {
      checklist: {
        format: "চেকলিস্ট",
        title: `${lead} ${question ? "" : "সমাধানের "}এক পাতার চেকলিস্ট`,
        promise: `“${problem}” — এর উত্তর এক পাতায়, যা রেখে দেওয়া যায়।`,
      },
      guide: {
        format: "গাইড",
        title: `${lead} ${core ? `${possessive(core)} জন্য ` : ""}৫ মিনিটের গাইড`,
        promise: "ছোট্ট একটা লেখা, যা শেষ হয় স্পষ্ট একটা সিদ্ধান্তে।",
      },
      quiz: {
        format: "কুইজ",
        title: question ? `কুইজ: ${problem}?` : `কুইজ: “${problem}” — আপনার জন্য কোন সমাধান?`,
        promise: "দুই মিনিট, নিজের জন্য একটা উত্তর, আর আপনার কাছ থেকে আবার শোনার একটা কারণ।",
      },
      emailCourse: {
        format: "ইমেইল কোর্স",
        title: `${lead} ৫ দিনের ইমেইল কোর্স`,
        promise: "প্রতিদিন একটা ছোট ধাপ, ইমেইলে বা WhatsApp-এ।",
      },
      template: {
        format: "টেমপ্লেট",
        title: `${product.short} স্টার্টার টেমপ্লেট`,
        promise: "আজই কাজে লাগানোর মতো তৈরি একটা শুরু।",
      },
      sample: {
        format: "স্যাম্পল",
        title: `${product.short} ট্রাই করুন: ফ্রি স্যাম্পল`,
        promise: "কেনার আগে চেখে দেখার সুযোগ (স্যাম্পল দেওয়ার সামর্থ্য থাকলে তবেই)।",
      },
      consultation: {
        format: "পরামর্শ",
        title: `${possessive(product.short)} সাথে ১৫ মিনিটের ফ্রি পরামর্শ`,
        promise: "ছোট একটা কল বা দেখা, কী দরকার বুঝে স্পষ্ট দাম জানানোর জন্য (সময় দিতে পারলে তবেই)।",
      },
      practiceTest: {
        format: "প্র্যাকটিস টেস্ট",
        title: `${possessive(product.short)} ফ্রি প্র্যাকটিস টেস্ট: জানুন কোথা থেকে শুরু করছেন`,
        promise:
          "আসল সময় ধরে ছোট একটা টেস্ট, সাথে কোন তিনটা বিষয়ে আগে কাজ করতে হবে তা লিখে দেওয়া (দ্রুত দেখে দিতে পারলে তবেই)।",
      },
    };
  },
  heading: ({ product }) => `## ${possessive(product.short)} লিড ফানেল`,
  brief: ({ product, audience, pain }) =>
    `পণ্য: ${banglaStop(product.full)}${audience ? ` অডিয়েন্স: ${banglaStop(audience)}` : ""} ক্রেতার সমস্যা: “${pain}”।`,
  magnetsHeading: "## লিড ম্যাগনেটের আইডিয়া",
  magnet: ({ title, format, promise }) => `**${title}** (${format}): ${promise}`,
  pick: ({ format, problem, question }) =>
    `**বাছাই:** ${format}। এটা সরাসরি “${problem}” ${question ? "প্রশ্নের উত্তর দেয়" : "নিয়ে কথা বলে"}, আর বানাতেও সময় কম লাগে।`,
  optInHeading: "## অপ্ট-ইন পেজ",
  optIn: ({ headline, format, core }) => [
    `**হেডলাইন:** ${headline}`,
    `**সাবহেডলাইন:** ${core ? `${possessive(core)} জন্য বানানো ` : ""}ফ্রি ${format}টি নিন, সিদ্ধান্ত নিন নিশ্চিন্তে।`,
    "**বুলেট:**",
  ],
  optInBullets: [
    "সিদ্ধান্ত নেওয়ার আগে যে তিনটি প্রশ্ন করবেন",
    "সবচেয়ে সাধারণ ভুল, আর কীভাবে এড়াবেন",
    "আজই নেওয়া যায় এমন একটা সহজ পরের ধাপ",
  ],
  form: ({ format }) => [
    "**ফর্মের ঘর:** নাম আর ইমেইল (অথবা WhatsApp নম্বর)। এর বেশি কিছু নয়।",
    `**বাটন:** ${format}টি পাঠিয়ে দিন`,
    "**প্রাইভেসি লাইন:** শুধু এটা আর এ-সংক্রান্ত টিপস পাঠাব; যেকোনো সময় আনসাবস্ক্রাইব করতে পারবেন। (কথাটা রাখবেন।)",
  ],
  thankYouHeading: "## ধন্যবাদ পেজ",
  whileYouWait: [
    (short) => `${short} কীভাবে কাজ করে, দেখে নিন`,
    () => "সাপ্তাহিক টিপস পেতে আমাদের ফলো করুন",
    () => "প্রথম ইমেইলের রিপ্লাইয়ে আপনার সবচেয়ে বড় প্রশ্নটা লিখে পাঠান",
  ],
  thankYou: ({ format, next }) => `**ইনবক্স দেখুন: আপনার ${format}টি পাঠানো হয়েছে।** ততক্ষণে ${next}।`,
  nurtureHeading: "## এক সপ্তাহের ফলো-আপ",
  nurtureHeaders: ["দিন", "সাবজেক্ট", "উদ্দেশ্য", "কী করতে বলবেন"],
  nurture: ({ format, core, product, kind }) => [
    [
      "দিন ০",
      `আপনার ${format}টি এসে গেছে`,
      "যা চেয়েছিলেন, সাথে সাথে পৌঁছে দেওয়া",
      `${format}টি খুলুন`,
    ],
    [
      "দিন ১",
      "আজই কাজে লাগবে এমন একটা টিপস",
      "ছোট্ট, কাজের একটা টিপস, যা সাথে সাথে করা যায়",
      "ফলাফল রিপ্লাই করে জানান",
    ],
    [
      "দিন ৩",
      "যে ভুলটা এড়াবেন (আর তার বদলে কী করবেন)",
      "ভুলটা আর ভালো উপায়টা দেখানো",
      "পুরো টিপসটা পড়ুন",
    ],
    [
      "দিন ৫",
      core
        ? `${core} কীভাবে ${product.short} ব্যবহার করছেন`
        : `${product.short} নিয়ে একজন ক্রেতার গল্প`,
      "একজন আসল ক্রেতার গল্প (অনুমতি নিয়ে)",
      `${product.short} দেখুন`,
    ],
    [
      "দিন ৭",
      "সিদ্ধান্ত নিতে তৈরি?",
      "আপনার অফার, পরের ধাপ স্পষ্ট করে",
      { goods: "এখনই অর্ডার করুন", software: "এখনই শুরু করুন", service: "এখনই বুক করুন" }[kind],
    ],
  ],
  nurtureNotes: ({ format, product }) => [
    `**দিন ০:** ${format}টি, সাথে আপনি কে, তা নিয়ে এক লাইন।`,
    "**দিন ১:** পাঁচ মিনিটে কাজে লাগানো যায় এমন টিপস; ফলাফল রিপ্লাই করে জানাতে বলুন।",
    "**দিন ৩:** ভুলটা কী, কেন হয়, আর তার বদলে কী করবেন।",
    `**দিন ৫:** ${product.short} নিয়ে একজন আসল ক্রেতার গল্প। [অনুমতি নিয়ে সত্যিকারের গল্প দিন।]`,
    `**দিন ৭:** অফার: ${product.short} কী, কাদের জন্য, আর কীভাবে পাবেন। [আপনার আসল অফারটা লিখুন।]`,
  ],
  metricsHeading: "## যে হিসাবগুলো দেখবেন",
  metrics: [
    "অপ্ট-ইন রেট: সাইন-আপ ÷ ল্যান্ডিং পেজের ভিজিটর।",
    "প্রতিটি ইমেইলের ওপেন আর ক্লিক রেট।",
    "লিড থেকে ক্রেতা হওয়ার হার: ৩০ দিনের মধ্যে ক্রেতা ÷ লিড।",
    "টাকা খরচ করে ভিজিটর আনলে প্রতি লিডের খরচ।",
  ],
});
