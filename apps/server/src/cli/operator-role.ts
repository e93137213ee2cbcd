// `npm run operator:grant -- <e-mail or phone>` and `npm run operator:revoke -- <e-mail or phone>`:
// gives an account the operator role (the operator console at /console) or takes it away. The
// first operator is made this way; after that, operators can also do it from the console. Each
// change is written to the audit log as `cli:<login name>` (docs/operator-console.md).
import os from "node:os";
import { runOperatorCommand } from "./run-operator-command.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { systemClock } from "../lib/clock.ts";
import { type Actor, createAccountActions } from "../modules/console/account-actions.service.ts";

export type RoleChange = "grant" | "revoke";

const usage = (change: RoleChange) =>
  `Usage: npm run operator:${change} -- <e-mail address or phone number>`;

/** Grants or revokes the role; the sentence to print. */
export async function changeOperatorRole(
  db: Database,
  change: RoleChange,
  identifier: string,
  actor: Actor,
): Promise<string> {
  const actions = createAccountActions({ db, clock: systemClock }).actions;
  const customer = await actions.findByIdentifier(identifier);
  if (!customer)
    throw new AppError("NOT_FOUND", `No account has the e-mail or phone ${identifier}.`);
  const name = customer.email ?? customer.phoneNumber ?? customer.id;
  if (change === "grant") {
    if (customer.operator) return `${name} is already an operator.`;
    await actions.grantOperator(actor, customer.id);
    return `${name} is now an operator: they can open /console after signing in.`;
  }
  if (!customer.operator) return `${name} is not an operator.`;
  await actions.revokeOperator(actor, customer.id);
  return `${name} is no longer an operator.`;
}

async function main(): Promise<void> {
  const [change, identifier] = process.argv.slice(2);
  if (change !== "grant" && change !== "revoke") {
    console.error("Usage: node operator-role.ts grant|revoke <e-mail address or phone number>");
    process.exit(2);
  }
  if (!identifier?.trim()) {
    console.error(usage(change));
    process.exit(2);
  }
  await runOperatorCommand(
    async (db) =>
      await changeOperatorRole(db, change, identifier.trim(), {
        userId: null,
        label: `cli:${os.userInfo().username}`,
      }),
  );
}

if (import.meta.main) await main();
