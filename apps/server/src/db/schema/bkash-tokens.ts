import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * bKash's token pair, shared by every server process: bKash blocks a merchant that asks for tokens
 * more than twice an hour, so one process renews and the others reuse (integrations/bkash).
 * A single row; `scope` says which merchant account and API the token belongs to.
 */
export const bkashTokens = pgTable("bkash_tokens", {
  id: text("id").primaryKey().default("bkash"),
  scope: text("scope").notNull(),
  idToken: text("id_token").notNull(),
  idTokenExpiresAt: timestamp("id_token_expires_at", { withTimezone: true }).notNull(),
  refreshToken: text("refresh_token").notNull(),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
