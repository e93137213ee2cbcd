import type { NotFoundMessages } from "./not-found-en";

export const notFoundBn: NotFoundMessages = {
  pageTitle: "পেজটা পাওয়া যায়নি · Outsmart",
  oops: "দুঃখিত! পেজটা পাওয়া যায়নি",
  lead: "যে পেজটা খুঁজছেন সেটা নেই, অথবা অন্য ঠিকানায় সরে গেছে।",
  home: "হোমপেজে ফিরে যান",
  seePricing: "দাম দেখুন",
};
