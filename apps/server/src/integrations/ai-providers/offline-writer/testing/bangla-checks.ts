import { romanise } from "../kit/bangla-kit.ts";

/**
 * Checks on the offline writer's Bangla and Banglish copy (issue 15): the script, every input
 * present, and no English template words. Each returns the problems found (empty when fine).
 */

/** Names that stay in Latin letters in Bangla copy because Bangladeshis write them so. */
export const LATIN_NAMES = [
  "Facebook",
  "Instagram",
  "TikTok",
  "YouTube",
  "LinkedIn",
  "Messenger",
  "WhatsApp",
  "Daraz",
  "bKash",
  "Nagad",
  "Google",
  "X",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * The text without the user's own Latin words (also inside the hashtags made of them, so
 * "EcoStep sneakers" allows #EcoStepSneakers) and without the brand names as whole words.
 */
function withoutAllowed(content: string, allowed: readonly string[]): string {
  let text = content;
  for (const name of LATIN_NAMES)
    text = text.replace(new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, "gu"), " ");
  const inputWords = allowed.flatMap((input) => input.match(/\p{Script=Latin}+/gu) ?? []);
  for (const word of inputWords.toSorted((a, b) => b.length - a.length))
    text = text.replace(new RegExp(escape(word), "giu"), "");
  return text;
}

/**
 * Bangla copy: at least 90% of the letters are Bengali script once the user's own Latin inputs and
 * brand names are set aside; every required input appears; no Latin word is left that is not one
 * of those (an English template word such as "for", "Caption", "Shop now").
 */
export function banglaProblems(
  content: string,
  options: { inputs: readonly string[]; latinAllowed?: readonly string[] },
): string[] {
  const problems: string[] = [];
  for (const input of options.inputs)
    if (!content.includes(input)) problems.push(`input missing: ${input}`);
  const latinInputs = options.inputs.filter((input) => /\p{Script=Latin}/u.test(input));
  const rest = withoutAllowed(content, [...latinInputs, ...(options.latinAllowed ?? [])]);
  const letters = [...rest].filter((char) => /\p{L}/u.test(char));
  const bengali = letters.filter((char) => /\p{Script=Bengali}/u.test(char)).length;
  const share = letters.length === 0 ? 1 : bengali / letters.length;
  if (share < 0.9) problems.push(`only ${Math.round(share * 100)}% of the letters are Bengali`);
  const english = rest.match(/\p{Script=Latin}+/gu) ?? [];
  if (english.length > 0) problems.push(`English words: ${[...new Set(english)].join(", ")}`);
  return problems;
}

