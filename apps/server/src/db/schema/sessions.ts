import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Signed-in devices. A row per sign-in; deleting it signs that device out. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** Last time the user re-entered their password in this session (for sensitive changes). */
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_created_at_idx").on(table.createdAt),
  ],
);
