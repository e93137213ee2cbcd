import { banglaHashtags, banglaStem, hasBengali, isBanglaPlace } from "../../kit/bangla-kit.ts";
import { nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { BRAND, KEYWORDS, TOPIC } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import type { Random } from "../../kit/random.ts";
import { blocks } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/**
 * Hashtags written natively for Bangla posts: formed from the keywords' and topic's own words as
 * Bangladeshi pages tag them (#ঈদ_অফার, #ঢাকা, #অনলাইনশপ), never a particle or a half-English
 * tag; grouped, then one line to copy.
 */

/** The brand as one tag: "#EcoStep" for a Latin name, "#আড়ং" style for a Bangla one. */
export function brandTag(brand: string): string {
  const words = brand.match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? [];
  if (words.some(hasBengali)) return `#${words.join("")}`;
  return `#${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")}`;
}

/** The place and trade tags for each kind of offer: shopping tags only for goods. */
const LOCAL: Readonly<Record<OfferKind, { heading: string; tags: readonly string[] }>> = {
  goods: { heading: "এলাকা ও কেনাকাটা", tags: ["#ঢাকা", "#বাংলাদেশ", "#অনলাইনশপ", "#অনলাইনশপিং"] },
  software: {
    heading: "এলাকা ও প্রযুক্তি",
    tags: ["#ঢাকা", "#বাংলাদেশ", "#ডিজিটালবাংলাদেশ", "#প্রযুক্তি"],
  },
  service: { heading: "এলাকা ও বুকিং", tags: ["#ঢাকা", "#বাংলাদেশ", "#বুকিং", "#বুকিং_চলছে"] },
};

/**
 * The place-and-trade group: the Bangladeshi places the user typed first (#চট্টগ্রাম), then the
 * book's tags, whose Dhaka tag goes when another place is named (a Chattogram shop is no #ঢাকা).
 */
export function localTags(
  bookTags: readonly string[],
  typed: string,
  random: Random,
  seen: (tag: string) => boolean,
  options: { romanised?: boolean } = {},
): string[] {
  const stems = [
    ...new Set(
      (typed.normalize("NFC").match(/[\p{L}\p{M}]+/gu) ?? [])
        .filter((word) => hasBengali(word) && isBanglaPlace(word))
        .map(banglaStem),
    ),
  ];
  const places = stems.flatMap((stem) => banglaHashtags(stem, options).slice(0, 1));
  const book =
    stems.length > 0 ? bookTags.filter((tag) => !/^#(?:ঢাকা|Dhaka)$/u.test(tag)) : bookTags;
  return [...places, ...random.shuffle(book)].filter((tag) => !seen(tag)).slice(0, 3);
}

export const hashtagsBn: LanguageWriter = (brief, random) => {
  const topic = brief.text(TOPIC, "আমাদের পেজ");
  const keywords = brief.text(KEYWORDS, "");
  const brand = brief.text(BRAND, "");
  const main = banglaHashtags(keywords || topic).slice(0, 6);
  const seen = new Set(main);
  const fromTopic = banglaHashtags(topic)
    .filter((tag) => !seen.has(tag))
    .slice(0, 5);
  for (const tag of fromTopic) seen.add(tag);
  const place = LOCAL[nativeOfferKind(`${keywords} ${topic}`)];
  const local = localTags(place.tags, `${keywords} ${topic}`, random, (tag) => seen.has(tag));
  const branded = brand ? [brandTag(brand)] : [];
  const all = [...branded, ...main, ...fromTopic, ...local];

  return blocks(
    `## হ্যাশট্যাগ: ${topic}`,
    "### মূল হ্যাশট্যাগ",
    main.join(" "),
    fromTopic.length > 0 ? "### বিষয় থেকে" : undefined,
    fromTopic.length > 0 ? fromTopic.join(" ") : undefined,
    `### ${place.heading}`,
    local.join(" "),
    branded.length > 0 ? "### ব্র্যান্ড হ্যাশট্যাগ" : undefined,
    branded.length > 0 ? branded.join(" ") : undefined,
    "### কপি করে নিন",
    all.join(" "),
    "> টিপস: একটি পোস্টে ৫–১০টি হ্যাশট্যাগই যথেষ্ট। ব্র্যান্ড হ্যাশট্যাগটি প্রতিবার রাখুন, তাহলে আপনার সব পোস্ট এক জায়গায় খুঁজে পাওয়া যাবে।",
  );
};
