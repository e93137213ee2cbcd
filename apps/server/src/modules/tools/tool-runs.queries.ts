import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { prebuiltStatement } from "../../db/prebuilt-statement.ts";
import { reservationSettlement, type SettlementValues } from "../credits/credits.queries.ts";
import {
  type GenerationRecord,
  generationInsertStatement,
  generationInsertValues,
  insertGeneration,
} from "../generations/generations.queries.ts";

/**
 * A run's outcome as the engine saves it. The tables belong to other modules, which write the SQL
 * for them (`user_generations`: generations.queries.ts; `credit_reservations`: credits.queries.ts);
 * this file only puts their statements together.
 */

const { settle, balance } = reservationSettlement;

const succeededRunStatement = prebuiltStatement<
  ReturnType<typeof generationInsertValues> & SettlementValues
>(sql`
  with generation as (${generationInsertStatement}),
    settled as (${settle(sql`(select id from generation)`)})
  select generation.id as generation_id, exists (select 1 from settled) as settled,
    coalesce((${balance}), 0) as balance
  from generation`);

/**
 * A succeeded run: its record and the settle of its credit hold in one statement (one round trip,
 * one commit; ADR 0020). Returns the record's id, whether the hold was still held (the sweep may
 * have released a very old one; the record is written either way), and the balance afterwards.
 */
export async function recordSucceededRun(
  db: Executor,
  record: GenerationRecord,
  reservationId: string,
  now: Date,
): Promise<{ generationId: string; settled: boolean; balance: number }> {
  const result = await db.execute<{ generation_id: string; settled: boolean; balance: number }>(
    succeededRunStatement({
      ...generationInsertValues(record),
      reservationId,
      settledAt: now,
    }),
  );
  const row = result.rows[0];
  if (!row) throw new Error("generation not recorded");
  return { generationId: row.generation_id, settled: row.settled, balance: row.balance };
}

/** A failed or cancelled run: its record only (its hold is released by the credits service). */
export async function recordUnfinishedRun(db: Executor, record: GenerationRecord): Promise<string> {
  return await insertGeneration(db, record);
}
