import { OUTPUT_PREVIEW_LENGTH } from "@outsmart/contracts/generations";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { and, eq, type Placeholder, sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Database, Executor } from "../../db/client.ts";
import { brandKits } from "../../db/schema/brand-kits.ts";
import { userGenerationTallies } from "../../db/schema/user-generation-tallies.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { placeholders, prebuiltStatement } from "../../db/prebuilt-statement.ts";
import { DHAKA_TIME_ZONE } from "../../lib/dhaka-time.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";
import { outputWords } from "./output-words.ts";

/**
 * The only place that touches `user_generations`. Every read and delete is scoped by the caller's
 * profile id: there is no query here that reads, counts or deletes by id alone. The engine writes
 * records through `insertGeneration`, or `generationInsertStatement` when it writes a succeeded
 * run's record and settles its hold in one statement (tools/tool-runs.queries.ts).
 */

/** A run as it is recorded: succeeded runs make the history; failed and cancelled ones only count toward the success rate. */
export type GenerationRecord = {
  profileId: string;
  toolSlug: string;
  modelUsed: string;
  inputData: Record<string, string>;
  status: "succeeded" | "failed" | "cancelled";
  outputContent: string | null;
  contentType: "text" | "audio";
  /** The output language asked for. */
  language: OutputLanguage;
  /** The brand kit it was written for (the caller checked the profile owns it), or null. */
  brandKitId?: string | null;
  /** The campaign kit run it is a step of (ADR 0085), or null. */
  campaignId?: string | null;
  errorMessage: string | null;
  creditsCharged: number;
  durationMs: number;
  createdAt: Date;
};

/** The values of a record's insert, one per placeholder of `generationInsertStatement`. */
export function generationInsertValues(record: GenerationRecord) {
  return {
    userId: record.profileId,
    toolSlug: record.toolSlug,
    modelUsed: record.modelUsed,
    inputData: record.inputData,
    status: record.status,
    outputContent: record.outputContent,
    contentType: record.contentType,
    language: record.language,
    brandKitId: record.brandKitId ?? null,
    campaignId: record.campaignId ?? null,
    errorMessage: record.errorMessage,
    outputWords: outputWords(record.contentType, record.outputContent),
    creditsCharged: record.creditsCharged,
    durationMs: record.durationMs,
    createdAt: record.createdAt,
  };
}

type InsertValues = ReturnType<typeof generationInsertValues>;

const value = placeholders<InsertValues>();

/**
 * A record's insert (`INSERT … RETURNING id`) with a placeholder for each value, for a caller to
 * build into its own statement once (`prebuiltStatement`); `generationInsertValues` fills them in.
 * Each placeholder goes through its column's encoder (the inputs to JSON, the date to ISO text).
 */
export const generationInsertStatement: SQL = drizzle
  .mock()
  .insert(userGenerations)
  .values({
    userId: value("userId"),
    toolSlug: value("toolSlug"),
    modelUsed: value("modelUsed"),
    inputData: value("inputData"),
    status: value("status"),
    outputContent: value("outputContent"),
    contentType: value("contentType"),
    language: value("language"),
    brandKitId: value("brandKitId"),
    campaignId: value("campaignId"),
    errorMessage: value("errorMessage"),
    outputWords: value("outputWords"),
    creditsCharged: value("creditsCharged"),
    durationMs: value("durationMs"),
    createdAt: value("createdAt"),
  } satisfies { [Key in keyof InsertValues]: Placeholder<Key> })
  .returning({ id: userGenerations.id })
  .getSQL();

const insertStatement = prebuiltStatement<InsertValues>(generationInsertStatement);

/** Writes one record; returns its id. */
export async function insertGeneration(db: Executor, record: GenerationRecord): Promise<string> {
  const result = await db.execute<{ id: string }>(insertStatement(generationInsertValues(record)));
  const row = result.rows[0];
  if (!row) throw new Error("generation not recorded");
  return row.id;
}

/** A record's place in the history (lib/keyset-page.ts): its created_at and its uuid. */
export type HistoryPosition = KeysetPosition<string>;

const keyset = { createdAt: userGenerations.createdAt, id: userGenerations.id };

/** Escapes LIKE's wildcards so a search for "50%" finds "50%", not "50" followed by anything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export async function listSucceededGenerations(
  db: Database,
  profileId: string,
  options: {
    limit: number;
    tool?: string;
    language?: OutputLanguage;
    /** Only generations written for this brand kit (the caller checked the profile owns it). */
    brandKit?: string;
    /** Only the generations the user starred. */
    favourite?: boolean;
    search?: string;
    before?: HistoryPosition;
  },
) {
  const conditions: (SQL | undefined)[] = [
    eq(userGenerations.userId, profileId),
    eq(userGenerations.status, "succeeded"),
    options.tool ? eq(userGenerations.toolSlug, options.tool) : undefined,
    options.language ? eq(userGenerations.language, options.language) : undefined,
    options.brandKit ? eq(userGenerations.brandKitId, options.brandKit) : undefined,
    options.favourite ? eq(userGenerations.favourite, true) : undefined,
    // The search reads what the list shows: text outputs. Media outputs are data URLs (an audio
    // track is "data:audio/wav;base64,UklGR…"), which would match almost any short word.
    options.search
      ? sql`${userGenerations.contentType} = 'text' and ${userGenerations.outputContent} ilike ${likePattern(options.search)}`
      : undefined,
    options.before ? olderThan(keyset, options.before, "uuid") : undefined,
  ];
  return await db
    .select({
      id: userGenerations.id,
      toolSlug: userGenerations.toolSlug,
      modelUsed: userGenerations.modelUsed,
      contentType: userGenerations.contentType,
      language: userGenerations.language,
      brandKitId: userGenerations.brandKitId,
      // A kit's name as it is now (its generations follow a rename; a deleted kit's are null).
      brandKitName: brandKits.name,
      campaignId: userGenerations.campaignId,
      // Only the preview leaves the database: media outputs can be megabytes of data URL.
      preview: sql<
        string | null
      >`case when ${userGenerations.contentType} = 'text' then left(${userGenerations.outputContent}, ${OUTPUT_PREVIEW_LENGTH}) end`,
      truncated: sql<boolean>`${userGenerations.contentType} = 'text' and char_length(${userGenerations.outputContent}) > ${OUTPUT_PREVIEW_LENGTH}`,
      favourite: userGenerations.favourite,
      title: userGenerations.title,
      createdAt: userGenerations.createdAt,
      position: positionText(userGenerations.createdAt),
    })
    .from(userGenerations)
    .leftJoin(brandKits, eq(brandKits.id, userGenerations.brandKitId))
    .where(and(...conditions))
    .orderBy(...newestFirst(keyset))
    .limit(options.limit);
}

