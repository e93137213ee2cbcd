import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The seed's tool configuration, one row per working tool. Seeded at start from
 * modules/tools/tool-configurations.ts; `seed_hash` remembers what was seeded, so a row the
 * operator has edited since (its content no longer matches) is never overwritten by a new seed.
 * `input_fields` is a JSON array of field names (the seed also accepts a JSON string).
 */
export const toolPrompts = pgTable("tool_prompts", {
  id: uuid("id").primaryKey().defaultRandom(),
  toolSlug: text("tool_slug").notNull().unique(),
  toolName: text("tool_name").notNull(),
  description: text("description").notNull().default(""),
  systemPrompt: text("system_prompt").notNull(),
  model: text("model").notNull(),
  inputFields: jsonb("input_fields").$type<unknown>().notNull(),
  seedHash: text("seed_hash"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
