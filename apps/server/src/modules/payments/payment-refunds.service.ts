import {
  type ConsolePaymentDetail,
  type ConsolePaymentListItem,
  type ConsolePaymentPage,
  type ConsoleRefund,
  CONSOLE_PAGE_SIZE,
  type RefundPaymentResponse,
  refundCredits,
} from "@outsmart/contracts/console";
import { formatBdt } from "@outsmart/contracts/format";
import type { PaymentListStatus } from "@outsmart/contracts/payments";
import { plans } from "@outsmart/contracts/plans";
import type { Database, Executor } from "../../db/client.ts";
import type {
  BkashRefund,
  RefundPaymentResult,
  RefundStatusResult,
} from "../../integrations/bkash/bkash-client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { keysetCursor, parseUuid, readKeysetPage } from "../../lib/keyset-page.ts";
import type { Logger } from "../../lib/logger.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import type { PaymentGateway } from "./bkash-gateway.ts";
import { PAYMENT_LIFETIME_MS } from "./payment-decisions.ts";
import {
  addRefunded,
  findPendingRefund,
  findRefundByKey,
  findStalePendingRefunds,
  insertPaymentEvent,
  insertRefund,
  listPaymentEvents,
  listRefunds,
  listRefundsById,
  type PaymentEventKind,
  lockRefund,
  type PaymentRefundRow,
  settleRefund,
} from "./payment-refunds.queries.ts";
import {
  findPayment,
  findPaymentWithCustomer,
  listPaymentsPage,
  lockPayment,
  type PaymentRow,
} from "./payments.queries.ts";

/** bKash refunds a payment for 60 days after it (reference §7.3). */
export const REFUND_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;
/**
 * A pending refund younger than this may still be waiting for bKash's answer (the client gives up
 * after 30 s): recovery leaves it alone until then (ADR 0087).
 */
export const REFUND_SETTLE_AFTER_MS = 60_000;

export type RefundActor = { userId: string | null; label: string };

/** The console's audit entry, written by the caller in the action's transaction. */
export type AuditWriter = (
  tx: Executor,
  entry: {
    actor: RefundActor;
    action: "payment.refund" | "payment.query";
    targetId: string;
    before: unknown;
    after: unknown;
  },
) => Promise<void>;

const paymentCursor = keysetCursor({ separator: "|", parseId: parseUuid });

/** How a payment is listed: `refunded` / `partly_refunded` for successful ones refunded. */
export function listStatus(payment: PaymentRow, now: Date): PaymentListStatus {
  if (payment.status === "success" && payment.refundedPoisha > 0)
    return payment.refundedPoisha >= payment.amountBdt * 100 ? "refunded" : "partly_refunded";
  const lapsed =
    payment.status === "pending" &&
    now.getTime() >= payment.createdAt.getTime() + PAYMENT_LIFETIME_MS;
  return lapsed ? "expired" : payment.status;
}

const taka = (poisha: number) => formatBdt(poisha / 100);

