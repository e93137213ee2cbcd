import { bengaliDigits, locative, possessive } from "../../kit/bangla-kit.ts";
import { nativeKeywordAsSaid, nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { BRAND } from "../../kit/brief.ts";
import { type OfferKind, pageKind } from "../../kit/copy-kit.ts";
import type { Random } from "../../kit/random.ts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../kit/seo-kit.ts";
import { blocks, charCount } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";

/**
 * Search snippets written natively in Bangla, as a Bangladeshi business's page shows in Google
 * (a shop's, an app's, a parlour's):
 * the keyword once in each title and description, within the lengths results show, and a slug in
 * the keyword's own words (Google reads Bangla URLs).
 */

type Slots = { keyword: string; brand: string };

/** Three titles that fit, in random order; the first candidate cut to fit when none does. */
export function fittingTitles(candidates: readonly string[], random: Random): string[] {
  const fitting = [...new Set(candidates)].filter((title) => charCount(title) <= TITLE_MAX);
  return random.shuffle(fitting.length > 0 ? fitting : candidates.slice(0, 1)).slice(0, 3);
}

/**
 * A description from an opening (which carries the keyword) and fillers (which do not), filled to
 * at least DESCRIPTION_MIN characters and never past DESCRIPTION_MAX.
 */
export function description(opening: string, fillers: readonly string[], random: Random): string {
  let text = opening;
  for (const filler of random.shuffle(fillers)) {
    if (charCount(text) >= DESCRIPTION_MIN) break;
    if (charCount(`${text} ${filler}`) <= DESCRIPTION_MAX) text = `${text} ${filler}`;
  }
  return text;
}

/** A URL slug in the keyword's own letters ("পরিবেশবান্ধব-স্নিকার্স", "ecostep-sneakers"). */
export const nativeSlug = (keyword: string): string =>
  keyword
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/gu, "");

/** Titles, openings (which carry the keyword) and fillers for each kind of offer. */
export type SnippetBook<Slots> = Readonly<
  Record<
    OfferKind,
    {
      titles: (slots: Slots) => string[];
      openings: (slots: Slots) => string[];
      fillers: readonly string[];
    }
  >
>;

const BY_KIND: SnippetBook<Slots> = {
  goods: {
    titles: ({ keyword, brand }) => [
      `${keyword} | ${brand}`,
      `সেরা দামে ${keyword} | ${brand}`,
      `${keyword} অনলাইনে কিনুন — ${brand}`,
      `${keyword}: দাম ও বিস্তারিত | ${brand}`,
    ],
    openings: ({ keyword, brand }) => [
      `${keyword} খুঁজছেন? ${locative(brand)} পাবেন বাছাই করা সেরাগুলো।`,
      `${possessive(brand)} ${keyword} এখন অনলাইনে।`,
      `সেরা দামে ${keyword} কিনুন ${brand} থেকে।`,
    ],
    fillers: [
      "ছবি, দাম আর সব বিস্তারিত এক পেজেই।",
      "পছন্দেরটা বেছে নিয়ে ঘরে বসেই অর্ডার করুন।",
      "কেনার আগে যা জানা দরকার, সব এখানে আছে।",
      "আজই দেখে নিন।",
    ],
  },
  // An app, a tool, an online course: what it does and how to start, never a price tag to buy.
  software: {
    titles: ({ keyword, brand }) => [
      `${keyword} | ${brand}`,
      `${keyword}: ফিচার ও দাম | ${brand}`,
      `${keyword} ট্রাই করুন — ${brand}`,
      `${brand}: ${keyword}`,
    ],
    openings: ({ keyword, brand }) => [
      `${keyword} খুঁজছেন? ${brand} দিয়ে কাজটা হবে সহজে।`,
      `${possessive(brand)} ${keyword} এখন অনলাইনে।`,
      `${possessive(brand)} ${keyword} দিয়ে সময় বাঁচান।`,
    ],
    fillers: [
      "ফিচার, দাম আর কীভাবে কাজ করে, সব এক পেজেই।",
      "শুরু করতে কয়েক মিনিটই যথেষ্ট।",
      "ব্যবহারের আগে যা জানা দরকার, সব এখানে আছে।",
      "আজই দেখে নিন।",
    ],
  },
  // A service people book: what is included, the price and when there is room.
  service: {
    titles: ({ keyword, brand }) => [
      `${keyword} | ${brand}`,
      `${keyword}: দাম ও বুকিং | ${brand}`,
      `${keyword} বুক করুন — ${brand}`,
      `${keyword}: দাম ও বিস্তারিত | ${brand}`,
    ],
    openings: ({ keyword, brand }) => [
      `${keyword} খুঁজছেন? ${locative(brand)} আজই বুক করুন।`,
      `${possessive(brand)} ${keyword}: এখন বুকিং চলছে।`,
      `${locative(brand)} ${keyword} বুক করুন সহজেই।`,
    ],
    fillers: [
      "দাম, কী কী থাকছে আর কবে খালি আছে, সব এক পেজেই।",
      "সুবিধামতো সময় বেছে অনলাইনেই বুক করুন।",
      "বুক করার আগে যা জানা দরকার, সব এখানে আছে।",
      "আজই দেখে নিন।",
    ],
  },
};

const count = (text: string) => `${text} (${bengaliDigits(String(charCount(text)))} অক্ষর)`;

export const seoMetaBn: LanguageWriter = (brief, random) => {
  const topic = brief.text(["page_topic", "topic", "title", "product_name"], "");
  const keyword = brief.text(["focus_keyword", "keywords", "seed_keyword"], topic || "নতুন কালেকশন");
  const brand = brief.text(BRAND, "[ব্র্যান্ডের নাম]");
  const slots = { keyword, brand };
  // Descriptions are read as sentences: a keyword closing with a place says it first, in its case
  // ("ঢাকায় আইইএলটিএস কোচিং"); titles and the slug keep it as typed, as people search it.
  const said = nativeKeywordAsSaid(keyword);
  // A clinic's page on teeth whitening offers a service: its brand says so when its topic does not.
  const book = BY_KIND[pageKind(nativeOfferKind, `${topic} ${keyword}`, brand)];
  const titles = fittingTitles(book.titles(slots), random);
  const openings = random.shuffle(book.openings({ keyword: said, brand }));
  const options = titles.map((title, index) =>
    blocks(
      `### অপশন ${bengaliDigits(String(index + 1))}`,
      `**টাইটেল:** ${count(title)}  \n**ডেসক্রিপশন:** ${count(description(openings[index] ?? openings[0] ?? "", book.fillers, random))}`,
    ),
  );
  return blocks(
    `## ${possessive(topic || keyword)} জন্য সার্চ স্নিপেট`,
    `সার্চ রেজাল্টে পুরোটা যেন দেখা যায়, তাই টাইটেল ${bengaliDigits(String(TITLE_MAX))} অক্ষরের মধ্যে আর ডেসক্রিপশন ${bengaliDigits(String(DESCRIPTION_MIN))} থেকে ${bengaliDigits(String(DESCRIPTION_MAX))} অক্ষরের মধ্যে রাখা হয়েছে। প্রতিটিতে “${keyword}” একবার করে আছে${said === keyword ? "" : `; ডেসক্রিপশন বাক্যের মতো পড়া হয়, তাই সেখানে “${said}”`}।`,
    ...options,
    `**ইউআরএল স্লাগ:** ${nativeSlug(keyword)}`,
  );
};
