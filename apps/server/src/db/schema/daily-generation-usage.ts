import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/** Free-plan generations on free models per Asia/Dhaka day; the cap is checked in the increment itself. */
export const dailyGenerationUsage = pgTable(
  "daily_generation_usage",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    used: integer("used").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.day] }),
    check("daily_generation_usage_used_non_negative", sql`${table.used} >= 0`),
  ],
);
