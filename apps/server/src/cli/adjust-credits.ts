// `npm run credits:adjust -- --email <address> --amount=<±credits> --reason "<why>"`
// An operator's correction of a balance (a refund made in the bKash portal, a goodwill top-up),
// written to the ledger with the reason and the operator's name. Never takes a balance below zero.
import os from "node:os";
import { runOperatorCommand } from "./run-operator-command.ts";
import { parseArgs } from "node:util";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { systemClock } from "../lib/clock.ts";
import { createSilentLogger } from "../lib/logger.ts";
import { findCustomerByIdentifier } from "../modules/auth/auth.queries.ts";
import { findProfileIdByEmail } from "../modules/auth/profiles.queries.ts";
import { insertAuditEntry } from "../modules/console/audit.queries.ts";
import { createCreditsService } from "../modules/credits/credits.service.ts";

const usage =
  'Usage: npm run credits:adjust -- --email <address> --amount=<credits, e.g. 50 or -50> --reason "<why>"';

export type Adjustment = { email: string; amount: number; reason: string };

/** The command line as an adjustment, or the problem with it. */
export function parseAdjustment(args: readonly string[]): Adjustment | { problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        email: { type: "string" },
        amount: { type: "string" },
        reason: { type: "string" },
      },
    }));
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const email = values.email?.trim();
  const reason = values.reason?.trim();
  const amount = Number(values.amount);
  if (!email) return { problem: "--email is required." };
  if (!values.amount || !Number.isSafeInteger(amount) || amount === 0)
    return { problem: "--amount must be a whole, non-zero number of credits." };
  if (!reason) return { problem: "--reason is required: it is kept in the ledger." };
  return { email, amount, reason };
}

/**
 * Applies the adjustment; returns the new balance. The operator audit log records it in the same
 * transaction, as the console's adjustments are (docs/operator-console.md).
 */
export async function adjustCredits(
  db: Database,
  adjustment: Adjustment,
  actor: string,
): Promise<number> {
  const profileId = await findProfileIdByEmail(db, adjustment.email);
  if (!profileId) throw new AppError("NOT_FOUND", `No account has the e-mail ${adjustment.email}.`);
  const user = await findCustomerByIdentifier(db, adjustment.email);
  const credits = createCreditsService({ db, clock: systemClock, logger: createSilentLogger() });
  return await credits.adjust(
    profileId,
    adjustment.amount,
    adjustment.reason,
    actor,
    async (tx, balance) =>
      await insertAuditEntry(tx, {
        actorUserId: null,
        actorLabel: actor.replace(/^operator:/, "cli:"),
        action: "customer.credits.adjust",
        targetType: user ? "user" : "profile",
        targetId: user?.id ?? profileId,
        before: { balance: balance - adjustment.amount },
        after: { balance, amount: adjustment.amount, reason: adjustment.reason },
        now: systemClock.now(),
      }),
  );
}

async function main(): Promise<void> {
  const adjustment = parseAdjustment(process.argv.slice(2));
  if ("problem" in adjustment) {
    console.error(`${adjustment.problem}\n${usage}`);
    process.exit(2);
  }
  await runOperatorCommand(async (db) => {
    const balance = await adjustCredits(db, adjustment, `operator:${os.userInfo().username}`);
    const signed = adjustment.amount > 0 ? `+${adjustment.amount}` : String(adjustment.amount);
    return `${adjustment.email}: ${signed} credits (${adjustment.reason}). New balance: ${balance}.`;
  });
}

if (import.meta.main) await main();
