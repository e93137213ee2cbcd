import type { EmailTexts } from "./email-texts-en.ts";

/**
 * The account e-mails and SMS in Bangla (চলিত, as a Bangladeshi shop would write to a customer).
 * Codes keep their Latin digits: they are typed into a field that expects them.
 */
export const emailTextsBn: EmailTexts = {
  hello: (name) => (name ? `হ্যালো ${name},` : "হ্যালো,"),
  closing: "আপনি এটা না চেয়ে থাকলে এই ইমেইলটা এড়িয়ে যেতে পারেন।",
  signature: "— Outsmart",
  orOpenLink: "অথবা এই লিংকটা খুলুন:",
  verifyEmail: {
    subject: "Outsmart-এ আপনার ইমেইল কনফার্ম করুন",
    lines: ["এই ইমেইলটা যে আপনার, সেটা একটু কনফার্ম করে দিন।", "লিংকটা ২৪ ঘণ্টা কাজ করবে।"],
    action: "ইমেইল কনফার্ম করুন",
  },
  resetPassword: {
    subject: "আপনার Outsmart পাসওয়ার্ড রিসেট করুন",
    lines: [
      "আপনার Outsmart অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে।",
      "লিংকটা এক ঘণ্টা কাজ করবে।",
    ],
    action: "নতুন পাসওয়ার্ড দিন",
  },
  signUpAttempt: {
    subject: "আপনার ইমেইল দিয়ে কেউ Outsmart অ্যাকাউন্ট খোলার চেষ্টা করেছে",
    lines: [
      "এই ইমেইল দিয়ে কেউ নতুন একটা Outsmart অ্যাকাউন্ট খোলার চেষ্টা করেছে। এই ইমেইলে আগে থেকেই অ্যাকাউন্ট আছে, তাই নতুন কিছু খোলা হয়নি, কিছুই বদলায়নি।",
      "চেষ্টাটা আপনার হলে লগ ইন করুন, আর পাসওয়ার্ড মনে না থাকলে নতুন পাসওয়ার্ড দিন।",
    ],
    resetLink: "নতুন পাসওয়ার্ড দিন",
    action: "Outsmart-এ লগ ইন করুন",
    closing: "চেষ্টাটা আপনার না হলে এই ইমেইলটা এড়িয়ে যান: আপনার অ্যাকাউন্ট নিরাপদ আছে।",
  },
  signUpAttemptSms: (signInUrl) =>
    `আপনার নম্বর দিয়ে কেউ Outsmart অ্যাকাউন্ট খোলার চেষ্টা করেছে, কিন্তু এই নম্বরে আগে থেকেই অ্যাকাউন্ট আছে। চেষ্টাটা আপনার হলে ${signInUrl} থেকে লগ ইন করুন বা পাসওয়ার্ড রিসেট করুন। না হলে এই মেসেজটা এড়িয়ে যান।`,
  verifyCodeSms: (code) =>
    `আপনার Outsmart ভেরিফিকেশন কোড ${code}। ৫ মিনিটে মেয়াদ শেষ হবে। কাউকে কোডটা দেবেন না।`,
  resetCodeSms: (code) =>
    `আপনার Outsmart পাসওয়ার্ড রিসেট কোড ${code}। ৫ মিনিটে মেয়াদ শেষ হবে। কাউকে কোডটা দেবেন না।`,
};
