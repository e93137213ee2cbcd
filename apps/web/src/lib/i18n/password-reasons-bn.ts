import type { PasswordReasonTexts } from "./password-reasons";

/** The password policy's reasons in Bangla (the auth screens and the profile's password change). */
export const passwordReasonsBn: PasswordReasonTexts = {
  tooShort: "অন্তত ১০ অক্ষর দিন।",
  tooLongPassword: "১২৮ অক্ষরের বেশি দেওয়া যাবে না।",
  common: "এটা খুব কমন পাসওয়ার্ড, ফাঁস হওয়া পাসওয়ার্ডের তালিকায় আছে।",
  builtOnCommon: (token) =>
    `এটা "${token}"-এর ওপর বানানো, একটা কমন পাসওয়ার্ড যেটা হ্যাকাররা সবার আগে ট্রাই করে।`,
  containsName: "এতে আপনার নাম বা ইমেইল আছে।",
  moreWords: "আরও কয়েকটা অচেনা শব্দ জুড়ে দিন।",
};
