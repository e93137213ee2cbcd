import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PlanId } from "@outsmart/contracts/plans";
import type { Executor } from "../../db/client.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";
import { creditLedger, type LedgerKind } from "../../db/schema/credit-ledger.ts";
import { creditReservations } from "../../db/schema/credit-reservations.ts";
import { dailyGenerationUsage } from "../../db/schema/daily-generation-usage.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";
import { placeholders, prebuiltStatement } from "../../db/prebuilt-statement.ts";

/** The profile's plan and balance; a profile that never held credits is on the free plan with 0. */
export async function findCreditAccount(
  db: Executor,
  profileId: string,
): Promise<{ plan: PlanId; balance: number }> {
  const [account] = await db
    .select({ plan: creditAccounts.plan, balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return account ?? { plan: "free", balance: 0 };
}

/** The balance, with the account row locked for the rest of the transaction (0 without an account). */
export async function findCreditAccountForUpdate(
  db: Executor,
  profileId: string,
): Promise<{ balance: number }> {
  const [account] = await db
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId))
    .for("update");
  return account ?? { balance: 0 };
}

/**
 * Adds credits (creating the account on first use) and returns the new balance. `plan`, when
 * given, is raised to it if higher: plans never go down.
 */
export async function creditBalance(
  db: Executor,
  profileId: string,
  credits: number,
  now: Date,
  plan?: PlanId,
): Promise<number> {
  const rank = sql`(case ${creditAccounts.plan} when 'pro' then 2 when 'starter' then 1 else 0 end)`;
  const newRank = plan === "pro" ? 2 : plan === "starter" ? 1 : 0;
  const [row] = await db
    .insert(creditAccounts)
    .values({ profileId, balance: credits, plan: plan ?? "free", updatedAt: now })
    .onConflictDoUpdate({
      target: creditAccounts.profileId,
      set: {
        balance: sql`${creditAccounts.balance} + ${credits}`,
        updatedAt: now,
        ...(plan
          ? {
              plan: sql`case when ${rank} < ${newRank} then ${plan} else ${creditAccounts.plan} end`,
            }
          : {}),
      },
    })
    .returning({ balance: creditAccounts.balance });
  if (!row) throw new Error("credit account not updated");
  return row.balance;
}

/**
 * Takes credits only if the balance covers them, in one conditional statement (its row lock
 * serialises concurrent spenders). Returns the new balance, or undefined when it is too low.
 */
