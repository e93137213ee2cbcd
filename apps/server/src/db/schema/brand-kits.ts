import type { BrandProduct, BrandTone } from "@outsmart/contracts/brand-kit";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * A user's brand kits (issue 16, ADR 0068): what a brand sells, to whom, in which tone and words.
 * Owned by the profile (`owner_id`); the field limits are the contract's (contracts/brand-kit.ts).
 */
export const brandKits = pgTable(
  "brand_kits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Products and services with their facts: name, price, offer, what makes them different. */
    products: jsonb("products").$type<BrandProduct[]>().notNull().default([]),
    audience: text("audience").notNull().default(""),
    tone: text("tone").$type<BrandTone>().notNull(),
    toneNotes: text("tone_notes").notNull().default(""),
    wordsToUse: jsonb("words_to_use").$type<string[]>().notNull().default([]),
    wordsToAvoid: jsonb("words_to_avoid").$type<string[]>().notNull().default([]),
    /** Up to five samples of copy the user liked. */
    samples: jsonb("samples").$type<string[]>().notNull().default([]),
    defaultLanguage: text("default_language").$type<OutputLanguage>().notNull().default("en"),
    /** The page or shop the brand sells on. */
    salesChannel: text("sales_channel").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The user's kits, most recently changed first.
    index("brand_kits_owner_updated_idx").on(table.ownerId, table.updatedAt.desc()),
    check(
      "brand_kits_tone_check",
      sql`${table.tone} in ('friendly', 'premium', 'playful', 'formal')`,
    ),
    check(
      "brand_kits_default_language_check",
      sql`${table.defaultLanguage} in ('en', 'bn', 'banglish')`,
    ),
  ],
);
