import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { brandKits } from "./brand-kits.ts";
import { campaigns } from "./campaigns.ts";
import { profiles } from "./profiles.ts";

/**
 * The seed's generation record, plus what the product needs: status (failed attempts count toward
 * the success rate but never show in the history), timings, output size for "time saved", and the
 * credits it cost. `user_id` is the profile id, as in the seed.
 */
export const userGenerations = pgTable(
  "user_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    toolSlug: text("tool_slug").notNull(),
    modelUsed: text("model_used").notNull(),
    inputData: jsonb("input_data").$type<Record<string, string>>().notNull(),
    /** Null for failed or cancelled attempts. */
    outputContent: text("output_content"),
    contentType: text("content_type").notNull().default("text"),
    /** The output language asked for (contracts/output-language.ts); 'en' for older records. */
    language: text("language").$type<OutputLanguage>().notNull().default("en"),
    /** The brand kit the generation was written for; null without one, or once it is deleted. */
    brandKitId: uuid("brand_kit_id").references(() => brandKits.id, { onDelete: "set null" }),
    status: text("status").$type<"succeeded" | "failed" | "cancelled">().notNull(),
    errorMessage: text("error_message"),
    outputWords: integer("output_words").notNull().default(0),
    creditsCharged: integer("credits_charged").notNull().default(0),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Starred by its owner (the history's "Favourites" filter). */
    favourite: boolean("favourite").notNull().default(false),
    /** The campaign kit run it is a step of (ADR 0085); null for a single tool's run. */
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    /** The owner's title for it (trimmed, at most 120 characters); null without one. */
    title: text("title"),
  },
  (table) => [
    // The history's keyset pagination and the stats read the user's rows newest first.
    index("user_generations_user_created_idx").on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The history filtered by tool, in the same keyset order.
    index("user_generations_user_tool_created_idx").on(
      table.userId,
      table.toolSlug,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The history filtered by brand kit, in the same keyset order (and the kit's delete sets null).
    index("user_generations_brand_kit_created_idx")
      .on(table.brandKitId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.brandKitId} is not null`),
    // A campaign's steps, in order.
    index("user_generations_campaign_created_idx")
      .on(table.campaignId, table.createdAt)
      .where(sql`${table.campaignId} is not null`),
    // The history filtered to favourites, in the same keyset order.
    index("user_generations_user_favourite_created_idx")
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.favourite}`),
    check(
      "user_generations_title_check",
      sql`${table.title} is null or char_length(${table.title}) between 1 and 120`,
    ),
    check(
      "user_generations_status_check",
      sql`${table.status} in ('succeeded', 'failed', 'cancelled')`,
    ),
    check("user_generations_language_check", sql`${table.language} in ('en', 'bn', 'banglish')`),
    check(
      "user_generations_content_type_check",
      sql`${table.contentType} in ('text', 'image', 'audio', 'video', '3d')`,
    ),
  ],
);
