import { toBengaliDigits } from "@outsmart/contracts/format";
import type { FooterMessages } from "./footer-en";

/** The public site's footer in Bangla. */
export const footerBn: FooterMessages = {
  language: "bn",
  tagline:
    "কম খেটে বেশি এগিয়ে যান: ক্যাপশন, অ্যাড, ইমেইল আর ক্যাম্পেইন প্ল্যান লিখে দেবে Outsmart-এর এআই মার্কেটিং টুল।",
  product: "প্রোডাক্ট",
  support: "সাপোর্ট",
  features: "ফিচার",
  pricing: "দাম",
  faq: "প্রশ্নোত্তর",
  contactUs: "যোগাযোগ করুন",
  privacyPolicy: "প্রাইভেসি পলিসি",
  termsOfService: "ব্যবহারের শর্তাবলি",
  privacy: "প্রাইভেসি",
  terms: "শর্তাবলি",
  contact: "যোগাযোগ",
  legal: "নিয়মকানুন",
  rights: (year) => `© ${toBengaliDigits(String(year))} Outsmart। সর্বস্বত্ব সংরক্ষিত।`,
};
