import { AUDIENCE } from "../../kit/brief.ts";
import { classKind, mentionsBangladesh, offerKind, type OfferKind } from "../../kit/copy-kit.ts";
import {
  blocks,
  bullets,
  numbered,
  phraseCut,
  splitList,
  table,
  truncateName,
} from "../../kit/text-kit.ts";
import type { Random } from "../../kit/random.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** Keyword ideas by search intent with a content angle each, quick wins and content clusters. */

/** A keyword idea, the content that answers it and the page it belongs on. */
export type KeywordRow = { keyword: string; angle: string; page: string };

type KeywordGroup = "informational" | "commercial" | "transactional" | "local";

/** What is sold, and whether a service is classes ("IELTS coaching", "গণিত টিউশন"). */
/**
 * What is sold, whether a service is classes in a subject (`lesson`: "IELTS coaching") or in an
 * activity (`activity`: "yoga classes").
 */
type KindSlots = { kind: OfferKind; lesson: boolean; activity: boolean };

export type KeywordResearchPhrases = {
  defaultSeed: string;
  groups: Readonly<Record<KeywordGroup, string>>;
  /**
   * `who` is the audience cut short, or "" without one. `kind`: a booked service is researched
   * by cost, time and what to ask, not by how to use it; `lesson`: classes by syllabus, fees,
   * batches and results, not by before-and-after photos or appointments.
   */
  informational: (slots: KindSlots & { seed: string; who: string }) => KeywordRow[];
  /** `place` is the first place named, or "". */
  commercial: (slots: KindSlots & { seed: string; place: string }) => KeywordRow[];
  /**
   * `local` when the location is in Bangladesh; `kind` is what is sold: goods are bought online,
   * software is tried or subscribed to, a service is booked, classes are joined.
   */
  transactional: (slots: KindSlots & { seed: string; local: boolean }) => KeywordRow[];
  local: (slots: KindSlots & { seed: string; places: readonly string[] }) => KeywordRow[];
  /** `location` is "" when no place was given. */
  heading: (slots: { seed: string; location: string }) => string;
  noData: string;
  groupHeading: (title: string) => string;
  tableHeaders: readonly [keyword: string, angle: string, page: string];
  quickWinsHeading: string;
  quickWin: (keyword: string) => string;
  clustersHeading: string;
  /** `supporting` are the first informational keywords. */
  clusters: (slots: { seed: string; supporting: readonly string[] }) => readonly string[];
  validateHeading: string;
  validate: readonly string[];
};

/** The fields the seed keyword and the location are read from. */
export const SEED = ["seed_keyword", "focus_keyword", "keywords", "topic"] as const;
export const LOCATION = ["location", "market"] as const;

/** The keyword lists both languages fill the same way, each worded by its own book. */
export type KeywordLists = Pick<
  KeywordResearchPhrases,
  "groups" | "informational" | "commercial" | "transactional" | "local"
>;

/** A seed's kind, and whether a service is classes, and which (`classKind`). */
export function kindSlots(kind: OfferKind, seed: string): KindSlots {
  const classes = classKind(kind, seed);
  return { kind, lesson: classes === "lesson", activity: classes === "activity" };
}

/**
 * Keywords grouped by intent (six informational, five commercial and five transactional, picked
 * at random, then the local ones when places are named) and the five longest as quick wins.
 */
export function keywordGroups(
  random: Random,
  phrases: KeywordLists,
  {
    seed,
    who,
    place,
    places,
    local,
    kind,
    lesson,
    activity,
  }: {
    seed: string;
    who: string;
    place: string;
    places: readonly string[];
    local: boolean;
    kind: OfferKind;
    lesson: boolean;
    activity: boolean;
  },
): { groups: { title: string; rows: KeywordRow[] }[]; quickWins: KeywordRow[] } {
  // A keyword with a double or trailing space lost an empty slot: leave it out.
  const pick = (rows: readonly KeywordRow[], count: number) =>
    random.sample(
      rows.filter((row) => !/\s{2,}|\s$/u.test(row.keyword)),
      count,
    );
  const groups: { title: string; rows: KeywordRow[] }[] = [
    {
      title: phrases.groups.informational,
      rows: pick(phrases.informational({ seed, who, kind, lesson, activity }), 6),
    },
    {
      title: phrases.groups.commercial,
      rows: pick(phrases.commercial({ seed, place, kind, lesson, activity }), 5),
    },
    {
      title: phrases.groups.transactional,
      rows: pick(phrases.transactional({ seed, local, kind, lesson, activity }), 5),
    },
  ];
  if (places.length > 0)
    groups.push({
      title: phrases.groups.local,
      rows: phrases.local({ seed, places, kind, lesson, activity }),
    });
  // Longer searches first: they usually face less competition.
  const quickWins = groups
    .flatMap((group) => group.rows)
    .sort((a, b) => b.keyword.split(" ").length - a.keyword.split(" ").length)
    .slice(0, 5);
  return { groups, quickWins };
}

export const writeKeywordResearch: Writer<KeywordResearchPhrases> = ({
  brief,
  random,
  phrases,
}) => {
  const seed = brief.text(SEED, phrases.defaultSeed);
  const location = brief.text(LOCATION, "");
  const audience = brief.text(AUDIENCE, "");
  const places = splitList(location).slice(0, 3);
  const place = places[0] ?? "";
  const who = audience ? phraseCut(audience, 24) || truncateName(audience, 24) : "";
  const { groups, quickWins } = keywordGroups(random, phrases, {
    seed,
    who,
    place,
    places,
    local: mentionsBangladesh(location),
    ...kindSlots(offerKind(seed), seed),
  });
  return blocks(
    phrases.heading({ seed, location: place ? location : "" }),
    phrases.noData,
    ...groups.map((group) =>
      blocks(
        phrases.groupHeading(group.title),
        table(
          phrases.tableHeaders,
          group.rows.map((row) => [row.keyword, row.angle, row.page]),
        ),
      ),
    ),
    phrases.quickWinsHeading,
    numbered(quickWins.map((row) => phrases.quickWin(row.keyword))),
    phrases.clustersHeading,
    bullets(
      phrases.clusters({
        seed,
        supporting: groups[0]?.rows.slice(0, 3).map((row) => row.keyword) ?? [],
      }),
    ),
    phrases.validateHeading,
    numbered(phrases.validate),
  );
};
