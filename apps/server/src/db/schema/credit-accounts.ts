import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * One row per profile that has ever held credits: the current balance (never below zero, enforced
 * here) and the plan (the highest pack ever bought; it never goes down). Every change to it is
 * made in the same transaction as its credit-ledger entry.
 */
export const creditAccounts = pgTable(
  "credit_accounts",
  {
    profileId: uuid("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    plan: text("plan").$type<"free" | "starter" | "pro">().notNull().default("free"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("credit_accounts_balance_non_negative", sql`${table.balance} >= 0`),
    check("credit_accounts_plan_check", sql`${table.plan} in ('free', 'starter', 'pro')`),
  ],
);
