import {
  nativeAudienceCore,
  nativeOfferKind,
  pointsToBangladesh,
  splitNativeList,
} from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, bullets, numbered, table } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  keywordGroups,
  kindSlots,
  LOCATION,
  SEED,
  type KeywordLists,
} from "./keyword-research-assistant.writer.ts";

/**
 * Keyword ideas as the Bangla and Banglish books write them: searches phrased the way people in
 * Bangladesh type them (রানিং জুতার দাম, running jutar dam), grouped by intent, with quick wins,
 * clusters and how to validate. No search data is invented.
 */

/** The keyword lists as in the English book (`who` is the audience's core here, or ""). */
export type KeywordNativeBook = KeywordLists & {
  language: NativeLanguage;
  defaultSeed: string;
  heading: (slots: { seed: string; location: string }) => string;
  /** How the list was phrased for this audience, as typed. */
  forAudience: (audience: string) => string;
  noData: string;
  tableHeaders: readonly [keyword: string, angle: string, page: string];
  quickWinsHeading: string;
  quickWin: (keyword: string) => string;
  clustersHeading: string;
  clusters: (slots: { seed: string; supporting: readonly string[] }) => readonly string[];
  validateHeading: string;
  validate: readonly string[];
};

export function nativeKeywordWriter(book: KeywordNativeBook): LanguageWriter {
  return (brief, random) => {
    const seed = brief.text(SEED, book.defaultSeed);
    const location = brief.text(LOCATION, "");
    const audience = brief.text(AUDIENCE, "");
    const places = splitNativeList(location).slice(0, 3);
    const place = places[0] ?? "";
    const who = audience ? nativeAudienceCore(audience) : "";
    const { groups, quickWins } = keywordGroups(random, book, {
      seed,
      who,
      place,
      places,
      local: pointsToBangladesh(location),
      ...kindSlots(nativeOfferKind(seed), seed),
    });
    return blocks(
      book.heading({ seed, location: place ? location : "" }),
      audience && book.forAudience(audience),
      book.noData,
      ...groups.map((group) =>
        blocks(
          `## ${group.title}`,
          table(
            book.tableHeaders,
            group.rows.map((row) => [row.keyword, row.angle, row.page]),
          ),
        ),
      ),
      book.quickWinsHeading,
      numbered(quickWins.map((row) => book.quickWin(row.keyword))),
      book.clustersHeading,
      bullets(
        book.clusters({
          seed,
          supporting: groups[0]?.rows.slice(0, 3).map((row) => row.keyword) ?? [],
        }),
      ),
      book.validateHeading,
      numbered(book.validate),
    );
  };
}
