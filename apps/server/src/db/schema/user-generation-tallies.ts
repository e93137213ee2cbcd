import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * Running totals of `user_generations` per user, Asia/Dhaka month, status and tool, so the
 * dashboard's figures read a few dozen rows instead of every generation (ADR 0014). Maintained
 * only by the statement-level triggers on `user_generations` (migration
 * 0008_generation-tallies-triggers): every insert, delete or update of a generation, by any code
 * path, moves these totals in the same transaction. Never written by application code.
 */
export const userGenerationTallies = pgTable(
  "user_generation_tallies",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The first day of the generation's month in Asia/Dhaka. */
    month: date("month").notNull(),
    status: text("status").notNull(),
    toolSlug: text("tool_slug").notNull(),
    generations: integer("generations").notNull(),
    outputWords: bigint("output_words", { mode: "number" }).notNull(),
    /** The newest generation counted here (not lowered by deletes; only breaks favourite-tool ties). */
    lastCreatedAt: timestamp("last_created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.status, table.toolSlug] }),
    check(
      "user_generation_tallies_non_negative",
      sql`${table.generations} >= 0 and ${table.outputWords} >= 0`,
    ),
  ],
);
