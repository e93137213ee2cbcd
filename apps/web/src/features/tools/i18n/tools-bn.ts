import { formatBdt, toBengaliDigits } from "@outsmart/contracts/format";
import { formatNumber } from "~/lib/i18n/format";
import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import { toolNamesBn } from "~/lib/i18n/tool-names-bn";
import type { ToolsMessages } from "./tools-en";

/** The form's fields in Bangla, by field name: label and placeholder. */
const fields: Readonly<Record<string, readonly [label: string, placeholder: string]>> = {
  title: ["শিরোনাম", "যেমন: ঈদ কালেকশন লঞ্চ"],
  keywords: ["কিওয়ার্ড", "যেমন: রিসাইকেলড স্নিকার্স, রানিং শু, পরিবেশবান্ধব"],
  target_audience: ["টার্গেট অডিয়েন্স", "যেমন: ঢাকার তরুণ চাকরিজীবী, যারা রোজ হাঁটেন বা দৌড়ান"],
  product_name: ["প্রোডাক্টের নাম", "যেমন: EcoStride রিসাইকেলড রানিং স্নিকার্স"],
  product_description: [
    "প্রোডাক্টের বিবরণ",
    "যেমন: হাতে বানানো পাটের হোম ডেকর, ৳৮০০–৳৩,৫০০, সারা দেশে ডেলিভারি",
  ],
  brand_name: ["ব্র্যান্ডের নাম", "যেমন: EcoStride"],
  business_description: ["ব্যবসার বিবরণ", "যেমন: হাতে বানানো পাটের ঝুড়ি আর হোম ডেকরের অনলাইন শপ"],
  brand_personality: ["ব্র্যান্ডের ধরন", "যেমন: আন্তরিক, পরিবেশবান্ধব, আধুনিক"],
  platform: ["প্ল্যাটফর্ম", "যেমন: Instagram, Facebook, LinkedIn, TikTok বা X"],
  platforms: ["প্ল্যাটফর্মগুলো", "যেমন: Facebook, Instagram"],
  topic: ["বিষয়", "যেমন: গরম আর ভ্যাপসা আবহাওয়ায় কোন রানিং শু বাছবেন"],
  page_topic: ["পেজের বিষয়", "যেমন: রিসাইকেলড রানিং স্নিকার্সের প্রোডাক্ট পেজ"],
  video_topic: ["ভিডিওর বিষয়", "যেমন: নতুন রানাররা যে ৫টা ভুল করেন"],
  focus_keyword: ["ফোকাস কিওয়ার্ড", "যেমন: পরিবেশবান্ধব রানিং শু"],
  seed_keyword: ["মূল কিওয়ার্ড", "যেমন: রানিং শু"],
  location: ["লোকেশন", "যেমন: বাংলাদেশ"],
  market: ["মার্কেট", "যেমন: ঢাকা আর চট্টগ্রাম, বাংলাদেশ"],
  key_benefit: ["মূল সুবিধা", "যেমন: হালকা, বাতাস চলাচল করে, রিসাইকেলড বোতল থেকে তৈরি"],
  key_benefits: ["মূল সুবিধাগুলো", "যেমন: বাতাস চলাচলের মেশ, সারাদিন আরাম, রিসাইকেলড বোতল থেকে তৈরি"],
  key_features: ["মূল ফিচার", "যেমন: রিসাইকেলড মেশ, নরম সোল, মেশিনে ধোয়া যায়"],
  offer: ["অফার", "যেমন: প্রথম অর্ডারে ১৫% ছাড়, ঢাকায় ফ্রি ডেলিভারি"],
  desired_action: ["যা করাতে চান", "যেমন: ফ্রি ডেমো বুক করুন"],
  original_copy: ["মূল কপি", "যেমন: হালকা পায়ে দৌড়ান। আজই কিনুন EcoStride রিসাইকেলড স্নিকার্স।"],
  test_goal: ["টেস্টের লক্ষ্য", "যেমন: Facebook অ্যাড থেকে আরও বেশি অ্যাড-টু-কার্ট ক্লিক"],
  video_script: [
    "ভিডিও স্ক্রিপ্ট",
    "স্ক্রিপ্টটা পেস্ট করুন, অথবা ভিডিওর আইডিয়াটা লিখুন: কী ঘটবে, মূল মেসেজ আর শেষটা কেমন",
  ],
  duration: ["দৈর্ঘ্য", "যেমন: ৩০ (সেকেন্ড)"],
  campaign_goal: ["ক্যাম্পেইনের লক্ষ্য", "যেমন: ঈদের আগে ২০০টা অনলাইন অর্ডার"],
  campaign_name: ["ক্যাম্পেইনের নাম", "যেমন: ঈদ স্নিকার সেল ২০২৫"],
  campaign_budget: ["ক্যাম্পেইনের বাজেট", "যেমন: ৳৬০,০০০"],
  total_budget: ["মোট বাজেট", "যেমন: ৭ দিনে ৳১০,০০০"],
  business_goal: ["ব্যবসার লক্ষ্য", "যেমন: ছয় মাসে রিপিট অর্ডার দ্বিগুণ"],
  conversion_goal: ["কনভার্সনের লক্ষ্য", "যেমন: প্রথম অনলাইন কেনাকাটা"],
  email_goal: ["ইমেইলের লক্ষ্য", "যেমন: ঈদ সেলের ঘোষণা: ১০ এপ্রিল পর্যন্ত ২০% ছাড়"],
  influencer_name: ["ইনফ্লুয়েন্সারের নাম", "যেমন: নুসরাত জাহান"],
  influencer_niche: ["ইনফ্লুয়েন্সারের নিশ", "যেমন: সাসটেইনেবল ফ্যাশন রিল আর থ্রিফট হল"],
  collaboration_offer: [
    "কোলাবরেশন অফার",
    "যেমন: একটা রিল আর দুটো স্টোরির জন্য এক জোড়া ফ্রি, সাথে ৳৮,০০০",
  ],
  content_focus: ["কনটেন্টের ফোকাস", "যেমন: নতুন কালেকশন, দৌড়ের টিপস আর কাস্টমারদের ছবি"],
  audience_pain_point: ["অডিয়েন্সের সমস্যা", "যেমন: ফ্ল্যাট ফুটে কোন রানিং শু মানাবে বুঝতে পারেন না"],
  report_period: ["রিপোর্টের সময়কাল", "যেমন: ১–৩১ মার্চ ২০২৫"],
  campaign_metrics: [
    "ক্যাম্পেইনের সংখ্যা",
    "আপনার সংখ্যাগুলো পেস্ট করুন, প্রতি লাইনে একটা, যেমন:\nখরচ: ৳২৫,০০০\nইমপ্রেশন: ১,৮০,০০০\nক্লিক: ৩,৬০০\nকেনাকাটা: ৯০\nআয়: ৳১,২৬,০০০",
  ],
  client_name: ["ক্লায়েন্টের নাম", "যেমন: রহমান টেক্সটাইলস"],
  client_goal: ["ক্লায়েন্টের লক্ষ্য", "যেমন: ঈদের আগে অনলাইন অর্ডার ৩০% বাড়ানো"],
  client_notes: [
    "ক্লায়েন্ট নোট",
    "আপনার নোট পেস্ট করুন, যেমন: জানুয়ারিতে সাইন করেছে; মাসে ৳৪০,০০০ Facebook অ্যাডে; TikTok নিয়ে জানতে চেয়েছে; ইনভয়েস ১২ দিন বাকি",
  ],
  ad_spend: ["অ্যাডের খরচ", "যেমন: ৳২৫,০০০"],
  revenue: ["আয়", "যেমন: ৳৯০,০০০"],
  other_costs: ["অন্যান্য খরচ", "যেমন: প্রোডাক্ট আর ডেলিভারিতে ৳৩০,০০০ (না থাকলে ০)"],
  genre: ["জনরা", "একটা জনরা বাছুন"],
  mood: ["মুড", "একটা মুড বাছুন"],
  prompt: ["প্রম্পট", "কী চান, এক-দুই লাইনে লিখুন"],
  image: ["ছবি", "একটা ছবি আপলোড করুন"],
  mask: ["মাস্ক", "একটা মাস্ক ছবি আপলোড করুন"],
  aspect_ratio: ["অ্যাসপেক্ট রেশিও", "একটা অ্যাসপেক্ট রেশিও বাছুন"],
  style: ["স্টাইল", "একটা স্টাইল বাছুন"],
  scale_factor: ["স্কেল ফ্যাক্টর", "যেমন: ২"],
};

