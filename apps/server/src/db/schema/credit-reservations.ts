import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * Credits (and, on the free plan, a daily free-model slot) held for a generation in flight. Held
 * when the generation starts; settled when it succeeds; released (credits refunded, slot given
 * back) when it fails, is stopped, or its process dies (a sweep releases expired holds).
 */
export const creditReservations = pgTable(
  "credit_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    credits: integer("credits").notNull(),
    /** The Asia/Dhaka day whose free-plan slot this generation used, if any. */
    dailySlotDay: date("daily_slot_day"),
    toolSlug: text("tool_slug").notNull(),
    modelId: text("model_id").notNull(),
    status: text("status").$type<"held" | "settled" | "released">().notNull().default("held"),
    generationId: uuid("generation_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    index("credit_reservations_held_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    check(
      "credit_reservations_status_check",
      sql`${table.status} in ('held', 'settled', 'released')`,
    ),
    check("credit_reservations_credits_non_negative", sql`${table.credits} >= 0`),
  ],
);
