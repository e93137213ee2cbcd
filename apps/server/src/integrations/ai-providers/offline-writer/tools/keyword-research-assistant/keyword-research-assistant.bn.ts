import { locative, possessive } from "../../kit/bangla-kit.ts";
import { nativeKeywordWriter } from "./keyword-research-assistant.native.ts";

/**
 * Keyword ideas written natively in Bangla, as people in Bangladesh type their searches:
 * "… এর দাম", "… কোথায় পাওয়া যায়", "… এর উপকারিতা", the place at the end.
 */
export const keywordResearchBn = nativeKeywordWriter({
  language: "bn",
  defaultSeed: "আপনার পণ্য",
  groups: {
    informational: "তথ্য খোঁজা (ইনফরমেশনাল)",
    commercial: "কেনার আগে তুলনা (কমার্শিয়াল)",
    transactional: "কেনার জন্য খোঁজা (ট্রানজ্যাকশনাল)",
    local: "লোকাল",
  },
  // A booked service is researched by cost, time and what to ask; goods rows keep their order.
  informational: ({ seed, who, kind, lesson, activity }) => {
    const service = kind === "service";
    return [
      { keyword: `${seed} কী`, angle: "সহজ ভাষায় ব্যাখ্যা", page: "ব্লগ পোস্ট" },
      service
        ? {
            keyword: `${possessive(seed)} খরচ কত`,
            angle: "সৎ দামের গাইড: কীসে খরচ বাড়ে বা কমে",
            page: "ব্লগ পোস্ট",
          }
        : { keyword: `${seed} কেনার নিয়ম`, angle: "কেনার আগে চেকলিস্ট", page: "গাইড" },
      { keyword: `${seed} টিপস`, angle: "ঝটপট টিপসের তালিকা", page: "ব্লগ পোস্ট" },
      service
        ? {
            keyword: activity ? `${seed} সপ্তাহে কদিন করা উচিত` : `${seed} করতে কত সময় লাগে`,
            angle: lesson
              ? "কোর্স কত সপ্তাহের, আর কবে থেকে ফল দেখা যায়"
              : activity
                ? "সপ্তাহে কদিন আসবেন, আর কবে থেকে পার্থক্য টের পাবেন"
                : "বুকিং থেকে কাজ শেষ পর্যন্ত সময়",
            page: "ব্লগ পোস্ট",
          }
        : { keyword: `${seed} ব্যবহারের নিয়ম`, angle: "ধাপে ধাপে নিয়ম", page: "গাইড বা ভিডিও" },
      {
        keyword: `${possessive(seed)} উপকারিতা`,
        angle: "উপকারিতা, সাথে সৎ সীমাবদ্ধতা",
        page: "ব্লগ পোস্ট",
      },
      service
        ? {
            keyword: `${seed} ${lesson || activity ? "শুরু" : "বুক"} করার আগে যা জানবেন`,
            angle: "যে প্রশ্নগুলো করা উচিত, আপনার উত্তরসহ",
            page: "গাইড",
          }
        : { keyword: `নতুনদের জন্য ${seed}`, angle: "শুরু করার গাইড", page: "গাইড" },
      ...(who
        ? [
            {
              keyword: `${possessive(who)} জন্য ${seed}`,
              angle: "নির্দিষ্ট ক্রেতার জন্য গাইড",
              page: "ব্লগ পোস্ট",
            },
          ]
        : []),
      service
        ? {
            keyword: `${seed} কি টাকার যোগ্য`,
            angle: "খরচ আর বদলে কী পাচ্ছেন, সৎ হিসাব",
            page: "ব্লগ পোস্ট",
          }
        : {
            keyword: `${seed} কেনা কি লাভজনক`,
            angle: "প্রতিবার ব্যবহারে খরচের সৎ হিসাব",
            page: "ব্লগ পোস্ট",
          },
      ...(activity
        ? [
            {
              keyword: `নতুনদের জন্য ${seed}`,
              angle: "প্রথম ক্লাস কেমন হয়, সাথে কী আনবেন",
              page: "ব্লগ পোস্ট",
            },
          ]
        : lesson
          ? [
              {
                keyword: `${possessive(seed)} সিলেবাস`,
                angle: "সপ্তাহে সপ্তাহে ক্লাসে কী কী পড়ানো হয়",
                page: "কোর্স পেজ",
              },
            ]
          : service
            ? [
                {
                  keyword: `${seed} আগে ও পরে`,
                  angle: "আসল ক্লায়েন্টদের আগে-পরের ছবি, অনুমতি নিয়ে",
                  page: "গ্যালারি বা ব্লগ পোস্ট",
                },
              ]
            : []),
    ];
  },
  commercial: ({ seed, place, kind, lesson, activity }) => [
    { keyword: `সেরা ${seed}`, angle: "স্পষ্ট মানদণ্ডে তুলনা", page: "তুলনার পেজ" },
    {
      keyword: `${seed} রিভিউ`,
      angle: activity
        ? "সদস্যদের রিভিউ আর ক্লাসের ছবি, অনুমতি নিয়ে"
        : lesson
          ? "আগের শিক্ষার্থীদের রিভিউ আর ফল, অনুমতি নিয়ে"
          : kind === "service"
            ? "আসল ক্লায়েন্টদের রিভিউ আর আগে-পরের ছবি"
            : "আসল রিভিউ আর ছবি",
      page: "রিভিউ পেজ",
    },
    {
      keyword: `${possessive(seed)} দাম${place ? ` ${place}` : ""}`,
      angle: "স্বচ্ছ দামের তালিকা",
      page: "দাম বা ক্যাটাগরি পেজ",
    },
    { keyword: `${seed} তুলনা`, angle: "পাশাপাশি টেবিল", page: "তুলনার পেজ" },
    { keyword: `কম দামে ${seed}`, angle: "কম বাজেটের অপশন", page: "ক্যাটাগরি পেজ" },
    kind === "service"
      ? {
          keyword: `বিশ্বস্ত ${seed}`,
          angle: activity
            ? "কেন ভরসা করা যায়, প্রমাণসহ: কে শেখান, তাঁর প্রশিক্ষণ, ক্লাসে কতজন"
            : lesson
              ? "কেন ভরসা করা যায়, প্রমাণসহ: কে পড়ান, আগের ফল, ব্যাচে কতজন"
              : "কেন ভরসা করা যায়, প্রমাণসহ: ওয়ারেন্টি, রিভিউ, কত বছরের কাজ",
          page: "সার্ভিস পেজ",
        }
      : {
          keyword: `${possessive(seed)} সেরা ব্র্যান্ড`,
          angle: "ব্র্যান্ডগুলোর পরিচয় (নিজেরটাও সৎভাবে)",
          page: "ব্লগ পোস্ট",
        },
  ],
  transactional: ({ seed, local, kind, lesson, activity }) => {
    const offers = [
      { keyword: `${seed} অফার`, angle: "চলমান আসল অফার", page: "অফার পেজ" },
      { keyword: `${seed} ডিসকাউন্ট`, angle: "ছাড়ের শর্ত, যদি থাকে", page: "অফার পেজ" },
    ];
    if (kind === "software")
      return [
        { keyword: `${seed} ফ্রি ট্রায়াল`, angle: "ট্রায়ালের শর্ত, যদি থাকে", page: "সাইন আপ পেজ" },
        {
          keyword: `${seed} সাবস্ক্রিপশন`,
          angle: "প্ল্যান আর প্রতিটিতে কী থাকছে",
          page: "প্রাইসিং পেজ",
        },
        { keyword: `${seed} সাইন আপ`, angle: "অ্যাকাউন্ট খোলার সহজ পথ", page: "সাইন আপ পেজ" },
        { keyword: `${seed} ডেমো`, angle: "ছোট ভিডিও বা ডেমো বুক করার লিংক", page: "ডেমো পেজ" },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${seed} বিকাশে পেমেন্ট`,
                angle: "বিকাশ বা কার্ডে পেমেন্টের উপায়",
                page: "প্রাইসিং পেজ",
              },
            ]
          : []),
      ];
    if (activity)
      return [
        {
          keyword: `${possessive(seed)} মাসিক ফি`,
          angle: "মাসিক প্ল্যান আর ক্লাস প্যাক, দামসহ",
          page: "প্রাইসিং পেজ",
        },
        {
          keyword: `${possessive(seed)} সময়সূচি`,
          angle: "প্রতিটা ব্যাচের ক্লাসের সময়",
          page: "সময়সূচির পেজ",
        },
        { keyword: `ফ্রি ট্রায়াল ${seed}`, angle: "প্রথম ক্লাস কীভাবে বুক করবেন", page: "সাইন আপ পেজ" },
        ...offers,
        ...(local
          ? [
              {
                keyword: `মহিলাদের ${seed}`,
                angle: "শুধু নারীদের ব্যাচ, যদি থাকে",
                page: "সময়সূচির পেজ",
              },
            ]
          : []),
      ];
    if (lesson)
      return [
        {
          keyword: `${seed} ভর্তি`,
          angle: "কীভাবে ভর্তি হবেন: ফর্ম, ফি আর পরের ব্যাচ",
          page: "ভর্তির পেজ",
        },
        {
          keyword: `${possessive(seed)} ফি`,
          angle: "ফি, কিস্তি আর ফিতে কী কী থাকছে",
          page: "প্রাইসিং পেজ",
        },
        { keyword: `${seed} নতুন ব্যাচ`, angle: "কবে কোন ব্যাচ শুরু, কয়টায় ক্লাস", page: "ব্যাচের পেজ" },
        {
          keyword: `${seed} ফ্রি ক্লাস`,
          angle: "ট্রায়াল ক্লাস কীভাবে বুক করবেন, যদি থাকে",
          page: "সাইন আপ পেজ",
        },
        ...offers,
        ...(seed.includes("অনলাইন")
          ? []
          : [
              {
                keyword: `অনলাইন ${seed}`,
                angle: "অনলাইন ক্লাস কীভাবে হয়, কী লাগবে",
                page: "কোর্স পেজ",
              },
            ]),
      ];
    if (kind === "service")
      return [
        ...(seed.includes("বুকিং")
          ? []
          : [{ keyword: `${seed} বুকিং`, angle: "কীভাবে বুক করবেন, অগ্রিম কত", page: "বুকিং পেজ" }]),
        ...(seed.includes("প্যাকেজ")
          ? []
          : [
              {
                keyword: `${seed} প্যাকেজ`,
                angle: "প্রতিটি প্যাকেজে কী থাকছে, দামসহ",
                page: "প্রাইসিং পেজ",
              },
            ]),
        {
          keyword: `${seed} অ্যাপয়েন্টমেন্ট`,
          angle: "কবে খালি আছে আর কীভাবে বুক করবেন",
          page: "বুকিং পেজ",
        },
        ...offers,
        ...(local
          ? [
              {
                keyword: `${seed} হোম সার্ভিস`,
                angle: "বাসায় গিয়ে করেন কি না, কোন এলাকায়",
                page: "সার্ভিস পেজ",
              },
            ]
          : []),
      ];
    return [
      { keyword: `${seed} অনলাইন অর্ডার`, angle: "দ্রুত চেকআউটের পথ", page: "প্রোডাক্ট পেজ" },
      { keyword: `${seed} অনলাইন শপ`, angle: "ফিল্টারসহ পুরো কালেকশন", page: "ক্যাটাগরি পেজ" },
      { keyword: `${seed} কোথায় পাওয়া যায়`, angle: "কোথায়, কীভাবে পাবেন", page: "প্রোডাক্ট পেজ" },
      ...offers,
      ...(local
        ? [
            {
              keyword: `${seed} ক্যাশ অন ডেলিভারি`,
              angle: "পেমেন্ট আর ডেলিভারির উপায়",
              page: "প্রোডাক্ট পেজ",
            },
          ]
        : []),
    ];
  },
  local: ({ seed, places, kind, lesson, activity }) => {
    if (kind === "software")
      return [
        {
          keyword: `বাংলাদেশি ${seed}`,
          angle: "দেশি পেমেন্ট (বিকাশ) আর সাপোর্টের সময়",
          page: "ল্যান্ডিং পেজ",
        },
        ...places.map((name) => ({
          keyword: `${locative(name)} ${seed}`,
          angle: `${locative(name)} কারা ব্যবহার করছেন: একজনের গল্প`,
          page: "কেস স্টাডি",
        })),
      ];
    if (activity)
      return [
        { keyword: `কাছাকাছি ${seed}`, angle: "স্টুডিও কোথায়, কীভাবে যাবেন", page: "লোকেশন পেজ" },
        ...places.map((name) => ({
          keyword: `${locative(name)} ${seed}`,
          angle: `${locative(name)} ক্লাসের সময় আর স্টুডিও`,
          page: "লোকেশন পেজ",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `সেরা ${seed} ${name}`,
          angle: "আপনার শিক্ষকেরা আর সদস্যদের রিভিউ",
          page: "লোকেশন পেজ",
        })),
      ];
    if (lesson)
      return [
        { keyword: `কাছাকাছি ${seed}`, angle: "ক্লাস কোথায় হয়, নাকি অনলাইনে", page: "লোকেশন পেজ" },
        ...places.map((name) => ({
          keyword: `${locative(name)} ${seed}`,
          angle: `${possessive(name)} শিক্ষার্থীদের জন্য ব্যাচ আর ক্লাসের সময়`,
          page: "লোকেশন পেজ",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `সেরা ${seed} ${name}`,
          angle: "আপনার শিক্ষকেরা আর আগের শিক্ষার্থীদের ফল",
          page: "লোকেশন পেজ",
        })),
      ];
    if (kind === "service")
      return [
        { keyword: `কাছাকাছি ${seed}`, angle: "কোন কোন এলাকায় সার্ভিস দেন", page: "লোকেশন পেজ" },
        ...places.map((name) => ({
          keyword: `${locative(name)} ${seed}`,
          angle: `${locative(name)} খালি স্লট আর যাতায়াত`,
          page: "লোকেশন পেজ",
        })),
        ...places.slice(0, 1).map((name) => ({
          keyword: `সেরা ${seed} ${name}`,
          angle: "কাজের ছবি আর ক্লায়েন্টদের রিভিউ",
          page: "লোকেশন পেজ",
        })),
      ];
    return [
      {
        keyword: `কাছাকাছি ${seed} দোকান`,
        angle: "দোকান বা ডেলিভারি এলাকার পেজ",
        page: "লোকেশন পেজ",
      },
      ...places.map((name) => ({
        keyword: `${locative(name)} ${seed}`,
        angle: `${locative(name)} ডেলিভারি আর স্টক`,
        page: "লোকেশন পেজ",
      })),
      ...places.slice(0, 1).map((name) => ({
        keyword: `${seed} দোকান ${name}`,
        angle: "কাছের দোকান থেকে কেনা",
        page: "লোকেশন পেজ",
      })),
    ];
  },
  heading: ({ seed, location }) =>
    `## “${seed}” কিওয়ার্ডের আইডিয়া${location ? `: ${location}` : ""}`,
  forAudience: (audience) => `${audience} যেভাবে সার্চ করেন, সেভাবেই সাজানো।`,
  noData:
    "এই রাইটারের কাছে সার্চের কোনো ডেটা নেই: এখানে সার্চ ভলিউম, ডিফিকাল্টি বা সিপিসির কোনো সংখ্যা নেই। লেখার আগে এগুলো Google কিওয়ার্ড প্ল্যানার, সার্চ কনসোল বা Google ট্রেন্ডসে দেখে নিন। বাংলাদেশে একই জিনিস মানুষ বাংলা, বাংলিশ আর ইংরেজি তিনভাবেই খোঁজেন, তাই প্রতিটি কিওয়ার্ডের অন্য রূপগুলোও যাচাই করুন।",
  tableHeaders: ["কিওয়ার্ড", "কনটেন্টের অ্যাঙ্গেল", "পেজের ধরন"],
  quickWinsHeading: "## সহজে জেতার কিওয়ার্ড",
  quickWin: (keyword) =>
    `**${keyword}**: লম্বা, নির্দিষ্ট সার্চে সাধারণত প্রতিযোগিতা কম, আর মানুষ কী চান তা স্পষ্ট।`,
  clustersHeading: "## কনটেন্ট ক্লাস্টার",
  clusters: ({ seed, supporting }) => [
    `**পিলার পেজ:** “${seed}: পুরো গাইড”, নিচের প্রতিটি পেজে লিংক করা।`,
    ...supporting.map((keyword) => `**সাপোর্টিং পেজ:** ${keyword}`),
    `**বিক্রির পেজ:** আপনার ${seed} প্রোডাক্ট বা ক্যাটাগরি পেজ, প্রতিটি পোস্ট থেকে লিংক করা।`,
  ],
  validateHeading: "## লেখার আগে যাচাই করুন",
  validate: [
    "প্রতিটি কিওয়ার্ডের ভলিউম আর ডিফিকাল্টি দেখুন; যেটা কেউ খোঁজে না, বাদ দিন।",
    "প্রতিটি কিওয়ার্ড নিজে সার্চ করে দেখুন কী র‍্যাঙ্ক করছে: গাইড, দোকান নাকি ভিডিও। সেই ফরম্যাটেই লিখুন।",
    "সার্চ কনসোলে দেখুন কোন সার্চে আপনার সাইট আগে থেকেই আসছে, সেগুলো দিয়ে শুরু করুন।",
  ],
});