export async function findSucceededGeneration(db: Database, profileId: string, id: string) {
  const [row] = await db
    .select({
      id: userGenerations.id,
      toolSlug: userGenerations.toolSlug,
      modelUsed: userGenerations.modelUsed,
      contentType: userGenerations.contentType,
      language: userGenerations.language,
      brandKitId: userGenerations.brandKitId,
      brandKitName: brandKits.name,
      campaignId: userGenerations.campaignId,
      inputData: userGenerations.inputData,
      outputContent: userGenerations.outputContent,
      favourite: userGenerations.favourite,
      title: userGenerations.title,
      createdAt: userGenerations.createdAt,
    })
    .from(userGenerations)
    .leftJoin(brandKits, eq(brandKits.id, userGenerations.brandKitId))
    .where(
      and(
        eq(userGenerations.id, id),
        eq(userGenerations.userId, profileId),
        eq(userGenerations.status, "succeeded"),
      ),
    );
  return row;
}

/**
 * Stars, unstars or titles one of the user's own successful records (a title of null removes it);
 * undefined when there is none (another user's id included).
 */
export async function updateGenerationMarks(
  db: Database,
  profileId: string,
  id: string,
  marks: { favourite?: boolean; title?: string | null },
) {
  const [row] = await db
    .update(userGenerations)
    .set({
      ...(marks.favourite === undefined ? {} : { favourite: marks.favourite }),
      ...(marks.title === undefined ? {} : { title: marks.title }),
    })
    .where(
      and(
        eq(userGenerations.id, id),
        eq(userGenerations.userId, profileId),
        eq(userGenerations.status, "succeeded"),
      ),
    )
    .returning({
      id: userGenerations.id,
      favourite: userGenerations.favourite,
      title: userGenerations.title,
    });
  return row;
}

/** Deletes one of the user's own records; false when there was none (another user's id included). */
export async function deleteGeneration(
  db: Database,
  profileId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(userGenerations)
    .where(and(eq(userGenerations.id, id), eq(userGenerations.userId, profileId)))
    .returning({ id: userGenerations.id });
  return rows.length > 0;
}

export type ToolUsage = {
  status: "succeeded" | "failed" | "cancelled";
  toolSlug: string;
  count: number;
  thisMonth: number;
  words: number;
  lastUsedAt: Date;
};

/**
 * The user's totals by status and tool (a few dozen rows), with this month's count by Asia/Dhaka's
 * calendar. Read from `user_generation_tallies`, which triggers keep equal to the totals of all of
 * the user's `user_generations` rows, so the cost does not grow with the number of generations.
 */
export async function usageByStatusAndTool(
  db: Database,
  profileId: string,
  now: Date,
): Promise<ToolUsage[]> {
  const thisMonth = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${DHAKA_TIME_ZONE}))::date`;
  return (await db
    .select({
      status: userGenerationTallies.status,
      toolSlug: userGenerationTallies.toolSlug,
      count: sql<number>`sum(${userGenerationTallies.generations})::int`,
      thisMonth: sql<number>`coalesce(sum(${userGenerationTallies.generations}) filter (where ${userGenerationTallies.month} = ${thisMonth}), 0)::int`,
      words: sql<number>`sum(${userGenerationTallies.outputWords})::bigint`,
      lastUsedAt: sql<Date>`max(${userGenerationTallies.lastCreatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(userGenerationTallies)
    .where(
      and(
        eq(userGenerationTallies.userId, profileId),
        sql`${userGenerationTallies.generations} > 0`,
      ),
    )
    .groupBy(userGenerationTallies.status, userGenerationTallies.toolSlug)) as ToolUsage[];
}

/** A campaign kit run's succeeded steps, oldest first (ADR 0085); only the caller's own. */
export async function listCampaignGenerations(db: Database, profileId: string, campaignId: string) {
  return await db
    .select({
      id: userGenerations.id,
      toolSlug: userGenerations.toolSlug,
      content: sql<
        string | null
      >`case when ${userGenerations.contentType} = 'text' then ${userGenerations.outputContent} end`,
      creditsCharged: userGenerations.creditsCharged,
      createdAt: userGenerations.createdAt,
    })
    .from(userGenerations)
    .where(
      and(
        eq(userGenerations.userId, profileId),
        eq(userGenerations.campaignId, campaignId),
        eq(userGenerations.status, "succeeded"),
      ),
    )
    .orderBy(userGenerations.createdAt, userGenerations.id);
}
