import { possessive } from "../../kit/bangla-kit.ts";
import { banglaStop } from "../../kit/bangla-copy-kit.ts";
import { nativeMarketingFunnelWriter } from "./marketing-funnel-generator.native.ts";

/**
 * A marketing funnel written natively in Bangla, as a Dhaka agency lays one out: from the first
 * reel a buyer sees to the friend they tell, with the channels Bangladeshi buyers use (Facebook
 * groups, WhatsApp, Messenger) and the questions they ask before paying.
 */
export const marketingFunnelBn = nativeMarketingFunnelWriter({
  language: "bn",
  defaultProduct: "আপনার পণ্য",
  defaultGoal: "প্রথম অর্ডার",
  stages: ({ product, core, goal, metric, benefit, kind }) => {
    const forWho = core ? `${possessive(core)} জন্য বানানো` : "আপনার জন্য বানানো";
    return {
      awareness: {
        stage: "পরিচিতি",
        mindset: `${core || "ক্রেতারা"} এখনো ${product.short} চেনেন না, বা দরকারটা টের পাননি।`,
        goal: "ঠিক মানুষের চোখে পড়া।",
        message: benefit ? `${benefit}, ${forWho}।` : `${forWho}: ${product.short}।`,
        content: "ছোট ভিডিও, কাজের টিপস, ক্রিয়েটরদের পোস্ট",
        channels: "ফেসবুক আর ইনস্টাগ্রাম রিলস, টিকটক, ইউটিউব শর্টস, ক্রিয়েটর",
        metric: "রিচ আর প্রতি ১,০০০ জনের কাছে পৌঁছানোর খরচ",
      },
      consideration: {
        stage: "তুলনা",
        mindset: "অপশনগুলো মিলিয়ে দেখছেন, ভরসা করার কারণ খুঁজছেন।",
        goal: "প্রশ্নের উত্তর দেওয়া আর ভরসা তৈরি করা।",
        message: `কেন ${product.short}, আর কাদের জন্য।`,
        content: "তুলনা, ডেমো, প্রশ্নোত্তর, আসল রিভিউ",
        channels: "ওয়েবসাইট, গুগল সার্চ, রিটার্গেটিং অ্যাড, ফেসবুক গ্রুপ",
        metric: "লিংক ক্লিক, পেজে কাটানো সময়, সেভ",
      },
      conversion: {
        stage: "সিদ্ধান্ত",
        mindset: "কিনতে প্রায় তৈরি, কিন্তু ছোট্ট কোনো দ্বিধা আটকে দিতে পারে।",
        goal: `আগ্রহকে কাজে বদলানো: ${banglaStop(goal)}`,
        message: "স্পষ্ট অফার আর সহজ পরের ধাপ।",
        content: {
          goods: "প্রোডাক্ট পেজ, অফার পোস্ট, চেকআউটের রিমাইন্ডার",
          software: "ট্রায়াল বা ডেমো পেজ, শুরু করার গাইড",
          service: "প্যাকেজ আর দামের পোস্ট, খালি স্লট, বুকিংয়ের রিমাইন্ডার",
        }[kind],
        channels: "রিটার্গেটিং অ্যাড, ইমেইল, WhatsApp বা Messenger",
        metric,
      },
      retention:
        kind === "service"
          ? {
              stage: "আবার আসা",
              mindset: "একবার বুকিং দিয়েছেন; আবার আসবেন তো, আর অন্যদের আনবেন তো?",
              goal: "প্রথম অভিজ্ঞতাটা দারুণ করা, আর ফিরে আসার একটা কারণ দেওয়া।",
              message: "ধন্যবাদ; আবার কবে দেখা হতে পারে, জানিয়ে রাখছি।",
              content: "ধন্যবাদের মেসেজ, সেদিনের ছবি, পরের মৌসুমের আগে একটা রিমাইন্ডার",
              channels: "WhatsApp, Messenger, ইমেইল",
              metric: "আবার বুকিংয়ের হার আর রিভিউ",
            }
          : {
              stage: "আবার কেনা",
              mindset: "একবার কিনেছেন; আবার আসবেন তো?",
              goal: "প্রথম অভিজ্ঞতাটা দারুণ করা, আর ফিরে আসার একটা কারণ দেওয়া।",
              message: `${product.short} থেকে সবচেয়ে বেশি সুবিধা নিন।`,
              content: "ব্যবহারের টিপস, যত্নের পরামর্শ, রিফিল বা আপগ্রেডের রিমাইন্ডার",
              channels: "ইমেইল, WhatsApp, ক্রেতাদের গ্রুপ",
              metric: "রিপিট অর্ডারের হার বা অ্যাকটিভ ইউজার",
            },
      advocacy: {
        stage: "সুপারিশ",
        mindset: "খুশি ক্রেতারা অন্যদের বলতে রাজি, যদি তাঁদের বলা হয়।",
        goal: "ক্রেতাদের হাত ধরেই নতুন ক্রেতা আনা।",
        message: "যাঁর ভালো লাগবে, তাঁর সাথে শেয়ার করুন।",
        content: "রেফারেল অফার, রিভিউয়ের অনুরোধ, ক্রেতা স্পটলাইট",
        channels:
          kind === "service"
            ? "WhatsApp, সোশ্যাল পোস্ট, প্রতিটা বুকিংয়ের পর একটা ধন্যবাদ কার্ড"
            : "ইমেইল, সোশ্যাল পোস্ট, প্যাকেটের ভেতরে ছোট কার্ড",
        metric: "প্রতি মাসে রেফারেল আর রিভিউ",
      },
    };
  },
  heading: (product) => `## মার্কেটিং ফানেল: ${product}`,
  brief: ({ goal, audience }) =>
    `কনভার্সনের লক্ষ্য: ${banglaStop(goal)}${audience ? ` অডিয়েন্স: ${banglaStop(audience)}` : ""}`,
  overviewHeaders: ["ধাপ", "লক্ষ্য", "মূল বার্তা", "চ্যানেল", "যা মাপবেন"],
  detailsHeading: "## প্রতিটি ধাপ বিস্তারিত",
  details: (stage) => [
    `**ক্রেতার মনে যা চলছে:** ${stage.mindset}`,
    `**লক্ষ্য:** ${stage.goal}`,
    `**মূল বার্তা:** ${stage.message}`,
    `**কনটেন্ট আর অফার:** ${stage.content}। [যেখানে মানায়, আপনার আসল অফারটা যোগ করুন।]`,
    `**চ্যানেল:** ${stage.channels}`,
    `**যা মাপবেন:** ${stage.metric}`,
  ],
  quickWinsHeading: "## ঝটপট যা করবেন",
  quickWins: [
    "প্রতিটি পোস্ট আর অ্যাডে ইউটিএম লিংক দিন, তাহলে বুঝবেন কোন ধাপে ক্রেতা হারাচ্ছেন।",
    "যাঁরা ভিজিট করেছেন কিন্তু কেনেননি, তাঁদের নিয়ে একটা রিটার্গেটিং অডিয়েন্স বানান।",
    "কেনার আগে মানুষ যে প্রশ্নগুলো করেন, তার তিনটির উত্তর লিখে পেজে পিন করে রাখুন।",
    "প্রতিটি অর্ডারের এক সপ্তাহ পর ছোট্ট একটা “কেমন লাগছে?” মেসেজ পাঠান।",
    "সবচেয়ে খুশি ক্রেতাদের কাছে সরাসরি লিংকসহ রিভিউ চান।",
  ],
  goodsQuickWins: [
    "পেমেন্টের উপায় (যেমন ক্যাশ অন ডেলিভারি, bKash বা Nagad) আর ডেলিভারির সময় প্রোডাক্ট পেজেই লিখে রাখুন; কেনার আগে এই দুটো প্রশ্নই সবচেয়ে বেশি আসে।",
  ],
});
