import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Accounts' identities, owned by Better Auth (field names are its own; columns are snake_case).
 * Users who sign up with a phone number only get a reserved `…@phone.invalid` e-mail, because
 * Better Auth needs a unique e-mail; the API never shows it (see modules/auth/phone-number.ts).
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phoneNumber: text("phone_number").unique(),
    phoneNumberVerified: boolean("phone_number_verified"),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    /** May use the operator console (`/api/console/*`, docs/operator-console.md). */
    operator: boolean("operator").notNull().default(false),
    /** Set while an operator has suspended the account: no session, no sign-in. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The console's customer list, newest first (keyset pages).
    index("users_created_at_id_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);
