import type { InterfaceLanguage, OutputLanguage } from "@outsmart/contracts/output-language";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The seed's `profiles`: the product's own record of a user. Generations, ledger entries and
 * payments reference `profiles.id`, never the auth user id. One row per user (unique user_id),
 * created with the account and looked up idempotently.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The output language last chosen on a tool page (contracts/output-language.ts). */
    outputLanguage: text("output_language").$type<OutputLanguage>().notNull().default("en"),
    /** The interface language chosen; null until one is (the browser's language is followed). */
    interfaceLanguage: text("interface_language").$type<InterfaceLanguage>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "profiles_output_language_check",
      sql`${table.outputLanguage} in ('en', 'bn', 'banglish')`,
    ),
    check(
      "profiles_interface_language_check",
      sql`${table.interfaceLanguage} is null or ${table.interfaceLanguage} in ('en', 'bn')`,
    ),
  ],
);
