import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { toolPrompts } from "./tool-prompts.ts";
import { users } from "./users.ts";

/**
 * Every configuration an operator saved for a tool (issue 17), owned by the tools module like
 * `tool_prompts`. Number 1 is the configuration as it was before the first console save (the
 * shipped seed, or an edit made in a database shell), so a rollback can always reach it; each save
 * and each rollback adds the next number, and `tool_prompts` holds the newest. Rows are never
 * changed: a rollback is a new version with an older one's content (`restored_from`).
 */
export const toolPromptVersions = pgTable(
  "tool_prompt_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toolPromptId: uuid("tool_prompt_id")
      .notNull()
      .references(() => toolPrompts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    description: text("description").notNull(),
    systemPrompt: text("system_prompt").notNull(),
    model: text("model").notNull(),
    inputFields: jsonb("input_fields").$type<string[]>().notNull(),
    /** The operator's note for this save ("Mention cash on delivery"); empty when none. */
    note: text("note").notNull().default(""),
    /** Who saved it; null for version 1 (not saved from the console) or a deleted account. */
    savedBy: text("saved_by").references(() => users.id, { onDelete: "set null" }),
    /** How the audit log names them (e-mail or phone), kept as it was when they saved. */
    savedByLabel: text("saved_by_label"),
    /** For a rollback: the number of the version whose content it restored. */
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("tool_prompt_versions_tool_number_key").on(table.toolPromptId, table.number),
    check("tool_prompt_versions_number_check", sql`${table.number} >= 1`),
  ],
);