/**
 * A field by its name, or by the new name of a renamed one (script_prompt → video_script:
 * `renamedFields` in contracts/tool-fields.ts, not imported so that module stays in the page's chunk).
 */
const oldNames: Readonly<Record<string, string>> = {
  script_prompt: "video_script",
  metrics_prompt: "campaign_metrics",
  notes_prompt: "client_notes",
};
const field = (name: string) => fields[name] ?? fields[oldNames[name] ?? ""];

/** The select fields' options (their values stay English: they are what the API takes). */
const options: Readonly<Record<string, string>> = {
  "1:1": "১:১ স্কয়ার",
  "16:9": "১৬:৯ ল্যান্ডস্কেপ",
  "9:16": "৯:১৬ পোর্ট্রেট",
  "4:3": "৪:৩ স্ট্যান্ডার্ড",
  "3:2": "৩:২ ফটো",
  photographic: "ফটোগ্রাফিক",
  "digital-art": "ডিজিটাল আর্ট",
  cinematic: "সিনেমাটিক",
  anime: "অ্যানিমে",
  "fantasy-art": "ফ্যান্টাসি আর্ট",
  "line-art": "লাইন আর্ট",
  ambient: "অ্যাম্বিয়েন্ট",
  classical: "ক্লাসিক্যাল",
  electronic: "ইলেকট্রনিক",
  jazz: "জ্যাজ",
  rock: "রক",
  folk: "ফোক",
  piano: "পিয়ানো",
  calm: "শান্ত",
  relaxing: "রিল্যাক্সিং",
  energetic: "এনার্জেটিক",
  dark: "গম্ভীর",
  uplifting: "মন ভালো করা",
  mysterious: "রহস্যময়",
  peaceful: "প্রশান্ত",
  dramatic: "নাটকীয়",
};

