import { LEDGER_PAGE_SIZE, type LedgerPage } from "@outsmart/contracts/credits";
import { FREE_PLAN_DAILY_GENERATIONS, type PlanId, plans } from "@outsmart/contracts/plans";
import { CachedRows } from "../../db/cached-rows.ts";
import { type ChangeFeed, noChangeFeed } from "../../db/change-feed.ts";
import type { Database, Executor } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import { keysetCursor, parseBigintId, readKeysetPage } from "../../lib/keyset-page.ts";
import type { Logger } from "../../lib/logger.ts";
import { creditsChargedTotal, creditsHeldTotal, creditsRefundedTotal } from "../../lib/metrics.ts";
import {
  appendLedgerEntry,
  creditBalance,
  debitBalance,
  findCreditAccount,
  findCreditAccountForUpdate,
  findCreditStanding,
  extendReservations,
  findExpiredReservationIds,
  holdCredits,
  giveBackDailySlot,
  insertReservation,
  listLedgerEntries,
  releaseReservation,
  takeDailySlot,
} from "./credits.queries.ts";

/** A generation's hold on credits (and maybe a free daily slot), from start to settle or release. */
export type Charge = { reservationId: string; profileId: string; credits: number };

export type ReserveRequest = {
  profileId: string;
  plan: PlanId;
  toolSlug: string;
  toolName: string;
  model: { id: string; name: string; tier: "free" | "premium" | "enterprise"; costCredits: number };
};

/**
 * A hold is a lease: its process renews it every `HOLD_RENEW_EVERY_MS` while the generation runs.
 * A process killed mid-generation stops renewing, and the sweep (any process's) releases the hold
 * once the lease has run out: within about `HOLD_LEASE_MS + HOLD_RENEW_EVERY_MS` of the crash.
 */
export const HOLD_LEASE_MS = 30_000;
export const HOLD_RENEW_EVERY_MS = 10_000;

export type CreditsService = ReturnType<typeof createCreditsService>;

/**
 * Ledger cursors are opaque to clients: base64url of "<created_at, µs, UTC>_<id>". The first ones
 * carried a JS ISO time ("…123Z", milliseconds), which still reads.
 */
export const ledgerCursor = keysetCursor({ separator: "_", parseId: parseBigintId });

/**
 * Credits and plans (product decisions §3). Every balance change and its ledger entry happen in one
 * transaction; the balance can never go below zero (a conditional update plus a CHECK constraint).
 * A generation's hold is taken by `reserve` and given back by `release`; the engine settles it in
 * the statement that records the generation (`reservationSettlement`, ADR 0020).
 */
