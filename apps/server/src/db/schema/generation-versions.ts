import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { GenerationVersionKind, RefineAction } from "@outsmart/contracts/generation-versions";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { profiles } from "./profiles.ts";
import { userGenerations } from "./user-generations.ts";

/**
 * Later versions of a text generation (issue 16). The generation's own `output_content` is
 * version 1; rows here number 2, 3… per generation, and the newest is what copy and export use by
 * default. `kind` says how a version was made: 'edit' (by hand) or 'refine' (a refine action,
 * ADR 0078), whose action, free instruction and written language are kept beside it (migration
 * 0017). Deleting the generation deletes its versions.
 */
export const generationVersions = pgTable(
  "generation_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    generationId: uuid("generation_id")
      .notNull()
      .references(() => userGenerations.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind").$type<GenerationVersionKind>().notNull(),
    content: text("content").notNull(),
    /** The refine action (Shorter, Translate…); set exactly when kind is 'refine'. */
    refineAction: text("refine_action").$type<RefineAction>(),
    /** The user's free instruction, for the 'instruction' action. */
    refineInstruction: text("refine_instruction"),
    /** The language the refine wrote (a Translate's target; otherwise the text's own). */
    refineLanguage: text("refine_language").$type<OutputLanguage>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One number per generation (and the index the list reads in order).
    unique("generation_versions_generation_number_key").on(table.generationId, table.number),
    check("generation_versions_number_check", sql`${table.number} >= 2`),
    check("generation_versions_kind_check", sql`${table.kind} in ('edit', 'refine')`),
    check(
      "generation_versions_refine_action_check",
      sql`(${table.kind} = 'refine') = (${table.refineAction} is not null)`,
    ),
    check(
      "generation_versions_refine_instruction_check",
      sql`char_length(${table.refineInstruction}) <= 300`,
    ),
    check(
      "generation_versions_content_check",
      sql`char_length(${table.content}) between 1 and 100000`,
    ),
  ],
);