/** The built-in models' descriptions (contracts/models.ts), by id; names stay as they are. */
const models: Readonly<Record<string, string>> = {
  "outsmart-writer": "বিল্ট-ইন টেমপ্লেট রাইটার: কোনো AI প্রোভাইডার বা ইন্টারনেট ছাড়াই চলে।",
  "llama-3.2-3b": "Meta-র ছোট 3B চ্যাট মডেল।",
  "qwen-2.5-7b": "Alibaba-র 7B চ্যাট মডেল, গোছানো কপিতে দক্ষ।",
  "qwen-2.5-coder-7b": "ল্যান্ডিং পেজের HTML আর ট্র্যাকিং কোডের জন্য কোড মডেল।",
  "gemma-3-1b": "Google-এর ছোট, দ্রুত মডেল, ছোট কপির জন্য।",
  "gpt-5-mini": "OpenAI-এর দ্রুত, সাশ্রয়ী মডেল।",
  "claude-haiku-4.5": "Anthropic-এর দ্রুত মডেল, লেখায় স্বাভাবিক সুর।",
  "gemini-2.5-flash": "Google-এর দ্রুত মাল্টিমোডাল মডেল।",
  "mistral-small": "Mistral-এর দক্ষ মডেল, অনেক ভাষায় ভালো।",
  "gpt-5": "OpenAI-এর সবচেয়ে শক্তিশালী মডেল।",
  "claude-sonnet-4.5": "Anthropic-এর সেরা মডেল, লম্বা স্ট্র্যাটেজি আর কপির জন্য।",
  "gemini-2.5-pro": "Google-এর সবচেয়ে শক্তিশালী মডেল।",
  "stable-audio": "Stability AI-এর মিউজিক আর সাউন্ড জেনারেটর।",
};

const count = (value: number) => formatNumber(value, "bn");