/** English words that never appear in Banglish copy (Banglish keeps English nouns, not English grammar). */
const ENGLISH_GRAMMAR =
  /\b(?:the|and|for|with|your|our|this|that|is|are|to|of|you|it's|get|now|here)\b/iu;

/**
 * Banglish copy: no Bengali script (Bangla inputs appear romanised), every required input appears
 * (romanised when it was Bangla), and no English template sentences (their grammar words).
 */
export function banglishProblems(
  content: string,
  options: { inputs: readonly string[]; latinAllowed?: readonly string[] },
): string[] {
  const problems: string[] = [];
  if (/\p{Script=Bengali}/u.test(content)) problems.push("Bengali script in Banglish copy");
  for (const input of options.inputs) {
    const expected = romanise(input);
    if (!content.toLowerCase().includes(expected.toLowerCase()))
      problems.push(`input missing: ${expected}`);
  }
  const rest = withoutAllowed(content, [
    ...options.inputs.map(romanise),
    ...(options.latinAllowed ?? []),
  ]);
  const grammar = rest.match(new RegExp(ENGLISH_GRAMMAR.source, "giu")) ?? [];
  if (grammar.length > 0)
    problems.push(`English grammar words: ${[...new Set(grammar)].join(", ")}`);
  return problems;
}

/** The inputs the Bangla and Banglish books are tested with (issue 15). */
export const BANGLA_CASES = {
  bangla: {
    product_name: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
    target_audience: "ঢাকার তরুণরা",
    platform: "Facebook",
    key_benefit: "হালকা, আরামদায়ক আর রিসাইকেল করা বোতল থেকে তৈরি",
    key_features: "রিসাইকেল করা কাপড়, নরম সোল, সহজে ধোয়া যায়",
    desired_action: "আজই অর্ডার করুন",
    topic: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
    keywords: "পরিবেশবান্ধব স্নিকার্স, ঈদ অফার, ফ্রি ডেলিভারি ঢাকা",
    brand_name: "EcoStep",
    original_copy: "ঢাকার গরমেও পা থাকবে আরামে। আজই অর্ডার করুন EcoStep স্নিকার্স।",
    test_goal: "ফেসবুক বিজ্ঞাপন থেকে আরও বেশি অর্ডার",
    video_script:
      "ঢাকার গরমে সকাল ৮টার মধ্যেই জুতা ঘামে ভিজে যায়। আমরা ৫ কিলোমিটার হেঁটে পরীক্ষা করেছি। ফলাফল? পা শুকনো, কোনো ফোসকা নেই। EcoStep তৈরি হয় রিসাইকেল করা বোতল থেকে। অর্ডার করতে পেজে ইনবক্স করুন।",
    duration: "৩০ সেকেন্ড",
    video_topic: "নতুন রানারদের ৫টি সাধারণ ভুল",
    business_description: "ঢাকায় হাতে বোনা পাটের ঝুড়ি আর ঘর সাজানোর জিনিসের অনলাইন শপ",
    brand_personality: "উষ্ণ, পরিবেশবান্ধব, আধুনিক",
    key_benefits: "বাতাস চলাচল করে, সারাদিন আরাম, রিসাইকেল করা বোতল থেকে তৈরি",
    offer: "প্রথম অর্ডারে ১৫% ছাড়, ঢাকায় ফ্রি ডেলিভারি",
    campaign_goal: "ঈদের আগে ২০০টি অনলাইন অর্ডার",
    total_budget: "৳১০,০০০, ৭ দিনের জন্য",
    product_description:
      "রিসাইকেল করা বোতল থেকে তৈরি হালকা স্নিকার্স, দাম ৳২,৫০০, সারা দেশে ডেলিভারি",
    market: "ঢাকা ও চট্টগ্রাম",
    seed_keyword: "রানিং জুতা",
    location: "ঢাকা, চট্টগ্রাম",
    platforms: "ফেসবুক, ইনস্টাগ্রাম",
    content_focus: "নতুন কালেকশন, দৌড়ের টিপস, ক্রেতাদের ছবি",
    focus_keyword: "পরিবেশবান্ধব রানিং জুতা",
    business_goal: "ছয় মাসে রিপিট অর্ডার দ্বিগুণ করা",
    audience_pain_point: "ফ্ল্যাট ফুটের জন্য কোন রানিং জুতা ভালো, বুঝতে পারি না",
    conversion_goal: "প্রথম অনলাইন অর্ডার",
    report_period: "১–৩১ মার্চ ২০২৫",
    campaign_name: "ঈদ স্নিকার্স সেল ২০২৫",
    campaign_budget: "৳৬০,০০০",
    client_name: "রহমান টেক্সটাইলস",
    client_goal: "ঈদের আগে অনলাইন অর্ডার ৩০% বাড়ানো",
    client_notes:
      "জানুয়ারিতে চুক্তি হয়েছে; ফেসবুক অ্যাডে মাসে ৳৪০,০০০ খরচ করেন; টিকটক অ্যাড নিয়ে জানতে চেয়েছেন; ইনভয়েস ১২ দিন ধরে বকেয়া; গত সপ্তাহে দেরিতে রিপ্লাই পেয়ে অখুশি",
    ad_spend: "৳২৫ হাজার",
    revenue: "৳৯০,০০০",
    other_costs: "৳৩০,০০০",
    campaign_metrics: "খরচ: ৳২৫,০০০\nইমপ্রেশন: ১,৮০,০০০\nক্লিক: ৩,৬০০\nঅর্ডার: ৯০\nবিক্রি: ৳১,২৬,০০০",
    influencer_name: "নুসরাত জাহান",
    influencer_niche: "পরিবেশবান্ধব ফ্যাশন আর থ্রিফট শপিং",
    collaboration_offer: "এক জোড়া ফ্রি স্নিকার্স, সাথে একটি রিল আর দুটি স্টোরির জন্য ৳৮,০০০",
  },
  latin: {
    product_name: "EcoStep sneakers",
    target_audience: "ঢাকার তরুণরা",
    platform: "Instagram",
    key_benefit: "হালকা আর আরামদায়ক",
    key_features: "রিসাইকেল করা কাপড়, নরম সোল",
    desired_action: "আজই অর্ডার করুন",
    topic: "EcoStep sneakers",
    keywords: "EcoStep sneakers, eco friendly shoes",
    brand_name: "EcoStep",
    original_copy: "Run lighter. Shop EcoStep sneakers today.",
    test_goal: "More add-to-cart clicks from Facebook ads",
    video_script:
      "Most runners in Dhaka sweat through their shoes by 8 am. We tested breathable mesh on a 5 km run. Dry feet and no blisters. Tap the link in bio to shop.",
    duration: "15",
    video_topic: "5 mistakes new runners make",
    business_description: "Online shop for handmade jute baskets in Dhaka",
    brand_personality: "warm, eco-friendly, modern",
    key_benefits: "Breathable mesh, all-day comfort",
    offer: "15% off your first order",
    campaign_goal: "200 online orders before Eid",
    total_budget: "৳10,000 for 7 days",
    product_description: "Light sneakers made from recycled bottles, ৳2,500",
    market: "Dhaka and Chattogram, Bangladesh",
    seed_keyword: "running shoes",
    location: "Dhaka, Chattogram",
    platforms: "Facebook, Instagram, TikTok",
    content_focus: "New arrivals, running tips",
    focus_keyword: "eco-friendly running shoes",
    business_goal: "Double repeat orders in six months",
    audience_pain_point: "Don't know which running shoes suit flat feet",
    conversion_goal: "First online purchase",
    report_period: "1–31 March 2025",
    campaign_name: "Eid Sneaker Sale 2025",
    campaign_budget: "৳60,000",
    client_name: "Rahman Textiles",
    client_goal: "Grow online orders 30% before Eid",
    client_notes:
      "Signed in January; ৳40,000 a month on Facebook ads; asked about TikTok ads; invoice 12 days overdue; unhappy with slow replies last week",
    ad_spend: "৳25k",
    revenue: "৳90,000",
    other_costs: "৳30,000",
    campaign_metrics:
      "Spend: ৳25,000\nImpressions: 180,000\nClicks: 3,600\nPurchases: 90\nRevenue: ৳126,000",
    influencer_name: "Nusrat Jahan",
    influencer_niche: "Sustainable fashion reels",
    collaboration_offer: "A free pair plus ৳8,000 for one reel and two stories",
  },
} as const satisfies Record<string, Record<string, string>>;
