import { possessive } from "../../kit/bangla-kit.ts";
import { nativeLogoNameWriter } from "./logo-name-generator.native.ts";

/**
 * Brand names written natively in Bangla, as Bangladeshi shops name themselves: the business's
 * own words joined the Bangla way (পাটশালা, পাটের হাট, সোনালি পাট), with a logo direction.
 */

/** Two words joined as one name, with a space where a vowel would otherwise run into a vowel. */
const join = (first: string, second: string) =>
  /^[\u0985-\u0994]/u.test(second) ? `${first} ${second}` : `${first}${second}`;

/** The letter a monogram is drawn from. */
const initial = (name: string) => [...name][0] ?? name;

export const logoNamesBn = nativeLogoNameWriter({
  language: "bn",
  defaultDescription: "আপনার ব্যবসা",
  shown: (text) => text,
  traits: {
    natural: {
      words: ["পাতা", "শিকড়", "মাটি", "কুঁড়ি", "বন"],
      colours: "গাঢ় সবুজ, পাটের মতো বাদামি আর অফ-হোয়াইট",
      feeling: "প্রাকৃতিক আর শান্ত",
      type: "নরম বাঁকের সহজ সান-সেরিফ",
    },
    warm: {
      words: ["ঘর", "উঠোন", "আলো", "নীড়"],
      colours: "পোড়ামাটি রং, সরষে হলুদ আর ক্রিম",
      feeling: "উষ্ণ আর আপন",
      type: "গোলাকার সান-সেরিফ",
    },
    modern: {
      words: ["রেখা", "নকশা", "ছাঁদ"],
      colours: "চারকোল, উজ্জ্বল নীল আর সাদা",
      feeling: "আধুনিক আর পরিষ্কার",
      type: "জ্যামিতিক সান-সেরিফ",
    },
    premium: {
      words: ["সোনা", "রেশম", "মুকুট"],
      colours: "কালো, সোনালি আর আইভরি",
      feeling: "রুচিশীল আর প্রিমিয়াম",
      type: "মোটা-চিকন টানের সেরিফ",
    },
    playful: {
      words: ["রঙ", "ফড়িং", "ঝিলমিল", "খুশি"],
      colours: "প্রবাল, রোদ-হলুদ আর টিল",
      feeling: "প্রাণবন্ত আর মজার",
      type: "মোটা, গোলাকার ডিসপ্লে ফন্ট",
    },
    bold: {
      words: ["শিখর", "বজ্র", "দুর্গ"],
      colours: "গাঢ় লাল, কালো আর সাদা",
      feeling: "সাহসী আর আত্মবিশ্বাসী",
      type: "ভারী, চাপা সান-সেরিফ",
    },
    calm: {
      words: ["নদী", "মেঘ", "ঢেউ"],
      colours: "সেজ সবুজ, বালুরং আর সাদা",
      feeling: "শান্ত আর কোমল",
      type: "হালকা, খোলামেলা সান-সেরিফ",
    },
    trustworthy: {
      words: ["নোঙর", "ভরসা", "খুঁটি"],
      colours: "নেভি, স্লেট আর সাদা",
      feeling: "স্থির আর বিশ্বস্ত",
      type: "মজবুত সেরিফ",
    },
    smart: {
      words: ["স্পন্দন", "নক্ষত্র", "যুক্তি"],
      colours: "মিডনাইট ব্লু, সায়ান আর সাদা",
      feeling: "স্মার্ট আর সামনে তাকানো",
      type: "ঘন জ্যামিতিক সান-সেরিফ",
    },
    crafted: {
      words: ["তাঁত", "বুনন", "কারিগর"],
      colours: "নীল, মরচে লাল আর কোরা সুতির রং",
      feeling: "হাতের কাজের, শিকড়ের কাছাকাছি",
      type: "ক্লাসিক সেরিফ",
    },
  },
  defaultTrait: {
    words: ["পথ", "নীড়", "আলো", "তারা"],
    colours: "গাঢ় নীল, উষ্ণ কমলা আর সাদা",
    feeling: "পরিষ্কার আর সহজ",
    type: "পরিষ্কার সান-সেরিফ",
  },
  traitWords: {
    natural: /পরিবেশ|প্রাকৃতিক|সবুজ|অর্গানিক|মাটি/u,
    warm: /উষ্ণ|আন্তরিক|বন্ধুত্বপূর্ণ|আপন|ঘরোয়া/u,
    modern: /আধুনিক|মিনিমাল|ঝকঝকে/u,
    premium: /প্রিমিয়াম|অভিজাত|বিলাস|রুচিশীল|এলিগ্যান্ট/u,
    playful: /মজার|প্রাণবন্ত|রঙিন|চঞ্চল/u,
    bold: /সাহসী|শক্তিশালী|আত্মবিশ্বাসী/u,
    calm: /শান্ত|কোমল|সরল/u,
    trustworthy: /বিশ্বস্ত|নির্ভরযোগ্য|পেশাদার|সৎ/u,
    smart: /স্মার্ট|প্রযুক্তি|ডিজিটাল|উদ্ভাবনী/u,
    crafted: /ঐতিহ্য|হাতের কাজ|হাতে তৈরি|হাতে বোনা|কারিগর|দেশি|লোকজ/u,
  },
  nameWords: [
    { word: "সোনালি", meaning: "সোনার মতো উজ্জ্বল", image: "একটা সোনালি ধানের শিষ" },
    { word: "মাটির", meaning: "মাটির তৈরি, শিকড়ের কাছাকাছি", image: "একটা সাদামাটা মাটির হাঁড়ি" },
    { word: "নকশি", meaning: "নকশা করা, হাতের কাজের", image: "নকশিকাঁথার একটা সেলাই" },
    { word: "আপন", meaning: "নিজের, কাছের", image: "দুটো হাত মিলে একটা ঘর" },
    { word: "সবুজ", meaning: "সতেজ আর প্রাণবন্ত", image: "একটা কচি পাতা" },
    { word: "আলোর", meaning: "আলো ছড়ানো", image: "উঠতি সূর্য" },
  ],
  coinEndings: ["শালা", "মেলা", "কথা", "বাড়ি"],
  placeWords: ["হাট", "ঘর", "কুটির", "আঙিনা", "কারখানা"],
  ideas: {
    compound: ({ root, image, feeling }) => ({
      name: join(root, image),
      type: "যুগ্ম শব্দ",
      why: `“${root}” বলে দেয় আপনি কী করেন; “${image}” যোগ করে ${feeling} একটা ছবি।`,
      image: `এক টানে আঁকা একটা ${image}`,
    }),
    imageCompound: ({ root, image }) => ({
      name: join(root, image),
      type: "যুগ্ম শব্দ",
      why: `দুটো চেনা ছবি, “${root}” আর “${image}”, জুড়ে একটা নতুন শব্দ: ছোট আর মনে রাখার মতো।`,
      image: `একটা ${root} আর একটা ${image} মিলিয়ে আঁকা চিহ্ন`,
    }),
    coined: ({ root, ending }) => ({
      name: join(root, ending),
      type: "নতুন শব্দ",
      why: `চেনা একটা শব্দের সাথে “${root}” জুড়ে নতুন নাম: ছোট, মনে রাখা সহজ, আর একান্তই আপনার।`,
      image: "একটা অক্ষর নিজের মতো করে আঁকা ওয়ার্ডমার্ক",
    }),
    descriptive: ({ root, place }) => ({
      name: `${possessive(root)} ${place}`,
      type: "বর্ণনামূলক",
      why: "কী বিক্রি করেন তা সরাসরি বলে দেয়, তাই সার্চে আর মার্কেটপ্লেসে খুঁজে পাওয়া সহজ।",
      image: `সরল করে আঁকা ${root} সহ একটা ব্যাজ`,
    }),
    pair: ({ root, root2 }) => ({
      name: `${root} ও ${root2}`,
      type: "বর্ণনামূলক",
      why: `আপনার দুটো মূল শব্দ, “${root}” আর “${root2}”, পুরোনো দোকানের সাইনবোর্ডের মতো।`,
      image: "দুই নামের প্রথম অক্ষর জুড়ে দেওয়া একটা চিহ্ন",
    }),
    metaphor: ({ root, root2, feeling }) => ({
      name: `${root} ও ${root2}`,
      type: "রূপক",
      why: `দুটো ছবি, যা ${feeling} অনুভূতি দেয়, অথচ আপনাকে একটা পণ্যে বেঁধে রাখে না।`,
      image: `একটা ${root} আর একটা ${root2} মিলিয়ে একটাই চিহ্ন`,
    }),
    bangla: ({ root, word, meaning, image }) => ({
      name: `${word} ${root}`,
      type: "বাংলা শব্দ",
      why: `“${word}” মানে ${meaning}: বাঙালি ক্রেতার কাছে চেনা, শুনলেই আপন লাগে।`,
      image,
    }),
  },
  heading: (description) => `## নামের আইডিয়া: ${description}`,
  forAudience: (audience) =>
    `${audience} যেন সহজে বলতে আর মনে রাখতে পারেন, সেটা মাথায় রেখেই নামগুলো বাছা।`,
  tableHeaders: ["নাম", "ধরন", "কেন কাজ করবে"],
  topHeading: "## সেরা ৩টি",
  look: ({ idea, trait }) => [
    `**আইকন:** ${idea.image}, অথবা শুধু লেখা চাইলে “${initial(idea.name)}” দিয়ে একটা মনোগ্রাম।`,
    `**টাইপোগ্রাফি:** ${trait.type}, যাতে দেখতে ${trait.feeling} লাগে।`,
    `**রং:** ${trait.colours}।`,
  ],
  checksHeading: "## সিদ্ধান্তের আগে",
  checks: [
    "নামটা জোরে বলে দেখুন, ফোনে কাউকে বানান করে বলুন: শুনে কেউ থমকে গেলে বাদ দিন।",
    "ডোমেইন (ডট কম, ডট কম ডট বিডি) আর Facebook, Instagram ও TikTok-এ হ্যান্ডল খালি আছে কি না দেখুন; নামের ইংরেজি বানানটাও এখনই ঠিক করে ফেলুন।",
    "আপনার পণ্যের ক্যাটাগরিতে নামটা আগেই ট্রেডমার্ক করা কি না, দেশের ট্রেডমার্ক রেজিস্টারে খুঁজে দেখুন (বাংলাদেশে পেটেন্ট, শিল্প-নকশা ও ট্রেডমার্কস অধিদপ্তর)।",
    "Google, Daraz আর Facebook-এ নামটা সার্চ করুন, যাতে অন্য কোনো বিক্রেতার সাথে না মেলে।",
  ],
});
