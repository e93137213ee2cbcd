import { visibleEmail } from "@outsmart/contracts/account";
import {
  type AuditPage,
  CONSOLE_PAGE_SIZE,
  type CustomerDetail,
  type CustomerPage,
  type MessagePage,
} from "@outsmart/contracts/console";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { keysetCursor, parseBigintId, parseUuid, readKeysetPage } from "../../lib/keyset-page.ts";
import { listActiveSessions } from "../accounts/accounts.queries.ts";
import { type CustomerRow, searchCustomers } from "../auth/auth.queries.ts";
import { getOrCreateProfile } from "../auth/profiles.queries.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import type { GenerationsService } from "../generations/generations.service.ts";
import type { AuditWriter } from "../payments/payment-refunds.service.ts";
import type { PaymentsService } from "../payments/payments.service.ts";
import { listContactMessagesPage, markContactMessageHandled } from "../site/contact.queries.ts";
import { createAccountActions, listItem } from "./account-actions.service.ts";
import { insertAuditEntry, listAuditEntries } from "./audit.queries.ts";

/** The console's audit entry for a payments action, in the action's transaction. */
export function createPaymentAuditWriter(clock: Clock): AuditWriter {
  return async (tx, entry) =>
    await insertAuditEntry(tx, {
      actorUserId: entry.actor.userId,
      actorLabel: entry.actor.label,
      action: entry.action,
      targetType: "payment",
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      now: clock.now(),
    });
}

/** Who acts: a signed-in operator (their user id) or a command on the server (`cli:<login>`). */
export type Actor = { userId: string | null; label: string };

export type ConsoleService = ReturnType<typeof createConsoleService>;

const auditCursor = keysetCursor({ separator: "_", parseId: parseBigintId });
const customerCursor = keysetCursor({
  separator: "|",
  parseId: (text) => (/^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : undefined),
});
const messageCursor = keysetCursor({ separator: "|", parseId: parseUuid });

