import { FREE_PLAN_DAILY_GENERATIONS, type PlanId, plans } from "@outsmart/contracts/plans";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import type { Logger } from "../../lib/logger.ts";
import {
  appendLedgerEntry,
  creditBalance,
  debitBalance,
  type Executor,
  findCreditAccount,
  findExpiredReservationIds,
  holdCredits,
  dailySlotsUsed,
  giveBackDailySlot,
  insertReservation,
  listLedgerEntries,
  resolveReservation,
  takeDailySlot,
} from "./credits.queries.ts";

/** A generation's hold on credits (and maybe a free daily slot), from start to settle or release. */
export type Charge = { reservationId: string; credits: number };

export type ReserveRequest = {
  profileId: string;
  plan: PlanId;
  toolSlug: string;
  toolName: string;
  model: { id: string; name: string; tier: "free" | "premium" | "enterprise"; costCredits: number };
};

/** How long a hold may stay open before the sweep assumes its process died and releases it. */
export const RESERVATION_LIFETIME_MS = 10 * 60 * 1000;

export type CreditsService = ReturnType<typeof createCreditsService>;

/**
 * Credits and plans (product decisions §3). Every balance change and its ledger entry happen in one
 * transaction; the balance can never go below zero (a conditional update plus a CHECK constraint).
 */
export function createCreditsService(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  dailyFreeGenerations?: number;
}) {
  const { db, clock, logger } = deps;
  const dailyCap = deps.dailyFreeGenerations ?? FREE_PLAN_DAILY_GENERATIONS;

  async function release(charge: Charge, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const now = clock.now();
      const reservation = await resolveReservation(tx, charge.reservationId, "released", now);
      if (!reservation) return; // already settled or released: nothing to give back twice
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
    });
  }

  return {
    async summary(profileId: string) {
      const account = await findCreditAccount(db, profileId);
      const freeGenerationsToday =
        account.plan === "free"
          ? { used: await dailySlotsUsed(db, profileId, dhakaDay(clock.now())), limit: dailyCap }
          : null;
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
          expiresAt: new Date(now.getTime() + RESERVATION_LIFETIME_MS),
          now,
        };
        if (cost === 0)
          return { reservationId: await insertReservation(executor, values), credits: 0 };
        const held = await holdCredits(executor, {
          ...values,
          reason: `${request.toolName} with ${request.model.name}`,
        });
        if (!held) {
          const { balance: have } = await findCreditAccount(executor, request.profileId);
          throw new AppError(
            "INSUFFICIENT_CREDITS",
            `${request.model.name} costs ${cost} credits per generation and you have ${have}. Top up on the pricing page.`,
            { details: { required: cost, balance: have } },
          );
        }
        return { reservationId: held.reservationId, credits: cost };
      };
      if (!usesDailySlot) return await hold(db, clock.now(), null);
      return await db.transaction(async (tx) => {
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
    },

    /** The generation succeeded: the hold becomes final. */
    async settle(charge: Charge, generationId: string): Promise<void> {
      await resolveReservation(db, charge.reservationId, "settled", clock.now(), generationId);
    },

    /** The generation failed, was stopped or was cut off: the credits and the daily slot come back. */
    release,

    /** Releases holds whose process never came back (crash, kill -9). Returns how many. */
    async releaseExpiredReservations(): Promise<number> {
      const ids = await findExpiredReservationIds(db, clock.now());
      for (const id of ids)
        await release({ reservationId: id, credits: 0 }, "the generation was interrupted");
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

    /** An operator's correction, with the reason written into the ledger. */
    async adjust(profileId: string, delta: number, reason: string, actor: string): Promise<number> {
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
        return balance;
      });
    },

    async ledger(profileId: string, limit: number, before?: { createdAt: Date; id: number }) {
      return await listLedgerEntries(db, profileId, limit, before);
    },
  };
}
