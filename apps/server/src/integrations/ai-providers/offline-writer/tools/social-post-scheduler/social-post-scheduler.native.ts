import { banglaHashtags } from "../../kit/bangla-kit.ts";
import {
  nativeAudienceCore,
  nativeEmojis,
  nativeOfferKind,
  nativePlatform,
  nativePlatformName,
  NATIVE_PLATFORM_CTAS,
  NATIVE_POST_FORMATS,
  splitNativeList,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BRAND } from "../../kit/brief.ts";
import { adviceKind, isFood, type OfferKind, type PostPurpose } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  HASHTAG_COUNT,
  RHYTHMS,
  weekOfPosts,
  weeksTips,
  type SchedulerPhrases,
} from "./social-post-scheduler.writer.ts";

/**
 * A week of posts as the Bangla and Banglish books write it (the same plan in two scripts): the
 * week from Saturday, as Bangladeshi teams plan it, a table, then each post ready to schedule,
 * with calls to action and formats that suit its platform and hashtags from the user's words.
 */

export type NativePostSlots = {
  brand: string;
  /** The audience's core as typed, or "" without one. */
  core: string;
  /** What the post is about, as typed. */
  focus: string;
  /** " ✨" with its leading space, or "" on LinkedIn. */
  emoji: string;
  cta: string;
  /** The brand as a hashtag ("#EcoStep"). */
  brandTag: string;
  /** Three tips for an educational post (none for other posts). */
  tips: readonly string[];
  /** Which of the week's tip posts this is: 0 for the first, 1 for the second. */
  round: number;
  /** What is sold: a behind-the-scenes post shows orders packed, a team at work or a booking. */
  kind: OfferKind;
};

/** The English book's contract with the native post slots, an audience line and days that fit. */
export type SchedulerNativeBook = Omit<
  SchedulerPhrases,
  "defaultAudience" | "copy" | "weekdays"
> & {
  language: NativeLanguage;
  /** The week's seven days, Saturday first. */
  weekdays: readonly string[];
  /** Whether a time suits a day (no midday post at Friday's prayer). */
  timeFits: (slots: { day: number; time: string }) => boolean;
  copy: Readonly<Record<PostPurpose, (slots: NativePostSlots) => string>>;
  audienceLine: (audience: string) => string;
};

export function nativeSchedulerWriter(book: SchedulerNativeBook): LanguageWriter {
  const romanised = book.language === "banglish";
  return (brief, random) => {
    const brand = brief.text(BRAND, book.defaultBrand);
    const typed = splitNativeList(brief.text(["platforms", "platform"], ""));
    const channels = (typed.length > 0 ? typed : ["Facebook", "Instagram"]).map((label) => ({
      platform: nativePlatform(label),
      name: nativePlatformName(label, book.language),
    }));
    const focuses = splitNativeList(
      brief.text(["content_focus", "topic", "keywords", "product_name"], ""),
    );
    const audience = brief.text(AUDIENCE, "");
    const core = audience ? nativeAudienceCore(audience) : "";
    const sold = `${brand} ${focuses.join(" ")}`;
    const kind = nativeOfferKind(sold);
    // By what is sold: no shopping bag or sneaker for an app, a plate for food.
    const emojis = nativeEmojis(kind, isFood(sold));
    const rhythm = random.pick(RHYTHMS);
    const brandTag = banglaHashtags(brand, { romanised })[0] ?? "";
    const tipsFor = weeksTips(book.tips[adviceKind(kind, sold)], random);
    const posts = rhythm.map((purpose, index) => {
      const channel = channels[index % channels.length] ?? channels[0]!;
      const focus = focuses[index % Math.max(1, focuses.length)] ?? brand;
      const ctas = NATIVE_PLATFORM_CTAS[book.language][channel.platform];
      const times = book.times[channel.platform].filter((time) =>
        book.timeFits({ day: index, time }),
      );
      const slots: NativePostSlots = {
        brand,
        core,
        focus,
        emoji: channel.platform === "linkedin" ? "" : ` ${random.pick(emojis)}`,
        cta: random.pick(ctas[kind]),
        brandTag,
        ...tipsFor(purpose),
        kind,
      };
      // The focus's own tags, then the audience's head noun (#তরুণ, never #যাওয়া_নারী).
      const audienceTag = banglaHashtags(audience, { romanised }).find((tag) => !tag.includes("_"));
      const tags = [brandTag, ...banglaHashtags(focus, { romanised }), audienceTag ?? ""].filter(
        (tag, at, all) => tag !== "" && all.indexOf(tag) === at,
      );
      return {
        day: book.weekdays[index] ?? "",
        name: channel.name,
        purpose: book.purposes[purpose],
        format: NATIVE_POST_FORMATS[book.language][channel.platform][purpose],
        time: random.pick(times.length > 0 ? times : book.times[channel.platform]),
        idea: book.idea({ idea: book.ideas[purpose], focus }),
        copy: book.copy[purpose](slots),
        tags: tags.slice(0, HASHTAG_COUNT[channel.platform]).join(" "),
      };
    });
    return blocks(
      book.heading(brand),
      audience && book.audienceLine(audience),
      weekOfPosts(book, posts),
    );
  };
}
