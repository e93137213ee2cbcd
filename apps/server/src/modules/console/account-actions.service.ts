import { visibleEmail } from "@outsmart/contracts/account";
import {
  type AuditAction,
  type CustomerListItem,
  LAST_OPERATOR_MESSAGE,
} from "@outsmart/contracts/console";
import type { Database, Executor } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { deleteAllSessions } from "../accounts/accounts.queries.ts";
import {
  type CustomerRow,
  findCustomer,
  findCustomerByIdentifier,
  grantOperator,
  resetTwoFactor,
  revokeOperator,
  setSuspended,
} from "../auth/auth.queries.ts";
import { insertAuditEntry } from "./audit.queries.ts";

/** Who acts: a signed-in operator (their user id) or a command on the server (`cli:<login>`). */
export type Actor = { userId: string | null; label: string };

const notFound = () => new AppError("NOT_FOUND", "There is no such customer.");

export function listItem(row: CustomerRow): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    email: visibleEmail(row.email) ?? null,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
    operator: row.operator,
    suspended: row.suspendedAt !== null,
  };
}

/** What an audit entry keeps of an account's standing. */
const standing = (row: CustomerRow) => ({
  operator: row.operator,
  suspended: row.suspendedAt !== null,
  twoFactorEnabled: row.twoFactorEnabled === true,
});

/**
 * The actions on an account (role, suspension, two-step verification), shared by the console and
 * the `operator:grant` / `operator:revoke` commands. Each runs in one transaction with its audit
 * entry: the change and its record commit together or not at all.
 */
export function createAccountActions(deps: {
  db: Database;
  clock: Clock;
  forgetSessionsOf?: (userId: string) => void;
}) {
  const { db, clock } = deps;

  async function customerOrThrow(tx: Executor, userId: string): Promise<CustomerRow> {
    const row = await findCustomer(tx, userId);
    if (!row) throw notFound();
    return row;
  }

  /** Runs `change` on the customer in a transaction and records it; the customer afterwards. */
  async function act(
    actor: Actor,
    action: AuditAction,
    userId: string,
    change: (tx: Executor, before: CustomerRow, now: Date) => Promise<void>,
  ): Promise<CustomerListItem> {
    const customer = await db.transaction(async (tx) => {
      const now = clock.now();
      const before = await customerOrThrow(tx, userId);
      await change(tx, before, now);
      const after = await customerOrThrow(tx, userId);
      await insertAuditEntry(tx, {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action,
        targetType: "user",
        targetId: userId,
        before: standing(before),
        after: standing(after),
        now,
      });
      return listItem(after);
    });
    // The account's role or standing changed: this process's remembered sessions of it go now
    // (a revoked operator is refused on their very next request); others' on the notice.
    deps.forgetSessionsOf?.(userId);
    return customer;
  }

  return {
    customerOrThrow,
    actions: {
      /** How an operator is named in the audit log: their e-mail address or phone number. */
      async actorFor(userId: string): Promise<Actor> {
        const row = await findCustomer(db, userId);
        return { userId, label: visibleEmail(row?.email) ?? row?.phoneNumber ?? `user:${userId}` };
      },

      async findByIdentifier(identifier: string) {
        const row = await findCustomerByIdentifier(db, identifier);
        return row ? listItem(row) : undefined;
      },

      /** Suspends the account: its sessions end in the same transaction, and it cannot sign in. */
      async suspend(actor: Actor, userId: string): Promise<CustomerListItem> {
        if (actor.userId === userId)
          throw new AppError("CONFLICT", "You cannot suspend your own account.");
        return await act(actor, "customer.suspend", userId, async (tx, before, now) => {
          if (before.suspendedAt) return;
          await setSuspended(tx, userId, now, now);
          await deleteAllSessions(tx, userId);
        });
      },

      async reactivate(actor: Actor, userId: string): Promise<CustomerListItem> {
        return await act(actor, "customer.reactivate", userId, async (tx, before, now) => {
          if (before.suspendedAt) await setSuspended(tx, userId, null, now);
        });
      },

      async resetTwoFactor(actor: Actor, userId: string): Promise<CustomerListItem> {
        return await act(actor, "customer.two-factor.reset", userId, async (tx, _before, now) => {
          await resetTwoFactor(tx, userId, now);
        });
      },

      async grantOperator(actor: Actor, userId: string): Promise<CustomerListItem> {
        return await act(actor, "operator.grant", userId, async (tx, _before, now) => {
          await grantOperator(tx, userId, now);
        });
      },

      /** Refused for the last active operator, so the console always has someone to run it. */
      async revokeOperator(actor: Actor, userId: string): Promise<CustomerListItem> {
        return await act(actor, "operator.revoke", userId, async (tx, _before, now) => {
          if ((await revokeOperator(tx, userId, now)) === "last-operator")
            throw new AppError("CONFLICT", LAST_OPERATOR_MESSAGE);
        });
      },
    },
  };
}
