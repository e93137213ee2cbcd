import { AUDIENCE, BRAND } from "../../kit/brief.ts";
import {
  adviceKind,
  detectPlatform,
  emojiFor,
  offerKind,
  type OfferKind,
  platformCta,
  type Platform,
  type PostPurpose,
} from "../../kit/copy-kit.ts";
import { audienceCore, blocks, bullets, lowerFirst, splitList, table } from "../../kit/text-kit.ts";
import { productHashtags } from "../../kit/hashtag-kit.en.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";
import type { SchedulerTips } from "./social-post-scheduler.tips.ts";

/** A week of posts across the platforms given: a table, then each post ready to schedule. */

export type PostSlots = {
  brand: string;
  /** The audience's core, mid-sentence. */
  core: string;
  /** What the post is about, as given and mid-sentence. */
  focus: string;
  focusLower: string;
  /** " 👟" with its leading space, or "" where the platform does without (LinkedIn). */
  emoji: string;
  /** A call to action that suits the platform. */
  cta: string;
  /** The brand's hashtag, or "" when it has none. */
  brandTag: string;
  /** Three tips for an educational post (none for other posts). */
  tips: readonly string[];
  /** Which of the week's tip posts this is: 0 for the first, 1 for the second. */
  round: number;
  /** What is sold: a behind-the-scenes post shows orders packed, a team at work or a booking. */
  kind: OfferKind;
};

export type SchedulerPhrases = {
  defaultBrand: string;
  defaultAudience: string;
  /** Monday first. */
  weekdays: readonly string[];
  /** Starting points to test, not data: evenings for consumer platforms, mornings for LinkedIn. */
  times: Readonly<Record<Platform, readonly string[]>>;
  purposes: Readonly<Record<PostPurpose, string>>;
  ideas: Readonly<Record<PostPurpose, string>>;
  idea: (slots: { idea: string; focus: string }) => string;
  copy: Readonly<Record<PostPurpose, (slots: PostSlots) => string>>;
  heading: (brand: string) => string;
  tableHeaders: readonly [
    day: string,
    platform: string,
    format: string,
    time: string,
    idea: string,
  ];
  timesNote: string;
  postsHeading: string;
  postHeading: (slots: { number: number; day: string; platform: string; time: string }) => string;
  postLabel: (slots: { purpose: string; format: string }) => string;
  notesHeading: string;
  notes: readonly string[];
  /** Six tips per kind of offer, three for each of the week's two tip posts. */
  tips: SchedulerTips;
};

/** Weekly rhythms with at most two sales posts, never on consecutive days. */
export const RHYTHMS: readonly (readonly PostPurpose[])[] = [
  ["educate", "engage", "sell", "behindTheScenes", "educate", "community", "sell"],
  ["engage", "educate", "behindTheScenes", "sell", "community", "educate", "sell"],
  ["educate", "sell", "engage", "community", "educate", "behindTheScenes", "sell"],
];

export const HASHTAG_COUNT: Readonly<Record<Platform, number>> = {
  instagram: 5,
  facebook: 2,
  linkedin: 3,
  tiktok: 4,
  x: 1,
  youtube: 3,
  other: 3,
};

/**
 * The week's tips, shuffled once: each educational post takes the next three, so the week's two
 * tip posts never repeat one; other posts take none.
 */
export function weeksTips(
  tips: readonly string[],
  random: Random,
): (purpose: PostPurpose) => { tips: readonly string[]; round: number } {
  const order = random.shuffle(tips);
  let round = 0;
  return (purpose) => {
    if (purpose !== "educate") return { tips: [], round: 0 };
    round += 1;
    return { tips: order.slice((round - 1) * 3, round * 3), round: round - 1 };
  };
}

/** One post of the week, worded and ready to print. */
export type ScheduledPost = {
  day: string;
  /** The platform's name. */
  name: string;
  purpose: string;
  format: string;
  time: string;
  idea: string;
  copy: string;
  tags: string;
};

/** The week's table, then each post ready to schedule, then the notes, in any language. */
export function weekOfPosts(
  phrases: Pick<
    SchedulerPhrases,
    | "tableHeaders"
    | "timesNote"
    | "postsHeading"
    | "postHeading"
    | "postLabel"
    | "notesHeading"
    | "notes"
  >,
  posts: readonly ScheduledPost[],
): string {
  return blocks(
    table(
      phrases.tableHeaders,
      posts.map((post) => [post.day, post.name, post.format, post.time, post.idea]),
    ),
    phrases.timesNote,
    phrases.postsHeading,
    ...posts.map((post, index) =>
      blocks(
        phrases.postHeading({
          number: index + 1,
          day: post.day,
          platform: post.name,
          time: post.time,
        }),
        phrases.postLabel({ purpose: post.purpose, format: post.format }),
        post.copy,
        post.tags,
      ),
    ),
    phrases.notesHeading,
    bullets(phrases.notes),
  );
}

export const writeSchedule: Writer<SchedulerPhrases> = ({ brief, random, phrases, kit }) => {
  const brand = brief.text(BRAND, phrases.defaultBrand);
  const platformText = brief.text(["platforms", "platform"], "Instagram, Facebook");
  const named = splitList(platformText).map((label) => ({
    label,
    platform: detectPlatform(label),
  }));
  const channels =
    named.length > 0 ? named : [{ label: "Instagram", platform: "instagram" as const }];
  const focuses = splitList(
    brief.text(["content_focus", "topic", "keywords", "product_name"], brand),
  );
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const core = lowerFirst(audienceCore(audience));
  const sold = `${brand} ${focuses.join(" ")}`;
  const kind = offerKind(sold);
  const rhythm = random.pick(RHYTHMS);
  const brandTag = productHashtags(brand, "", 1)[0] ?? "";
  const tipsFor = weeksTips(phrases.tips[adviceKind(kind, sold)], random);
  const posts = rhythm.map((purpose, index) => {
    const { label, platform } = channels[index % channels.length] ?? channels[0]!;
    const focus = focuses[index % Math.max(1, focuses.length)] ?? brand;
    const focusLower = lowerFirst(focus);
    const emoji = platform === "linkedin" ? "" : ` ${emojiFor(`${brand} ${focus}`, random)}`;
    // Drawn for every post, whatever its purpose, so the seed's picks stay in step.
    const cta = platformCta(kit.copy, platform, kind, random);
    const slots: PostSlots = {
      brand,
      core,
      focus,
      focusLower,
      emoji,
      cta,
      brandTag,
      ...tipsFor(purpose),
      kind,
    };
    return {
      day: phrases.weekdays[index] ?? "",
      name: platform === "other" ? label : kit.copy.platformNames[platform],
      purpose: phrases.purposes[purpose],
      format: kit.copy.postFormats[platform][purpose],
      time: random.pick(phrases.times[platform]),
      idea: phrases.idea({ idea: phrases.ideas[purpose], focus: focusLower }),
      copy: phrases.copy[purpose](slots),
      tags: productHashtags(
        focus === brand ? brand : `${brand} ${focus}`,
        audience,
        HASHTAG_COUNT[platform],
      ).join(" "),
    };
  });
  return blocks(phrases.heading(brand), weekOfPosts(phrases, posts));
};
