import { banglaHashtags, romanise } from "../../kit/bangla-kit.ts";
import { nativeOfferKind } from "../../kit/bangla-copy-kit.ts";
import { BRAND, KEYWORDS, TOPIC } from "../../kit/brief.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import { blocks } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import { brandTag, localTags } from "./hashtag-generator.bn.ts";

/** Hashtags for Banglish posts: the keywords' words in Latin letters (#EidOffer, #Dhaka), grouped. */
/** The Bangla book's place and trade tags for each kind of offer, in Latin letters. */
const LOCAL: Readonly<Record<OfferKind, { heading: string; tags: readonly string[] }>> = {
  goods: {
    heading: "Elaka o shopping",
    tags: ["#Dhaka", "#Bangladesh", "#OnlineShopBD", "#OnlineShoppingBD"],
  },
  software: {
    heading: "Elaka o tech",
    tags: ["#Dhaka", "#Bangladesh", "#DigitalBangladesh", "#TechBD"],
  },
  service: {
    heading: "Elaka o booking",
    tags: ["#Dhaka", "#Bangladesh", "#BookingBD", "#BookingCholchhe"],
  },
};

export const hashtagsBanglish: LanguageWriter = (brief, random) => {
  const topic = brief.text(TOPIC, "amader page");
  const keywords = brief.text(KEYWORDS, "");
  const brand = brief.text(BRAND, "");
  const main = banglaHashtags(keywords || topic, { romanised: true }).slice(0, 6);
  const seen = new Set(main.map((tag) => tag.toLowerCase()));
  const fromTopic = banglaHashtags(topic, { romanised: true })
    .filter((tag) => !seen.has(tag.toLowerCase()))
    .slice(0, 5);
  for (const tag of fromTopic) seen.add(tag.toLowerCase());
  const place = LOCAL[nativeOfferKind(`${keywords} ${topic}`)];
  const local = localTags(
    place.tags,
    `${keywords} ${topic}`,
    random,
    (tag) => seen.has(tag.toLowerCase()),
    { romanised: true },
  );
  const branded = brand ? [brandTag(romanise(brand))] : [];
  const all = [...branded, ...main, ...fromTopic, ...local];

  return blocks(
    `## Hashtag: ${romanise(topic)}`,
    "### Mul hashtag",
    main.join(" "),
    fromTopic.length > 0 ? "### Topic theke" : undefined,
    fromTopic.length > 0 ? fromTopic.join(" ") : undefined,
    `### ${place.heading}`,
    local.join(" "),
    branded.length > 0 ? "### Brand hashtag" : undefined,
    branded.length > 0 ? branded.join(" ") : undefined,
    "### Copy kore nin",
    all.join(" "),
    "> Tips: ekta post-e 5–10 ta hashtag-i jotheshto. Brand hashtag ta protibar rakhun, tahole apnar shob post ek jaygay khuje pawa jabe.",
  );
};
