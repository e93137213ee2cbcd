import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * AI providers an operator configured in the console (issue 17), owned by the ai-settings module:
 * the provider's settings as its environment variables would give them (e.g. OPENAI_API_KEY,
 * OPENAI_BASE_URL), sealed with a key derived from AUTH_SECRET (lib/secret-box.ts), so the
 * database never holds a key in clear text. `key_last4` and `base_url` are kept apart, in clear,
 * only to show the operator which key and address are in use. A row here wins over the
 * environment for its provider (docs/ai-models.md).
 */
export const aiProviderSettings = pgTable("ai_provider_settings", {
  providerId: text("provider_id").primaryKey(),
  sealedValues: text("sealed_values").notNull(),
  keyLast4: text("key_last4"),
  baseUrl: text("base_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByLabel: text("updated_by_label"),
});