/** A UTC day ("2026-11-25") as its first instant; a 400 for a day that does not exist. */
function startOfDay(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new AppError("BAD_REQUEST", "Dates are written YYYY-MM-DD.");
  return new Date(date.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

/**
 * The operator console's rules (docs/operator-console.md). Every action runs in one transaction
 * with its audit entry: the change and its record commit together or not at all. The tables stay
 * with their owners: this module writes only `operator_audit_log` and calls the owners' functions.
 */
export function createConsoleService(deps: {
  db: Database;
  clock: Clock;
  credits: CreditsService;
  payments: PaymentsService;
  generations: GenerationsService;
  /** Forgets a suspended account's remembered sessions in this process (accounts/viewer.ts). */
  forgetSessionsOf?: (userId: string) => void;
}) {
  const { db, clock } = deps;
  const accounts = createAccountActions({
    db,
    clock,
    ...(deps.forgetSessionsOf ? { forgetSessionsOf: deps.forgetSessionsOf } : {}),
  });
  const customerOrThrow = accounts.customerOrThrow;
  const paymentAudit = createPaymentAuditWriter(clock);
  const refunds = deps.payments.refunds;

  async function profileOf(row: CustomerRow): Promise<string> {
    const [firstName = "", ...rest] = row.name.split(" ");
    return await getOrCreateProfile(db, {
      userId: row.id,
      email: visibleEmail(row.email) ?? null,
      firstName,
      lastName: rest.join(" "),
    });
  }

  return {
    ...accounts.actions,

    payments: (query: Parameters<typeof refunds.page>[0]) => refunds.page(query),
    payment: (paymentId: string) => refunds.detail(paymentId),
    checkPayment: (actor: Actor, paymentId: string) =>
      refunds.checkNow(
        actor,
        paymentId,
        (id) => deps.payments.advance(id, "reconcile"),
        paymentAudit,
      ),
    refundPayment: (
      actor: Actor,
      paymentId: string,
      input: { amount: number; reason: string; requestKey: string; refundedPoisha: number },
    ) => refunds.refund(actor, paymentId, input, paymentAudit),

    async audit(query: {
      actor?: string | undefined;
      action?: string | undefined;
      target?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      before?: string | undefined;
    }): Promise<AuditPage> {
      const before = query.before ? auditCursor.decode(query.before) : undefined;
      const filters = {
        actor: query.actor,
        action: query.action,
        target: query.target,
        from: query.from ? startOfDay(query.from) : undefined,
        until: query.to ? startOfDay(query.to, 1) : undefined,
      };
      const { rows, nextCursor } = await readKeysetPage({
        limit: CONSOLE_PAGE_SIZE,
        cursor: auditCursor,
        read: (limit) => listAuditEntries(db, filters, limit, before),
        positionOf: (row) => ({ createdAt: row.position, id: row.id }),
      });
      return {
        entries: rows.map(({ position: _position, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        nextCursor,
      };
    },

    async customers(query: { q: string; before?: string | undefined }): Promise<CustomerPage> {
      const before = query.before ? customerCursor.decode(query.before) : undefined;
      const { rows, nextCursor } = await readKeysetPage({
        limit: CONSOLE_PAGE_SIZE,
        cursor: customerCursor,
        read: (limit) => searchCustomers(db, query.q, limit, before),
        positionOf: (row) => ({ createdAt: row.position, id: row.id }),
      });
      const customers = await Promise.all(
        rows.map(async (row) => {
          const { plan, planLabel, balance } = await deps.credits.summary(await profileOf(row));
          return { ...listItem(row), plan, planLabel, balance };
        }),
      );
      return { customers, nextCursor };
    },

    async customer(userId: string): Promise<CustomerDetail> {
      const row = await customerOrThrow(db, userId);
      const profileId = await profileOf(row);
      const [credits, ledger, payments, generations, sessions] = await Promise.all([
        deps.credits.summary(profileId),
        deps.credits.ledger(profileId, {}),
        deps.payments.list(profileId),
        deps.generations.stats(profileId),
        listActiveSessions(db, userId, clock.now()),
      ]);
      return {
        ...listItem(row),
        emailVerified: row.emailVerified,
        phoneNumberVerified: row.phoneNumberVerified === true,
        twoFactorEnabled: row.twoFactorEnabled === true,
        suspendedAt: row.suspendedAt?.toISOString() ?? null,
        credits,
        ledger,
        payments,
        generations,
        sessions: sessions.map((session) => ({
          id: session.id,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.updatedAt.toISOString(),
        })),
      };
    },

    /** Adds or removes credits: a line in the customer's own ledger, never below zero. */
    async adjustCredits(
      actor: Actor,
      userId: string,
      amount: number,
      reason: string,
    ): Promise<number> {
      const row = await customerOrThrow(db, userId);
      const profileId = await profileOf(row);
      return await deps.credits.adjust(
        profileId,
        amount,
        reason,
        `operator:${actor.label}`,
        async (tx, balance) =>
          await insertAuditEntry(tx, {
            actorUserId: actor.userId,
            actorLabel: actor.label,
            action: "customer.credits.adjust",
            targetType: "user",
            targetId: userId,
            before: { balance: balance - amount },
            after: { balance, amount, reason },
            now: clock.now(),
          }),
      );
    },

    async messages(query: {
      status: "all" | "handled" | "unhandled";
      before?: string | undefined;
    }): Promise<MessagePage> {
      const before = query.before ? messageCursor.decode(query.before) : undefined;
      const { rows, nextCursor } = await readKeysetPage({
        limit: CONSOLE_PAGE_SIZE,
        cursor: messageCursor,
        read: (limit) => listContactMessagesPage(db, query.status, limit, before),
        positionOf: (row) => ({ createdAt: row.position, id: row.id }),
      });
      return {
        messages: rows.map(({ position: _position, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          handledAt: row.handledAt?.toISOString() ?? null,
        })),
        nextCursor,
      };
    },

    async markMessageHandled(actor: Actor, messageId: string): Promise<void> {
      if (!parseUuid(messageId)) throw new AppError("NOT_FOUND", "There is no such message.");
      await db.transaction(async (tx) => {
        const now = clock.now();
        const before = await markContactMessageHandled(tx, messageId, now);
        if (!before) throw new AppError("NOT_FOUND", "There is no such message.");
        if (before.handledAt) return; // already handled: nothing changed, nothing to record
        await insertAuditEntry(tx, {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "message.handled",
          targetType: "contact_message",
          targetId: messageId,
          before: { handledAt: null },
          after: { handledAt: now.toISOString() },
          now,
        });
      });
    },
  };
}
