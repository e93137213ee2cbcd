import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The operator's changes to the model registry made in the console (issue 17), owned by the
 * ai-settings module: one row per model id, holding what MODELS_FILE would say of it (tier,
 * credit cost, output cap, disabled; a new id adds a custom model with its name, provider and the
 * provider's model id). Applied after MODELS_FILE (docs/ai-models.md).
 */
export const aiModelSettings = pgTable("ai_model_settings", {
  modelId: text("model_id").primaryKey(),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByLabel: text("updated_by_label"),
});
