import { AUDIENCE, BRAND, GOAL } from "../../kit/brief.ts";
import {
  detectPlatform,
  goalIntent,
  offerKind,
  POST_PURPOSES,
  type GoalIntent,
  type OfferKind,
  type Platform,
  type PostPurpose,
} from "../../kit/copy-kit.ts";
import type { Random } from "../../kit/random.ts";
import {
  audienceCore,
  blocks,
  bullets,
  lowerFirst,
  numbered,
  splitList,
  table,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Content pillars, formats per platform, a cadence, a four-week calendar, KPIs and reuse. */

export type Pillar = { name: string; purpose: string; topics: readonly string[] };

export type PillarKey =
  "teach" | "show" | "prove" | "behindTheBrand" | "stayWithUs" | "offer" | "values";

export type ContentStrategyPhrases = {
  defaultBrand: string;
  defaultAudience: string;
  defaultGoal: string;
  /**
   * `audience` is the audience's core, mid-sentence; `kind` is what the business sells, read from
   * its brand, goal and audience (a repair shop's offers are bookings, not bundles).
   */
  pillars: (slots: {
    brand: string;
    audience: string;
    kind: OfferKind;
  }) => Readonly<Record<PillarKey, Pillar>>;
  /** Posting days for a week; one set is picked and its first three or four used. */
  dayPatterns: readonly (readonly string[])[];
  week: (number: number) => string;
  kpis: Readonly<Record<GoalIntent, readonly string[]>>;
  heading: (brand: string) => string;
  brief: (slots: { goal: string; audience: string }) => string;
  pillarsHeading: string;
  pillar: (pillar: Pillar) => string;
  formatsHeading: string;
  formatsHeaders: readonly [platform: string, formats: string];
  formatList: (formats: readonly string[]) => string;
  cadenceHeading: string;
  cadence: (slots: { posts: number; channels: readonly string[] }) => string;
  calendarHeading: string;
  calendarHeaders: readonly [
    week: string,
    day: string,
    platform: string,
    pillar: string,
    format: string,
    topic: string,
  ];
  kpisHeading: string;
  kpi: (kpi: string) => string;
  repurposingHeading: string;
  repurposing: readonly string[];
};

/** The calendar cycles through these purposes for its formats. */
export const CALENDAR_PURPOSES: readonly PostPurpose[] = [
  "educate",
  "sell",
  "engage",
  "behindTheScenes",
];

const ECO = /\beco(?!nom)|recycl|sustainab|organic|green/iu;

export type Channel = { name: string; platform: Platform };

/**
 * The plan every language words the same way: four pillars (the first two always, two more
 * picked), three or four posting days a week and a four-week calendar cycling through the
 * channels, pillars and purposes.
 */
export function planContentStrategy({
  random,
  pillars: byKey,
  retention,
  eco,
  channels,
  dayPatterns,
  formats,
  week: weekName,
}: {
  random: Random;
  pillars: Readonly<Record<PillarKey, Pillar>>;
  retention: boolean;
  eco: boolean;
  channels: readonly Channel[];
  dayPatterns: readonly (readonly string[])[];
  formats: Readonly<Record<Platform, Readonly<Record<PostPurpose, string>>>>;
  week: (number: number) => string;
}): { chosen: Pillar[]; days: readonly string[]; rows: string[][] } {
  const pillarKeys: PillarKey[] = [
    "teach",
    "show",
    "prove",
    "behindTheBrand",
    retention ? "stayWithUs" : "offer",
    ...(eco ? (["values"] as const) : []),
  ];
  const pillars = pillarKeys.map((key) => byKey[key]);
  const chosen = [pillars[0], pillars[1], ...random.sample(pillars.slice(2), 2)].filter(
    (pillar): pillar is Pillar => pillar !== undefined,
  );
  const perWeek = channels.length === 1 ? 4 : channels.length === 2 ? 3 : 2;
  // Three or four days a week, spread out; which days is a matter of taste, so the seed decides.
  const days = random.pick(dayPatterns).slice(0, Math.max(3, perWeek));
  const rows: string[][] = [];
  for (let week = 1; week <= 4; week += 1)
    days.forEach((day, index) => {
      const slot = (week - 1) * days.length + index;
      const channel = channels[slot % channels.length] ?? channels[0]!;
      const pillar = chosen[slot % chosen.length] ?? chosen[0]!;
      const format = formats[channel.platform][CALENDAR_PURPOSES[slot % 4] ?? "educate"];
      const topic = pillar.topics[Math.floor(slot / chosen.length) % pillar.topics.length] ?? "";
      rows.push([weekName(week), day, channel.name, pillar.name, format, topic]);
    });
  return { chosen, days, rows };
}

export const writeContentStrategy: Writer<ContentStrategyPhrases> = ({
  brief,
  random,
  phrases,
  kit,
}) => {
  const brand = brief.text(BRAND, phrases.defaultBrand);
  const audience = brief.text(AUDIENCE, phrases.defaultAudience);
  const goal = brief.text(["business_goal", ...GOAL], phrases.defaultGoal);
  const platformText = brief.text(["platforms", "platform"], "Instagram, Facebook");
  const core = lowerFirst(audienceCore(audience));
  const intent = goalIntent(goal);
  const labels = splitList(platformText);
  const channels = (labels.length > 0 ? labels : ["Instagram"]).map((label) => {
    const platform = detectPlatform(label);
    return { name: platform === "other" ? label : kit.copy.platformNames[platform], platform };
  });
  const eco = ECO.test(`${brand} ${goal} ${audience}`);
  const { chosen, days, rows } = planContentStrategy({
    random,
    pillars: phrases.pillars({
      brand,
      audience: core,
      kind: offerKind(`${brand} ${goal} ${audience}`),
    }),
    retention: intent === "retention",
    eco,
    channels,
    dayPatterns: phrases.dayPatterns,
    formats: kit.copy.postFormats,
    week: phrases.week,
  });
  return blocks(
    phrases.heading(brand),
    phrases.brief({ goal, audience }),
    phrases.pillarsHeading,
    numbered(chosen.map(phrases.pillar)),
    phrases.formatsHeading,
    table(
      phrases.formatsHeaders,
      channels.map((channel) => {
        const formats = POST_PURPOSES.map(
          (purpose) => kit.copy.postFormats[channel.platform][purpose],
        );
        return [channel.name, phrases.formatList([...new Set(formats)].slice(0, 4))];
      }),
    ),
    phrases.cadenceHeading,
    phrases.cadence({ posts: days.length, channels: channels.map((channel) => channel.name) }),
    phrases.calendarHeading,
    table(phrases.calendarHeaders, rows),
    phrases.kpisHeading,
    bullets(phrases.kpis[intent].map(phrases.kpi)),
    phrases.repurposingHeading,
    numbered(phrases.repurposing),
  );
};