export async function debitBalance(
  db: Executor,
  profileId: string,
  credits: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} - ${credits}`, updatedAt: now })
    .where(
      and(eq(creditAccounts.profileId, profileId), sql`${creditAccounts.balance} >= ${credits}`),
    )
    .returning({ balance: creditAccounts.balance });
  return row?.balance;
}

export async function appendLedgerEntry(
  db: Executor,
  entry: {
    profileId: string;
    kind: LedgerKind;
    amount: number;
    balanceAfter: number;
    reason: string;
    paymentId?: string;
    reservationId?: string;
    actor?: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(creditLedger).values({
    profileId: entry.profileId,
    accountRef: entry.profileId,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    paymentId: entry.paymentId ?? null,
    reservationId: entry.reservationId ?? null,
    actor: entry.actor ?? null,
    createdAt: entry.now,
  });
}

/** Takes one of today's free-plan slots if fewer than `cap` are used; false when the cap is reached. */
export async function takeDailySlot(
  db: Executor,
  profileId: string,
  day: string,
  cap: number,
): Promise<boolean> {
  const rows = await db
    .insert(dailyGenerationUsage)
    .values({ profileId, day, used: 1 })
    .onConflictDoUpdate({
      target: [dailyGenerationUsage.profileId, dailyGenerationUsage.day],
      set: { used: sql`${dailyGenerationUsage.used} + 1` },
      setWhere: sql`${dailyGenerationUsage.used} < ${cap}`,
    })
    .returning({ used: dailyGenerationUsage.used });
  return rows.length > 0;
}

export async function giveBackDailySlot(
  db: Executor,
  profileId: string,
  day: string,
): Promise<void> {
  await db
    .update(dailyGenerationUsage)
    .set({ used: sql`greatest(${dailyGenerationUsage.used} - 1, 0)` })
    .where(and(eq(dailyGenerationUsage.profileId, profileId), eq(dailyGenerationUsage.day, day)));
}

/** Plan, balance and free generations used on `day`, in one statement (for every generation's checks). */
export async function findCreditStanding(
  db: Executor,
  profileId: string,
  day: string,
): Promise<{ plan: PlanId; balance: number; usedToday: number }> {
  const result = await db.execute<{ plan: PlanId; balance: number; used_today: number }>(sql`
    select coalesce(account.plan, 'free') as plan, coalesce(account.balance, 0) as balance,
      coalesce(usage.used, 0) as used_today
    from (select ${profileId}::uuid as profile_id) as caller
    left join ${creditAccounts} as account on account.profile_id = caller.profile_id
    left join ${dailyGenerationUsage} as usage
      on usage.profile_id = caller.profile_id and usage.day = ${day}::date`);
  const row = result.rows[0];
  if (!row) throw new Error("credit standing query returned no row");
  return { plan: row.plan, balance: row.balance, usedToday: row.used_today };
}

export async function insertReservation(
  db: Executor,
  values: {
    profileId: string;
    credits: number;
    dailySlotDay: string | null;
    toolSlug: string;
    modelId: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(creditReservations)
    .values({ ...values, createdAt: values.now, status: "held" })
    .returning({ id: creditReservations.id });
  if (!row) throw new Error("reservation not created");
  return row.id;
}

type Hold = {
  profileId: string;
  credits: number;
  dailySlotDay: string | null;
  toolSlug: string;
  modelId: string;
  reason: string;
  expiresAt: Date;
  now: Date;
};

const hold = placeholders<Hold>();

const holdStatement = prebuiltStatement<Hold>(sql`
  with debit as (
    update ${creditAccounts}
    set balance = balance - ${hold("credits")}::integer, updated_at = ${hold("now")}::timestamptz
    where profile_id = ${hold("profileId")}::uuid and balance >= ${hold("credits")}::integer
    returning balance
  ), reservation as (
    insert into ${creditReservations}
      (profile_id, credits, daily_slot_day, tool_slug, model_id, status, expires_at, created_at)
    select ${hold("profileId")}::uuid, ${hold("credits")}::integer, ${hold("dailySlotDay")}::date,
      ${hold("toolSlug")}::text, ${hold("modelId")}::text, 'held', ${hold("expiresAt")}::timestamptz,
      ${hold("now")}::timestamptz
    from debit
    returning id
  ), entry as (
    insert into ${creditLedger}
      (profile_id, account_ref, kind, amount, balance_after, reason, reservation_id, created_at)
    select ${hold("profileId")}::uuid, ${hold("profileId")}::uuid, 'spend',
      -(${hold("credits")}::integer), debit.balance, ${hold("reason")}::text, reservation.id,
      ${hold("now")}::timestamptz
    from debit cross join reservation
  )
  select reservation.id as reservation_id, debit.balance
  from debit cross join reservation`);

/**
 * Holds a paid generation's cost in one statement: the conditional debit, the hold and its spend
 * entry (with the balance after) are written together or not at all. One round trip, and the
 * balance row's lock is held only for this statement (and its commit), which is what bounds one
 * busy user's charges per second. Returns undefined, writing nothing, when the balance is short.
 */
export async function holdCredits(
  db: Executor,
  values: Hold,
): Promise<{ reservationId: string; balance: number } | undefined> {
  const result = await db.execute<{ reservation_id: string; balance: number }>(
    holdStatement(values),
  );
  const row = result.rows[0];
  return row ? { reservationId: row.reservation_id, balance: row.balance } : undefined;
}

/** The values `reservationSettlement`'s placeholders stand for. */
export type SettlementValues = { reservationId: string; settledAt: Date };

const settlement = placeholders<SettlementValues>();

/**
 * The settle of a held reservation, as parts of one statement that the caller composes with what
 * it records (tools/tool-runs.queries.ts, tools/refine-runs.queries.ts: one round trip, one commit)
 * and builds once (`prebuiltStatement`), filling in `SettlementValues`:
 * `settle(generationId)` makes the hold final, linked to the generation, and returns its id (no
 * row when it was no longer held: the sweep may have released a very old one); `balance` selects
 * the holder's balance.
 */
export const reservationSettlement: { settle: (generationId: SQL) => SQL; balance: SQL } = {
  settle: (generationId) => sql`
    update ${creditReservations} as reservation
    set status = 'settled', resolved_at = ${settlement("settledAt")}::timestamptz,
      generation_id = ${generationId}
    where reservation.id = ${settlement("reservationId")}::uuid and reservation.status = 'held'
    returning reservation.id`,
  balance: sql`
    select account.balance from ${creditReservations} as reservation
    join ${creditAccounts} as account on account.profile_id = reservation.profile_id
    where reservation.id = ${settlement("reservationId")}::uuid`,
};

/** Releases a held reservation; undefined if it was no longer held (someone else resolved it). */
export async function releaseReservation(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(creditReservations)
    .set({ status: "released", resolvedAt: now })
    .where(and(eq(creditReservations.id, id), eq(creditReservations.status, "held")))
    .returning({
      profileId: creditReservations.profileId,
      credits: creditReservations.credits,
      dailySlotDay: creditReservations.dailySlotDay,
    });
  return row;
}

/** Moves the end of these held reservations' leases to `expiresAt`; returns how many were held. */
export async function extendReservations(
  db: Executor,
  ids: readonly string[],
  expiresAt: Date,
): Promise<number> {
  const rows = await db
    .update(creditReservations)
    .set({ expiresAt })
    .where(and(inArray(creditReservations.id, [...ids]), eq(creditReservations.status, "held")))
    .returning({ id: creditReservations.id });
  return rows.length;
}

export async function findExpiredReservationIds(
  db: Executor,
  now: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ id: creditReservations.id })
    .from(creditReservations)
    .where(and(eq(creditReservations.status, "held"), lt(creditReservations.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The account's ledger entries, newest first, older than `before` when given (a keyset page). */
export async function listLedgerEntries(
  db: Executor,
  profileId: string,
  limit: number,
  before?: KeysetPosition<number>,
) {
  const keyset = { createdAt: creditLedger.createdAt, id: creditLedger.id };
  return await db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      reason: creditLedger.reason,
      createdAt: creditLedger.createdAt,
      position: positionText(creditLedger.createdAt),
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.accountRef, profileId),
        before ? olderThan(keyset, before, "bigint") : undefined,
      ),
    )
    .orderBy(...newestFirst(keyset))
    .limit(limit);
}