/** A day ("2026-11-25") as its first instant in UTC; a 400 for a day that does not exist. */
function startOfDay(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new AppError("BAD_REQUEST", "Dates are written YYYY-MM-DD.");
  return new Date(date.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

function refundView(row: PaymentRefundRow): ConsoleRefund {
  return {
    id: row.id,
    amountPoisha: row.amountPoisha,
    reason: row.reason,
    status: row.status,
    creditsRemoved: row.creditsRemoved,
    bkashRefundTrxId: row.bkashRefundTrxId,
    failureReason: row.failureReason,
    actorLabel: row.actorLabel,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function resultDetail(result: RefundPaymentResult | RefundStatusResult): Record<string, unknown> {
  if (result.kind === "ok")
    return "refund" in result
      ? { refundTrxId: result.refund.refundTrxId, amount: result.refund.amount }
      : {
          refunds: result.refunds.map((refund) => ({
            refundTrxId: refund.refundTrxId,
            amount: refund.amount,
            status: refund.status,
          })),
        };
  if (result.kind === "unknown") return { reason: result.reason, detail: result.detail };
  return { code: result.code, message: result.message };
}

/**
 * Refunds through bKash and the rest of the operator console's payments part (ADR 0087).
 *
 * A refund is made in three steps: (1) under the payment's row lock, check it and record it
 * `pending` (at most one pending refund per payment: a partial unique index); (2) call bKash's
 * refund once, outside any transaction; (3) under the lock again, settle it: `completed` adds to
 * the payment's refunded total and takes the credits back (never below zero), `failed` keeps
 * bKash's reason; an unknown answer leaves it pending. A pending refund older than a minute is
 * settled from bKash's refund status (`resolvePending`): after a crash between bKash's answer and
 * our commit, or a lost answer. The bKash refund call is never repeated for one refund.
 */
export function createPaymentRefunds(deps: {
  db: Database;
  gateway: PaymentGateway;
  credits: CreditsService;
  clock: Clock;
  logger: Logger;
}) {
  const { db, gateway, credits, clock, logger } = deps;

  async function recordEvent(
    executor: Executor,
    paymentId: string,
    kind: PaymentEventKind,
    outcome: string,
    detail: Record<string, unknown>,
    actor?: string,
  ) {
    await insertPaymentEvent(executor, {
      paymentId,
      kind,
      outcome,
      detail,
      actor: actor ?? null,
      now: clock.now(),
    });
  }

  /** Why no refund can be made now, or null. */
  function refundBlock(payment: PaymentRow, pending: boolean, now: Date): string | null {
    if (payment.status !== "success" || !payment.bkashTrxId || !payment.bkashPaymentId)
      return "Only a paid payment can be refunded.";
    if (payment.refundedPoisha >= payment.amountBdt * 100)
      return "This payment is already fully refunded.";
    if (pending)
      return "A refund of this payment is being made. Check with bKash in a minute to see how it ended.";
    const paidAt = payment.completedAt ?? payment.createdAt;
    if (now.getTime() - paidAt.getTime() > REFUND_WINDOW_MS)
      return "bKash refunds a payment only within 60 days of it.";
    return null;
  }

  /**
   * Settles a pending refund with what bKash said, under the payment's lock; a refund settled
   * meanwhile (by recovery in another process) is left as it is. Returns the refund as it ends.
   */
  async function settle(
    refundId: string,
    outcome: { kind: "completed"; refund: BkashRefund } | { kind: "failed"; reason: string },
    audit: AuditWriter | undefined,
  ): Promise<PaymentRefundRow> {
    return await db.transaction(async (tx) => {
      // The payment's lock first, as every refund path takes it (no deadlock).
      const [current] = await listRefundsById(tx, refundId);
      if (!current) throw new Error(`refund ${refundId} vanished`);
      const payment = await lockPayment(tx, current.paymentId);
      const row = await lockRefund(tx, refundId);
      if (!payment || !row) throw new Error(`refund ${refundId} vanished`);
      if (row.status !== "pending") return row;
      const now = clock.now();
      const actor = { userId: row.actorUserId, label: row.actorLabel };
      if (outcome.kind === "failed") {
        await settleRefund(tx, row.id, {
          status: "failed",
          failureReason: outcome.reason,
          completedAt: now,
        });
        await audit?.(tx, {
          actor,
          action: "payment.refund",
          targetId: payment.id,
          before: { refundedPoisha: payment.refundedPoisha },
          after: {
            refundId: row.id,
            status: "failed",
            amountPoisha: row.amountPoisha,
            reason: row.reason,
            failure: outcome.reason,
          },
        });
        return { ...row, status: "failed", failureReason: outcome.reason, completedAt: now };
      }
      const claimed = refundCredits({
        credits: payment.credits,
        amountPoisha: payment.amountBdt * 100,
        refundedPoisha: payment.refundedPoisha,
        refundPoisha: row.amountPoisha,
        balance: Number.MAX_SAFE_INTEGER,
      }).claimed;
      const taken =
        payment.profileId && claimed > 0
          ? await credits.takeBackForPaymentRefund(tx, {
              profileId: payment.profileId,
              paymentId: payment.id,
              credits: claimed,
              reason: `${plans[payment.packId].name} refunded: ${taka(row.amountPoisha)} (bKash ${outcome.refund.refundTrxId})`,
              actor: `operator:${row.actorLabel}`,
            })
          : { removed: 0, balance: undefined };
      await addRefunded(tx, payment.id, row.amountPoisha, now);
      await settleRefund(tx, row.id, {
        status: "completed",
        bkashRefundTrxId: outcome.refund.refundTrxId,
        creditsRemoved: taken.removed,
        completedAt: now,
      });
      await audit?.(tx, {
        actor,
        action: "payment.refund",
        targetId: payment.id,
        before: { refundedPoisha: payment.refundedPoisha },
        after: {
          refundId: row.id,
          status: "completed",
          refundedPoisha: payment.refundedPoisha + row.amountPoisha,
          amountPoisha: row.amountPoisha,
          reason: row.reason,
          bkashRefundTrxId: outcome.refund.refundTrxId,
          creditsClaimed: claimed,
          creditsRemoved: taken.removed,
          balance: taken.balance ?? null,
        },
      });
      logger.info(
        {
          paymentId: payment.id,
          refundId: row.id,
          amountPoisha: row.amountPoisha,
          creditsRemoved: taken.removed,
        },
        "Payment refunded through bKash",
      );
      return {
        ...row,
        status: "completed",
        bkashRefundTrxId: outcome.refund.refundTrxId,
        creditsRemoved: taken.removed,
        completedAt: now,
      };
    });
  }

  /**
   * Settles the payment's pending refund from bKash's refund status, if it is old enough that no
   * process can still be waiting for bKash's answer: a bKash refund we have not recorded is this
   * one (only one is ever pending); none means bKash never made it.
   */
  async function resolvePending(
    paymentId: string,
    audit: AuditWriter | undefined,
    actorLabel?: string,
  ): Promise<PaymentRefundRow | undefined> {
    const pending = await findPendingRefund(db, paymentId);
    if (!pending) return undefined;
    if (clock.now().getTime() - pending.createdAt.getTime() < REFUND_SETTLE_AFTER_MS)
      return pending;
    const payment = await findPayment(db, paymentId);
    if (!payment?.bkashPaymentId || !payment.bkashTrxId) return pending;
    const status = await gateway.refundStatus({
      paymentId: payment.bkashPaymentId,
      trxId: payment.bkashTrxId,
    });
    await recordEvent(
      db,
      paymentId,
      "refund_status",
      status.kind,
      resultDetail(status),
      actorLabel,
    );
    if (status.kind !== "ok") return pending;
    const known = new Set(
      (await listRefunds(db, paymentId)).flatMap((row) =>
        row.bkashRefundTrxId ? [row.bkashRefundTrxId] : [],
      ),
    );
    const unrecorded = status.refunds.find(
      (refund) => !known.has(refund.refundTrxId) && refund.status === "Completed",
    );
    if (unrecorded && unrecorded.amountPoisha !== pending.amountPoisha)
      logger.error(
        {
          paymentId,
          refundId: pending.id,
          bkash: unrecorded.amountPoisha,
          ours: pending.amountPoisha,
        },
        "bKash's unrecorded refund has another amount than the pending one: recorded with ours",
      );
    return await settle(
      pending.id,
      unrecorded
        ? { kind: "completed", refund: unrecorded }
        : { kind: "failed", reason: "bKash has no record of this refund: it was not made." },
      audit,
    );
  }

  async function detail(paymentId: string): Promise<ConsolePaymentDetail> {
    if (!parseUuid(paymentId)) throw new AppError("NOT_FOUND", "There is no such payment.");
    const row = await findPaymentWithCustomer(db, paymentId);
    if (!row) throw new AppError("NOT_FOUND", "There is no such payment.");
    const { payment } = row;
    const now = clock.now();
    const [events, refunds, balance] = await Promise.all([
      listPaymentEvents(db, paymentId),
      listRefunds(db, paymentId),
      payment.profileId ? credits.summary(payment.profileId).then((s) => s.balance) : 0,
    ]);
    const pending = refunds.some((refund) => refund.status === "pending");
    const blocked = refundBlock(payment, pending, now);
    return {
      ...listItem(payment, row.userId, row.email, now),
      payerAccount: payment.payerAccount,
      providerStatus: payment.providerStatus,
      failureReason: payment.failureReason,
      completedAt: payment.completedAt?.toISOString() ?? null,
      refundablePoisha:
        payment.status === "success" ? payment.amountBdt * 100 - payment.refundedPoisha : 0,
      refundBlockedReason: blocked,
      balance,
      timeline: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        outcome: event.outcome,
        detail: event.detail,
        actor: event.actor,
        createdAt: event.createdAt.toISOString(),
      })),
      refunds: refunds.map(refundView),
    };
  }

  function listItem(
    payment: PaymentRow,
    userId: string | null,
    email: string | null,
    now: Date,
  ): ConsolePaymentListItem {
    return {
      id: payment.id,
      createdAt: payment.createdAt.toISOString(),
      packId: payment.packId,
      packName: plans[payment.packId].name,
      amountBdt: payment.amountBdt,
      credits: payment.credits,
      status: listStatus(payment, now),
      bkashTrxId: payment.bkashTrxId,
      expiresAt: new Date(payment.createdAt.getTime() + PAYMENT_LIFETIME_MS).toISOString(),
      continueUrl: null,
      invoiceNumber: payment.invoiceNumber,
      bkashPaymentId: payment.bkashPaymentId,
      refundedPoisha: payment.refundedPoisha,
      customer: { userId, email },
    };
  }

  return {
    recordEvent,
    resolvePending,
    detail,

    async page(query: {
      status?: PaymentListStatus | undefined;
      from?: string | undefined;
      to?: string | undefined;
      q?: string | undefined;
      before?: string | undefined;
    }): Promise<ConsolePaymentPage> {
      const now = clock.now();
      const before = query.before ? paymentCursor.decode(query.before) : undefined;
      const filters = {
        status: query.status,
        from: query.from ? startOfDay(query.from) : undefined,
        until: query.to ? startOfDay(query.to, 1) : undefined,
        q: query.q,
        lapsedBefore: new Date(now.getTime() - PAYMENT_LIFETIME_MS),
      };
      const { rows, nextCursor } = await readKeysetPage({
        limit: CONSOLE_PAGE_SIZE,
        cursor: paymentCursor,
        read: (limit) => listPaymentsPage(db, filters, limit, before),
        positionOf: (row) => ({ createdAt: row.position, id: row.payment.id }),
      });
      return {
        payments: rows.map((row) => listItem(row.payment, row.userId, row.email, now)),
        nextCursor,
      };
    },

    /**
     * Refunds `input.amount` taka of a paid payment through bKash, exactly once: a repeated
     * request key returns the refund it made, a second refund while one is pending or after the
     * payment changed is refused, and bKash is called once per refund.
     */
    async refund(
      actor: RefundActor,
      paymentId: string,
      input: { amount: number; reason: string; requestKey: string; refundedPoisha: number },
      audit: AuditWriter,
    ): Promise<RefundPaymentResponse> {
      if (!parseUuid(paymentId)) throw new AppError("NOT_FOUND", "There is no such payment.");
      const amountPoisha = Math.round(input.amount * 100);
      const replay = (row: PaymentRefundRow): RefundPaymentResponse => ({
        refund: refundView(row),
        message: messageFor(row),
      });
      const earlier = await findRefundByKey(db, paymentId, input.requestKey);
      if (earlier) return replay(earlier);

      const claim = await db.transaction(async (tx) => {
        const payment = await lockPayment(tx, paymentId);
        if (!payment) throw new AppError("NOT_FOUND", "There is no such payment.");
        const again = await findRefundByKey(tx, paymentId, input.requestKey);
        if (again) return { kind: "replay", row: again } as const;
        if (input.refundedPoisha !== payment.refundedPoisha)
          throw new AppError(
            "CONFLICT",
            `This payment changed since you opened it: ${taka(payment.refundedPoisha)} of it is refunded now. Look at it again before refunding.`,
          );
        const pending = await findPendingRefund(tx, paymentId);
        const blocked = refundBlock(payment, pending !== undefined, clock.now());
        if (blocked) throw new AppError("CONFLICT", blocked);
        const refundable = payment.amountBdt * 100 - payment.refundedPoisha;
        if (amountPoisha > refundable)
          throw new AppError(
            "BAD_REQUEST",
            `You can refund at most ${taka(refundable)} of this payment (paid ${formatBdt(payment.amountBdt)}, refunded ${taka(payment.refundedPoisha)}).`,
          );
        const row = await insertRefund(tx, {
          paymentId,
          requestKey: input.requestKey,
          amountPoisha,
          reason: input.reason,
          actorUserId: actor.userId,
          actorLabel: actor.label,
          now: clock.now(),
        });
        return { kind: "new", payment, row } as const;
      });
      if (claim.kind === "replay") return replay(claim.row);
      const { payment, row } = claim;

      // The one bKash refund call for this refund.
      const result = await gateway.refundPayment({
        paymentId: payment.bkashPaymentId!,
        trxId: payment.bkashTrxId!,
        amountPoisha,
        sku: payment.packId,
        reason: input.reason,
      });
      await recordEvent(db, paymentId, "refund", result.kind, resultDetail(result), actor.label);
      if (result.kind === "unknown") {
        logger.warn(
          { paymentId, refundId: row.id, reason: result.reason, detail: result.detail },
          "bKash refund gave no answer: its refund status will settle it",
        );
        return replay(row);
      }
      const settled = await settle(
        row.id,
        result.kind === "ok"
          ? { kind: "completed", refund: result.refund }
          : { kind: "failed", reason: `bKash refused: ${result.message} (${result.code})` },
        audit,
      );
      if (settled.status === "failed")
        throw new AppError("CONFLICT", `${settled.failureReason ?? "bKash refused the refund."}`, {
          details: { refund: refundView(settled) },
        });
      return replay(settled);
    },

    /**
     * "Check with bKash now": queries the payment (a pending one is moved forward by
     * `advance`), and settles a refund left pending.
     */
    async checkNow(
      actor: RefundActor,
      paymentId: string,
      advance: (paymentId: string) => Promise<unknown>,
      audit: AuditWriter,
    ): Promise<{ message: string }> {
      if (!parseUuid(paymentId)) throw new AppError("NOT_FOUND", "There is no such payment.");
      const payment = await findPayment(db, paymentId);
      if (!payment) throw new AppError("NOT_FOUND", "There is no such payment.");
      let message: string;
      if (!payment.bkashPaymentId) message = "bKash never started this payment: nothing to ask.";
      else if (payment.status === "pending") {
        await advance(paymentId);
        const now = await findPayment(db, paymentId);
        message = `bKash was asked. The payment is ${now?.status ?? "unknown"}.`;
      } else {
        const result = await gateway.queryPayment(payment.bkashPaymentId);
        await recordEvent(
          db,
          paymentId,
          "query",
          result.kind,
          result.kind === "ok"
            ? { status: result.payment.status, trxId: result.payment.trxId ?? null }
            : result.kind === "unknown"
              ? { reason: result.reason, detail: result.detail }
              : { code: result.code, message: result.message },
          actor.label,
        );
        message =
          result.kind === "ok"
            ? `bKash says: ${result.payment.status}.`
            : result.kind === "rejected"
              ? `bKash refused to answer: ${result.message} (${result.code}).`
              : "bKash did not answer. Try again in a minute.";
        const refund = await resolvePending(paymentId, audit, actor.label);
        if (refund) message += ` ${messageFor(refund)}`;
      }
      await db.transaction(async (tx) => {
        await audit(tx, {
          actor,
          action: "payment.query",
          targetId: paymentId,
          before: { status: payment.status },
          after: { message },
        });
      });
      return { message };
    },

    /** Background: settles refunds left pending for more than a minute (crash recovery). */
    async resolveStale(audit: AuditWriter | undefined, limit = 10): Promise<number> {
      const stale = await findStalePendingRefunds(
        db,
        new Date(clock.now().getTime() - REFUND_SETTLE_AFTER_MS),
        limit,
      );
      for (const { paymentId } of stale) await resolvePending(paymentId, audit);
      return stale.length;
    },
  };
}

function messageFor(row: PaymentRefundRow): string {
  const amount = taka(row.amountPoisha);
  if (row.status === "completed")
    return `${amount} refunded through bKash (${row.bkashRefundTrxId ?? ""}); ${row.creditsRemoved} credits taken back.`;
  if (row.status === "failed")
    return `The refund of ${amount} was not made: ${row.failureReason ?? "bKash refused it."}`;
  return `The refund of ${amount} is being made: bKash has not confirmed it yet. Check with bKash in a minute.`;
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
