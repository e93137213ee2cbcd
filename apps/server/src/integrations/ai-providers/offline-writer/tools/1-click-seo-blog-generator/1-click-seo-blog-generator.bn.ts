import { possessive } from "../../kit/bangla-kit.ts";
import { blogBookBn } from "../blog-content-generator/blog-content-generator.bn.ts";
import { nativeSeoBlogWriter, slugFor } from "./1-click-seo-blog-generator.native.ts";

/**
 * A whole SEO article written natively in Bangla from one keyword: the blog book's post, with the
 * title tag, meta description and slug a Bangladeshi site needs, and the questions people ask.
 */
export const seoBlogBn = nativeSeoBlogWriter({
  language: "bn",
  blog: blogBookBn,
  defaultKeyword: "আপনার বিষয়",
  seoTitles: ({ keyword, audience }) => [
    `${keyword}: ${audience ? `${possessive(audience)} জন্য` : "নতুনদের জন্য"} সহজ গাইড`,
    `${keyword}: শুরুর আগে যা জানা দরকার`,
    `${keyword} গাইড: টিপস, ভুল আর পরের ধাপ`,
    `${keyword} কীভাবে বেছে নেবেন: সহজ গাইড`,
    `সহজ ভাষায় ${keyword}`,
  ],
  seoTitle: (counted) => `**এসইও টাইটেল:** ${counted}`,
  metaDescription: (counted) => `**মেটা ডেসক্রিপশন:** ${counted}`,
  slug: (keyword) => `**ইউআরএল স্লাগ:** ${slugFor(keyword)}`,
  faq: (keyword, kind) => [
    "## প্রায়ই যে প্রশ্নগুলো আসে",
    `### ${keyword} বেছে নেওয়ার সময় কী কী দেখব?`,
    kind === "service"
      ? "শুরু করুন কী কাজ করাতে চান আর কবের মধ্যে দরকার, সেখান থেকে। তারপর দুই-তিনটা জায়গার লিখিত দাম, তাতে কী কী থাকছে, ওয়ারেন্টি আর আসল ক্লায়েন্টদের রিভিউ মিলিয়ে দেখুন।"
      : "শুরু করুন নিজের দরকার থেকে: কোথায় আর কত ঘন ঘন ব্যবহার করবেন, বাজেট কত, আর কী থাকলে চলবেই না। তারপর শুধু এই বিষয়গুলো ধরে দুই-তিনটা অপশন মিলিয়ে দেখুন।",
    `### ${keyword} কি আসলেই দামের যোগ্য?`,
    kind === "service"
      ? "নির্ভর করে এটা আপনার কী বাঁচায় তার ওপর: সময়, আরেকবার যাওয়ার ঝামেলা বা পরে বড় কোনো সমস্যা। বাড়তি খরচসহ পুরো দামটা মিলিয়ে দেখুন, কাজে কী কী থাকছে আর কতদিন কভার করা থাকবে তার সাথে।"
      : "নির্ভর করে কত ঘন ঘন ব্যবহার করবেন আর এটা কোন খরচ বাঁচাবে, তার ওপর। প্রতিবার ব্যবহারের খরচ (দাম ÷ যতবার ব্যবহার করবেন বলে মনে হয়) হিসাব করলে অপশনগুলো ন্যায্যভাবে তুলনা করা যায়।",
    `### ${keyword} নিয়ে সাধারণ ভুলগুলো কী কী?`,
    kind === "service"
      ? "শুধু সবচেয়ে কম দাম দেখে বেছে নেওয়া, দামে কী কী থাকছে না জেনে নেওয়া আর ওয়ারেন্টির কথা না জিজ্ঞেস করা।"
      : "শুধু দাম দেখে সিদ্ধান্ত নেওয়া, অন্যের দেখাদেখি বেছে নেওয়া আর শর্তাবলি (ডেলিভারি, রিটার্ন, সাপোর্ট) না পড়া।",
    `### ${keyword} নিয়ে আরও কোথায় জানতে পারি?`,
    "[আপনার সংশ্লিষ্ট পণ্য, সেবা বা ক্যাটাগরি পেজের লিংক দিন, সাথে আপনার সাইটের আরেকটা গাইডের লিংক।]",
  ],
  relatedHeading: "## আরও পড়ুন",
  related: (keyword) => [
    `[${keyword} নিয়ে আপনার পণ্য বা সেবার পেজের লিংক]`,
    "[আপনার সাইটের সংশ্লিষ্ট আরেকটা গাইডের লিংক]",
    "[আপনার প্রশ্নোত্তর বা যোগাযোগ পেজের লিংক]",
  ],
});
