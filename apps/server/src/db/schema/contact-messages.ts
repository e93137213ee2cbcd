import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages sent through the public contact form (/contact). The operator reads them in the
 * console's inbox or with `npm run contact:messages` (docs/public-site.md). `ip` is kept for abuse handling only.
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
    /** When an operator marked it handled in the console's inbox; null while it waits. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt.desc())],
);
