import { hasBengali } from "../../kit/bangla-kit.ts";
import { KEYWORDS } from "../../kit/brief.ts";
import { isFood, offerKind } from "../../kit/copy-kit.ts";
import {
  type CommunitySuffixes,
  communityTag,
  isActivity,
  phraseTags,
  placeTags,
  topicPhrases,
  withoutPlaces,
} from "../../kit/hashtag-kit.en.ts";
import { blocks, extractKeywords, hashtags, splitList } from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/**
 * Hashtags from the keywords, topic and brand, grouped from broad reach to niche and branded: each
 * keyword phrase gives its head noun and itself as one tag, never half of a compound (#box of
 * "lunch box"); the topic adds what it names, its places and its audience (hashtag-kit.en.ts).
 */

export type HashtagPhrases = {
  /** Words appended to the brand for branded tags ("ghorertiffinfam"); two are used. */
  brandedSuffixes: readonly string[];
  /** More of them for goods people wear or show ("ecostridestyle"), not for food or an app. */
  goodsBrandedSuffixes: readonly string[];
  /** The brand's team tag ("teamecostride"). */
  teamTag: (brand: string) => string;
  /** Appended to a head noun for a community tag ("runningcommunity", "lunchideas", "honeylovers"). */
  communitySuffixes: CommunitySuffixes;
  /** The food tag of a city ("dhakafood"), for food sold there. */
  cityFoodTag: (city: string) => string;
  /** Broad tags of food ("food", "foodie"). */
  foodTags: readonly string[];
  broadHeading: string;
  nicheHeading: string;
  brandedHeading: string;
  mixHeading: string;
};

export const writeHashtags: Writer<HashtagPhrases> = ({ brief, random, phrases }) => {
  const topic = brief.text(["topic", "product_name", "title", "video_topic"], "");
  const keywordList = splitList(brief.text(KEYWORDS, ""));
  const brand = brief.text(["brand_name", "product_name"], "");
  const { thing, context } = topicPhrases(topic);
  const { places, city } = placeTags(`${topic} ${keywordList.join(" ")}`);
  const isPlace = (phrase: string) => places.includes(phrase.trim().toLowerCase());
  const fromKeywords = keywordList
    .filter((phrase) => !isPlace(phrase))
    .map((phrase) => phraseTags(withoutPlaces(phrase)));
  const fromThing = phraseTags(thing);
  const fromContext = context.filter((phrase) => !isPlace(phrase)).map(phraseTags);
  const food = isFood(`${topic} ${keywordList.join(" ")}`);
  const heads = [...new Set([...fromKeywords, fromThing].flatMap((tags) => tags.heads))];
  const activities = [...fromKeywords, fromThing]
    .flatMap((tags) => [...tags.heads, ...tags.modifiers])
    .filter(isActivity);
  const used = new Set<string>();
  const take = (candidates: readonly string[], count: number) => {
    const picked: string[] = [];
    for (const tag of hashtags(candidates, 28)) {
      if (picked.length === count) break;
      if (used.has(tag)) continue;
      used.add(tag);
      picked.push(tag);
    }
    return picked;
  };
  const kind = offerKind(`${topic} ${keywordList.join(" ")} ${brand}`);
  const suffixes = [
    ...phrases.brandedSuffixes,
    ...(food || kind !== "goods" ? [] : phrases.goodsBrandedSuffixes),
  ];
  // English words joined to a name in Bangla script make a tag nobody types (#teamতাঁতঘর).
  const latinBrand = !hasBengali(brand);
  const branded = hashtags([brand]).length
    ? take(
        [
          brand,
          ...(latinBrand
            ? [
                ...random.sample(suffixes, 2).map((suffix) => `${brand}${suffix}`),
                phrases.teamTag(brand),
                `${brand}${heads[0] ?? ""}`,
              ]
            : []),
        ],
        4,
      )
    : [];
  const broad = take(
    [
      ...fromKeywords.flatMap((tags) => tags.broad),
      ...activities,
      ...fromThing.broad,
      ...(food ? phrases.foodTags : []),
      ...fromThing.modifiers,
      ...(city ? [city] : []),
    ],
    10,
  );
  const niche = take(
    [
      ...fromKeywords.flatMap((tags) => tags.niche),
      ...fromThing.niche,
      ...fromContext.flatMap((tags) => tags.niche),
      ...places,
      ...(food && city ? [phrases.cityFoodTag(city)] : []),
      // The main thing's community, and an activity's ("lunchideas", "runningcommunity"); nobody
      // is a lover of a repair or of an app.
      ...[...(kind === "goods" ? heads.slice(0, 1) : []), ...activities].map((head) =>
        communityTag(head, phrases.communitySuffixes),
      ),
    ],
    12,
  );
  const mix = [...broad.slice(0, 3), ...niche.slice(0, 3), ...branded.slice(0, 2)];
  return blocks(
    phrases.broadHeading,
    broad.join(" ") || hashtags(extractKeywords(topic, 8)).join(" "),
    niche.length > 0 && phrases.nicheHeading,
    niche.length > 0 && niche.join(" "),
    branded.length > 0 && phrases.brandedHeading,
    branded.length > 0 && branded.join(" "),
    phrases.mixHeading,
    mix.join(" "),
  );
};
