import {
  nativeAudienceCore,
  nativeGoalIntent,
  nativeOfferKind,
  nativePlatform,
  nativePlatformName,
  NATIVE_POST_FORMATS,
  splitNativeList,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE, BRAND, GOAL } from "../../kit/brief.ts";
import { POST_PURPOSES } from "../../kit/copy-kit.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, bullets, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  planContentStrategy,
  type ContentStrategyPhrases,
} from "./content-strategy-generator.writer.ts";

/**
 * A content strategy as the Bangla and Banglish books write it (the same plan in two scripts):
 * four pillars, the formats each platform typed suits, a cadence a small team keeps, a
 * four-week calendar in a Bangladeshi week, KPIs read from the goal and one piece made into many.
 */

/**
 * The English book's contract but for the format list (joined here) and the audience's default
 * (none: `pillars` gets "" for the audience's core when none is given).
 */
export type ContentStrategyNativeBook = Omit<
  ContentStrategyPhrases,
  "defaultAudience" | "formatList"
> & {
  language: NativeLanguage;
};

/** Words that say the brand cares for the planet, in Bangla, Banglish or English. */
const ECO =
  /পরিবেশ|রিসাইকেল|অর্গানিক|ইকো|টেকসই|poribesh|\beco(?!nom)|recycl|sustainab|organic|green/iu;

export function nativeContentStrategyWriter(book: ContentStrategyNativeBook): LanguageWriter {
  return (brief, random) => {
    const brand = brief.text(BRAND, book.defaultBrand);
    const audience = brief.text(AUDIENCE, "");
    const goal = brief.text(["business_goal", ...GOAL], book.defaultGoal);
    const intent = nativeGoalIntent(goal);
    const typed = splitNativeList(brief.text(["platforms", "platform"], ""));
    const channels = (typed.length > 0 ? typed : ["Facebook", "Instagram"]).map((label) => ({
      name: nativePlatformName(label, book.language),
      platform: nativePlatform(label),
    }));
    const eco = ECO.test(`${brand} ${goal} ${audience}`.normalize("NFC"));
    const formats = NATIVE_POST_FORMATS[book.language];
    const { chosen, days, rows } = planContentStrategy({
      random,
      pillars: book.pillars({
        brand,
        audience: audience ? nativeAudienceCore(audience) : "",
        kind: nativeOfferKind(`${brand} ${goal} ${audience}`),
      }),
      retention: intent === "retention",
      eco,
      channels,
      dayPatterns: book.dayPatterns,
      formats,
      week: book.week,
    });
    return blocks(
      book.heading(brand),
      book.brief({ goal, audience }),
      book.pillarsHeading,
      numbered(chosen.map(book.pillar)),
      book.formatsHeading,
      table(
        book.formatsHeaders,
        channels.map((channel) => {
          const fitting = POST_PURPOSES.map((purpose) => formats[channel.platform][purpose]);
          return [channel.name, [...new Set(fitting)].slice(0, 4).join(", ")];
        }),
      ),
      book.cadenceHeading,
      book.cadence({ posts: days.length, channels: channels.map((channel) => channel.name) }),
      book.calendarHeading,
      table(book.calendarHeaders, rows),
      book.kpisHeading,
      bullets(book.kpis[intent].map(book.kpi)),
      book.repurposingHeading,
      numbered(book.repurposing),
    );
  };
}