export const toolsBn: ToolsMessages = {
  toolName: (slug, english) => toolNamesBn[slug]?.[0] ?? english,
  toolDescription: (slug, english) => toolNamesBn[slug]?.[1] ?? english,
  fieldLabel: (name, english) => field(name)?.[0] ?? english,
  fieldPlaceholder: (name, english) => field(name)?.[1] ?? english,
  optionLabel: (value, english) => options[value] ?? english,
  modelDescription: (id, english) => models[id] ?? english,
  error: (error, fallback) => banglaErrorMessage(error, fallback),

  currentPlan: (plan) => `বর্তমান প্ল্যান: ${plan}`,
  loading: "লোড হচ্ছে",
  loadingTitle: "টুল লোড হচ্ছে",
  loadingText: "এই টুলের ঘর আর মডেলগুলো আনা হচ্ছে…",
  configErrorTitle: "কনফিগারেশনে সমস্যা",

  formLabel: (tool) => `${tool}: যা লিখবেন`,
  generatedTitle: "কনটেন্ট তৈরি!",
  generatedText: (model) => `${model} দিয়ে সফলভাবে তৈরি হয়েছে।`,
  failedTitle: "জেনারেশন হয়নি",
  failedFallback: "AI টুলের রিকোয়েস্টটা প্রসেস করা যায়নি",
  buyCredits: "ক্রেডিট কিনুন",
  fillIn: "এই ঘরটা পূরণ করুন।",
  configNotLoaded: "টুলের কনফিগারেশন লোড হয়নি।",
  signInTitle: "সাইন ইন করতে হবে",
  signInText: "AI টুল ব্যবহার করতে আর আপনার জেনারেশনগুলো রাখতে সাইন ইন করুন।",
  missingTitle: "কিছু ঘর খালি",
  missingText: (labels) => `এই ঘরগুলো পূরণ করুন: ${labels}`,
  loadingModels: "মডেলগুলো লোড হচ্ছে…",
  modelsFailed: "মডেলের তালিকা লোড করা যায়নি; টুলের স্বাভাবিক মডেলটাই ব্যবহার হবে।",
  generating: "দারুণ কনটেন্ট তৈরি হচ্ছে...",
  generate: "কনটেন্ট তৈরি করুন",
  emptyTitle: "আপনার কনটেন্ট এখানে দেখাবে",
  emptyText: "ঘরগুলো পূরণ করে “কনটেন্ট তৈরি করুন” চাপুন। প্রতিটা রেজাল্ট আপনার হিস্ট্রিতে সেভ থাকে।",
  loadingResult: "রেজাল্ট লোড হচ্ছে",

  typeBangla: "বাংলায় লিখুন",
  typeBanglaIn: (label) => `${label} ঘরে বাংলায় লিখুন`,
  typeBanglaHint:
    "Banglish-এ লিখুন: স্পেস বা দাঁড়ি-কমা দিলেই প্রতিটা শব্দ বাংলা হয়ে যাবে। Ctrl+Z (⌘Z) চাপলে আপনার লেখাটা ফিরে আসবে।",
  imageType: "একটা ছবির ফাইল বাছুন (PNG, JPEG বা WebP)।",
  imageTooLarge: "ছবিটা অনেক বড়: ১.৪ MB-এর কম সাইজের ছবি বাছুন।",
  imageUnreadable: "ছবিটা পড়া যায়নি।",
  replaceImage: "ছবি বদলান",
  chooseImage: "ছবি বাছুন",
  uploaded: "আপলোড হয়েছে",
  noImage: "কোনো ছবি বাছা হয়নি। PNG, JPEG বা WebP, ১.৪ MB পর্যন্ত।",
  remove: (label) => `${label} সরান`,

  aiModel: "AI মডেল",
  noModel: "কোনো মডেল পাওয়া যাচ্ছে না",
  tiers: { free: "ফ্রি মডেল", premium: "প্রিমিয়াম মডেল", enterprise: "এন্টারপ্রাইজ মডেল" },
  cost: "খরচ:",
  noModelForTool: "এই মুহূর্তে এই টুলের জন্য কোনো AI মডেল পাওয়া যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।",
  unlockMore: (_count, plans) => `${plans} নিলে আরও মডেল খুলে যাবে।`,
  and: " আর ",
  comparePlans: "প্ল্যানগুলো মিলিয়ে দেখুন",
  costQuote: (credits, taka) =>
    credits === 0 ? "ফ্রি" : `${count(credits)} ক্রেডিট · ${formatBdt(taka, "bn")}`,
  unavailable: "পাওয়া যাচ্ছে না",
  freeUnlimited: "আপনার প্ল্যানে ফ্রি মডেল যতবার খুশি ব্যবহার করা যায়।",
  freeUsedUp: (limit) =>
    `আজকের ${count(limit)}টা ফ্রি জেনারেশন শেষ। বাংলাদেশ সময় রাত ১২টায় আবার পাবেন।`,
  freeLeft: (left, limit) =>
    `আজ ${toBengaliDigits(String(limit))}টার মধ্যে ${count(left)}টা ফ্রি জেনারেশন বাকি।`,
  notEnough: (balance) => `যথেষ্ট ক্রেডিট নেই: আপনার আছে ${count(balance)} ক্রেডিট।`,
  balance: (balance) => `ব্যালেন্স: ${count(balance)} ক্রেডিট।`,

  outputLanguage: "কপির ভাষা",
  languageDescriptions: {
    en: "ইংরেজিতে কপি।",
    bn: "বাংলা হরফে বাংলা কপি, Facebook আর Daraz-এ শপগুলো যেভাবে লেখে।",
    banglish: "ইংরেজি হরফে বাংলা, Facebook-এ অনেকে যেভাবে লেখেন।",
  },

  brandKit: "ব্র্যান্ড কিট",
  loadingKits: "আপনার ব্র্যান্ড কিটগুলো লোড হচ্ছে…",
  kitsFailed: "আপনার ব্র্যান্ড কিট লোড করা যায়নি; কপি কিট ছাড়াই লেখা হবে।",
  noKits: "আপনার ব্র্যান্ডের প্রোডাক্ট, দাম আর টোন একবার সেভ করুন, সব টুল সেগুলো কাজে লাগাবে।",
  writtenFor: (kit) =>
    `${kit}-এর জন্য লেখা: তার টোনে, তার তথ্য দিয়ে, আর যেসব শব্দ এড়াতে বলা আছে সেগুলো বাদ দিয়ে। ব্র্যান্ড, প্রোডাক্ট আর অডিয়েন্সের যে ঘর খালি রাখবেন, সেখানে কিটের তথ্য বসবে।`,
  chooseKit: "একটা কিট বাছুন, কপিতে আপনার ব্র্যান্ডের নাম আর তথ্য থাকবে।",
  createKit: "ব্র্যান্ড কিট বানান",
  manageKits: "ব্র্যান্ড কিট সামলান",
  noBrandKit: "কোনো ব্র্যান্ড কিট নয়",
};
