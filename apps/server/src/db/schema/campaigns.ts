import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CampaignStatus, KitBrief } from "@outsmart/contracts/campaign-kits";
import type { TemplateLanguage } from "@outsmart/contracts/campaign-templates";
import { profiles } from "./profiles.ts";

/**
 * A campaign kit's run (issue 16, ADR 0085): one row per run, its steps are ordinary generations
 * carrying its id (`user_generations.campaign_id`). Written by the tools module
 * (campaigns.queries.ts). `status` is 'running' until the last step, then 'succeeded' (every step
 * ran), 'partial' (some ran, then one failed) or 'failed' (none ran).
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kitId: text("kit_id").notNull(),
    briefLanguage: text("brief_language").$type<TemplateLanguage>().notNull(),
    brief: jsonb("brief").$type<KitBrief>().notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("running"),
    stepsTotal: integer("steps_total").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("campaigns_owner_created_idx").on(table.ownerId, table.createdAt.desc()),
    check(
      "campaigns_status_check",
      sql`${table.status} in ('running', 'succeeded', 'partial', 'failed')`,
    ),
    check("campaigns_brief_language_check", sql`${table.briefLanguage} in ('en', 'bn')`),
    check("campaigns_steps_total_check", sql`${table.stepsTotal} between 1 and 10`),
  ],
);
