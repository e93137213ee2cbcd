import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages sent through the public contact form (/contact). The operator reads them with
 * `npm run contact:messages` (docs/public-site.md). `ip` is kept for abuse handling only.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt.desc())],
);