export function createCreditsService(deps: {
  db: Database;
  /** Keeps the remembered plans and balances honest; without it every read is fresh. */
  changes?: ChangeFeed;
  clock: Clock;
  logger: Logger;
  dailyFreeGenerations?: number;
}) {
  const { db, clock, logger } = deps;
  const dailyCap = deps.dailyFreeGenerations ?? FREE_PLAN_DAILY_GENERATIONS;
  // Plan and balance as the engine checks them before every generation (ADR 0018). The database
  // reports new accounts, plan changes and balances that went up; this process's own holds patch
  // the balance in. A balance that is too high (spent elsewhere) only lets a model start early.
  const standings = new CachedRows<string, { plan: PlanId; balance: number }>({
    feed: deps.changes ?? noChangeFeed,
    max: 20_000,
    ttlMs: 10 * 60 * 1000,
    staleAfter: (change, profileId) =>
      change.table === "credit_accounts" && (change.ids?.has(profileId) ?? true),
  });

  // The holds of this process's generations still running: their leases are renewed.
  const openHolds = new Set<string>();

  async function release(charge: Pick<Charge, "reservationId">, reason: string): Promise<void> {
    openHolds.delete(charge.reservationId);
    const refunded = await db.transaction(async (tx) => {
      const now = clock.now();
      const reservation = await releaseReservation(tx, charge.reservationId, now);
      if (!reservation) return 0; // already settled or released: nothing to give back twice
      if (reservation.credits > 0) {
        const balance = await creditBalance(tx, reservation.profileId, reservation.credits, now);
        await appendLedgerEntry(tx, {
          profileId: reservation.profileId,
          kind: "refund",
          amount: reservation.credits,
          balanceAfter: balance,
          reason: `Refund: ${reason}`,
          reservationId: charge.reservationId,
          now,
        });
      }
      if (reservation.dailySlotDay)
        await giveBackDailySlot(tx, reservation.profileId, reservation.dailySlotDay);
      return reservation.credits;
    });
    creditsRefundedTotal.inc(refunded);
  }

  return {
    /** Plan, balance and (on the free plan) today's free generations: one query. */
    async summary(profileId: string) {
      const account = await findCreditStanding(db, profileId, dhakaDay(clock.now()));
      const freeGenerationsToday =
        account.plan === "free" ? { used: account.usedToday, limit: dailyCap } : null;
      return {
        plan: account.plan,
        planLabel: plans[account.plan].name,
        balance: account.balance,
        freeGenerationsToday,
      };
    },

    /**
     * Holds the model's cost (402 when the balance is short) and, for free-plan users on free models,
     * one of today's free generations (429 when used up), before any provider is called.
     */
    async reserve(request: ReserveRequest): Promise<Charge> {
      const cost = request.model.costCredits;
      const usesDailySlot = request.plan === "free" && request.model.tier === "free";
      // The hold itself: a paid one is a single statement (debit, hold and spend entry), so a paid
      // generation needs one round trip here and no transaction of its own.
      const hold = async (executor: Executor, now: Date, day: string | null): Promise<Charge> => {
        const values = {
          profileId: request.profileId,
          credits: cost,
          dailySlotDay: day,
          toolSlug: request.toolSlug,
          modelId: request.model.id,
          expiresAt: new Date(now.getTime() + HOLD_LEASE_MS),
          now,
        };
        if (cost === 0)
          return {
            reservationId: await insertReservation(executor, values),
            profileId: request.profileId,
            credits: 0,
          };
        const held = await holdCredits(executor, {
          ...values,
          reason: `${request.toolName} with ${request.model.name}`,
        });
        if (!held) {
          const { balance: have } = await findCreditAccount(executor, request.profileId);
          standings.patch(request.profileId, (standing) => ({ ...standing, balance: have }));
          throw new AppError(
            "INSUFFICIENT_CREDITS",
            `${request.model.name} costs ${cost} credits per generation and you have ${have}. Top up on the pricing page.`,
            { details: { required: cost, balance: have } },
          );
        }
        standings.patch(request.profileId, (standing) => ({ ...standing, balance: held.balance }));
        return { reservationId: held.reservationId, profileId: request.profileId, credits: cost };
      };
      const charge = !usesDailySlot
        ? await hold(db, clock.now(), null)
        : await db.transaction(async (tx) => {
            const now = clock.now();
            const day = dhakaDay(now);
            if (!(await takeDailySlot(tx, request.profileId, day, dailyCap))) {
              throw new AppError(
                "RATE_LIMITED",
                `You have used today's ${dailyCap} free generations. They renew at midnight Bangladesh time, or buy a pack for unlimited use of free models.`,
                { details: { dailyLimit: dailyCap } },
              );
            }
            return await hold(tx, now, day);
          });
      openHolds.add(charge.reservationId);
      creditsHeldTotal.inc(charge.credits);
      return charge;
    },

    /** The generation was saved and its hold settled: its lease needs no more renewing. */
    settled(charge: Pick<Charge, "reservationId" | "credits">): void {
      openHolds.delete(charge.reservationId);
      creditsChargedTotal.inc(charge.credits);
    },

    /** Renews the leases of this process's open holds (a background job, every 10 s). */
    async renewHolds(): Promise<number> {
      if (openHolds.size === 0) return 0;
      return await extendReservations(
        db,
        [...openHolds],
        new Date(clock.now().getTime() + HOLD_LEASE_MS),
      );
    },

    /**
     * Plan and balance for the engine's checks, from memory when possible. The plan is exact (or
     * a moment behind an upgrade); the balance is a hint for whether the hold will be granted,
     * which `reserve` alone decides.
     */
    async standing(profileId: string): Promise<{ plan: PlanId; balance: number }> {
      const standing = await standings.get(profileId, () => findCreditAccount(db, profileId));
      return standing ?? { plan: "free", balance: 0 };
    },

    /** The generation failed, was stopped or was cut off: the credits and the daily slot come back. */
    release,

    /** Releases holds whose process never came back (crash, kill -9). Returns how many. */
    async releaseExpiredReservations(): Promise<number> {
      const ids = await findExpiredReservationIds(db, clock.now());
      for (const id of ids) await release({ reservationId: id }, "the generation was interrupted");
      if (ids.length > 0)
        logger.warn(
          { released: ids.length },
          "Released credit holds left by interrupted generations",
        );
      return ids.length;
    },

    /** Adds a paid pack's credits and raises the plan, inside the payment's completion transaction. */
    async topUpForPayment(
      tx: Executor,
      payment: {
        id: string;
        profileId: string;
        packId: "starter" | "pro";
        credits: number;
        trxId: string | null;
      },
    ): Promise<void> {
      const now = clock.now();
      const balance = await creditBalance(
        tx,
        payment.profileId,
        payment.credits,
        now,
        payment.packId,
      );
      await appendLedgerEntry(tx, {
        profileId: payment.profileId,
        kind: "top_up",
        amount: payment.credits,
        balanceAfter: balance,
        reason: `${plans[payment.packId].name} purchase${payment.trxId ? ` (bKash ${payment.trxId})` : ""}`,
        paymentId: payment.id,
        now,
      });
    },

    /**
     * Takes back up to `credits` after the payment that bought them was refunded, inside the
     * refund's transaction: never more than the balance (credits already spent stay spent), and
     * a `payment_refund` line in the customer's ledger when anything was taken (ADR 0087).
     */
    async takeBackForPaymentRefund(
      tx: Executor,
      refund: {
        profileId: string;
        paymentId: string;
        credits: number;
        reason: string;
        actor: string;
      },
    ): Promise<{ removed: number; balance: number }> {
      const now = clock.now();
      const { balance: have } = await findCreditAccountForUpdate(tx, refund.profileId);
      const removed = Math.max(0, Math.min(refund.credits, have));
      if (removed === 0) return { removed: 0, balance: have };
      const balance = await debitBalance(tx, refund.profileId, removed, now);
      if (balance === undefined) throw new Error("balance changed under its lock");
      await appendLedgerEntry(tx, {
        profileId: refund.profileId,
        kind: "payment_refund",
        amount: -removed,
        balanceAfter: balance,
        reason: refund.reason,
        paymentId: refund.paymentId,
        actor: refund.actor,
        now,
      });
      standings.patch(refund.profileId, (standing) => ({ ...standing, balance }));
      return { removed, balance };
    },

    /** An operator's correction, with the reason written into the ledger. */
    /**
     * An operator's adjustment, as a ledger line with its reason. `within` runs in the same
     * transaction with the new balance (the console writes its audit entry there).
     */
    async adjust(
      profileId: string,
      delta: number,
      reason: string,
      actor: string,
      within?: (tx: Executor, balance: number) => Promise<void>,
    ): Promise<number> {
      if (!Number.isInteger(delta) || delta === 0)
        throw new AppError("BAD_REQUEST", "An adjustment is a whole, non-zero number of credits.");
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const balance =
          delta > 0
            ? await creditBalance(tx, profileId, delta, now)
            : await debitBalance(tx, profileId, -delta, now);
        if (balance === undefined)
          throw new AppError("CONFLICT", "The balance is lower than the adjustment.");
        await appendLedgerEntry(tx, {
          profileId,
          kind: "adjustment",
          amount: delta,
          balanceAfter: balance,
          reason,
          actor,
          now,
        });
        await within?.(tx, balance);
        return balance;
      });
    },

    /** One page of the profile's own ledger, newest first (`before`: the previous page's cursor). */
    async ledger(profileId: string, query: { before?: string | undefined }): Promise<LedgerPage> {
      const before = query.before ? ledgerCursor.decode(query.before) : undefined;
      const { rows, nextCursor } = await readKeysetPage({
        limit: LEDGER_PAGE_SIZE,
        cursor: ledgerCursor,
        read: (limit) => listLedgerEntries(db, profileId, limit, before),
        positionOf: (row) => ({ createdAt: row.position, id: row.id }),
      });
      return {
        entries: rows.map(({ position: _position, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  };
}
