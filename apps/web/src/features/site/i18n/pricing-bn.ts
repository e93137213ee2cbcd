import { formatBdt, formatWholeNumber, toBengaliDigits } from "@outsmart/contracts/format";
import { CREDIT_PRICE_BDT, FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";
import type { PricingMessages } from "./pricing-en";

const bn = (count: number) => toBengaliDigits(formatWholeNumber(count));

/** Plans, plan cards, the pricing page and the model access levels in Bangla. */
export const pricingBn: PricingMessages = {
  metaTitle: "দাম · Outsmart · আপনার এআই পাওয়ার বেছে নিন",
  metaDescription:
    "ফ্রি মডেল দিয়ে ফ্রিতে শুরু করুন। Starter Pack ৳৫০০ (২৫০ ক্রেডিট) আর Pro Pack ৳১,৫০০ (৭৫০ ক্রেডিট) নিলে খুলে যায় প্রিমিয়াম আর টপ-টিয়ার মডেল; bKash দিয়ে একবার পেমেন্ট, ক্রেডিটের মেয়াদ ফুরায় না।",
  eyebrow: "দাম",
  title: "আপনার এআই পাওয়ার বেছে নিন",
  lead: "ফ্রিতে শুরু করুন। প্রিমিয়াম মডেল লাগলে bKash দিয়ে একবার ক্রেডিট প্যাক কিনে নিন: কোনো সাবস্ক্রিপশন নেই, ক্রেডিটের মেয়াদও ফুরায় না।",
  currentPlan: "বর্তমান প্ল্যান",
  included: "চালু আছে",
  processing: "প্রসেস হচ্ছে...",
  payWithBkash: "bKash দিয়ে পেমেন্ট",
  getStarted: "শুরু করুন",
  choosePlan: "এই প্যাক নিন",
  easyPayment: "সহজ পেমেন্ট",
  easyPaymentBody: (creditPrice) =>
    `কয়েকটা ট্যাপেই bKash দিয়ে পেমেন্ট। প্রতিটা প্যাকের দাম একবারেই দিতে হয়, আর ১ ক্রেডিট = ${creditPrice}।`,
  promises: [
    {
      title: "সাথে সাথে ক্রেডিট",
      body: "bKash পেমেন্ট কনফার্ম করার সাথে সাথেই ক্রেডিট যোগ হয়ে যায়।",
    },
    {
      title: "নিরাপদ পেমেন্ট",
      body: "পেমেন্ট হয় bKash-এর নিজের পেজে; আপনার PIN বা OTP আমরা কখনো দেখি না।",
    },
    {
      title: "পেমেন্টে সাহায্য",
      body: "পেমেন্ট নিয়ে যেকোনো প্রশ্ন থাকলে যোগাযোগ পেজ থেকে লিখুন, আমরা ইমেইলে উত্তর দেব।",
    },
  ],
  modelLevelsTitle: "কোন প্ল্যানে কোন এআই মডেল",
  modelLevelsLead:
    "প্রতিটা টুলে কোন কোন মডেল বাছতে পারবেন, তা ঠিক করে আপনার প্ল্যান। নিচে এই ইনস্টলেশনে এখন চালু মডেলগুলো দেখানো হলো।",
  tierLabels: { free: "ফ্রি মডেল", premium: "প্রিমিয়াম মডেল", enterprise: "এন্টারপ্রাইজ মডেল" },
  tierPlans: { free: "সব প্ল্যানে", premium: "Starter Pack ও তার ওপরে", enterprise: "শুধু Pro Pack-এ" },
  noCredits: "প্রতি জেনারেশনে কোনো ক্রেডিট লাগে না",
  costPerGeneration: (credits) =>
    `প্রতি জেনারেশনে ${bn(credits)} ক্রেডিট · ${formatBdt(credits * CREDIT_PRICE_BDT, "bn")}`,
  checkingModels: "কোন কোন মডেল চালু আছে দেখা হচ্ছে…",
  noneAvailable: "এই ইনস্টলেশনে এখনো কোনোটা চালু নেই।",
  mostPopular: "সবচেয়ে জনপ্রিয়",
  availableHere: "এখানে পাবেন:",
  credits: (count) => `${bn(count)} ক্রেডিট`,
  topUpNote: `bKash দিয়ে টপ আপ • ১ ক্রেডিট = ${formatBdt(CREDIT_PRICE_BDT, "bn")}`,
  notOnSale: {
    starter: "Starter Pack এখন বিক্রি হচ্ছে না: এই ইনস্টলেশনে এখনো কোনো প্রিমিয়াম মডেল চালু নেই।",
    pro: "Pro Pack এখন বিক্রি হচ্ছে না: এই ইনস্টলেশনে এখনো কোনো এন্টারপ্রাইজ মডেল চালু নেই।",
  },
  plans: {
    free: {
      name: "ফ্রি প্ল্যান",
      period: "মাস",
      description: "ফ্রি মডেল দিয়ে সব লেখার টুল চালিয়ে দেখুন।",
      features: [
        "বেসিক টুল",
        "ফ্রি মডেল",
        `দিনে ${bn(FREE_PLAN_DAILY_GENERATIONS)}টি জেনারেশন`,
        "স্ট্যান্ডার্ড স্পিড",
        "জেনারেশন হিস্টোরি",
        "ইংরেজি, বাংলা বা Banglish-এ লেখা",
        "ইংরেজি আর বাংলায় ক্যাম্পেইন টেমপ্লেট",
      ],
    },
    starter: {
      name: "Starter Pack",
      period: "একবার",
      description: "বাড়তে থাকা ব্র্যান্ড আর ফ্রিল্যান্সারদের জন্য প্রিমিয়াম মডেল।",
      features: [
        "ফ্রি প্ল্যানের সবকিছু",
        "প্রিমিয়াম মডেল",
        "ইমেইল সাপোর্ট",
        "ফ্রি মডেলে দৈনিক কোনো সীমা নেই",
        "ক্রেডিটের মেয়াদ ফুরায় না",
        "Word, PDF, Markdown বা টেক্সট ফাইলে ডাউনলোড",
        "ক্যাম্পেইন কিট",
      ],
    },
    pro: {
      name: "Pro Pack",
      period: "একবার",
      description: "টপ-টিয়ার মডেলসহ সব মডেল, সাথে তিন গুণ ক্রেডিট।",
      features: ["Starter-এর সবকিছু", "টপ-টিয়ারের কমার্শিয়াল মডেল", "ক্রেডিটের মেয়াদ ফুরায় না"],
    },
  },
  enterprise: {
    name: "এন্টারপ্রাইজ",
    price: "আলোচনা করে",
    description: "নিজের সার্ভারে, নিজের এআই প্রোভাইডার দিয়ে আপনার ব্যবসার জন্য Outsmart চালান।",
    features: [
      "আপনার নিজের সার্ভারে সেলফ-হোস্টেড",
      "আপনার নিজের এআই প্রোভাইডার ও মডেল",
      "আমাদের টিম ইমেইলে উত্তর দেবে",
    ],
    cta: "সেলস টিমের সাথে কথা বলুন",
  },
};
