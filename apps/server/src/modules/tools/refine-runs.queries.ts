import type { RefineNote } from "@outsmart/contracts/generation-versions";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { placeholders, prebuiltStatement } from "../../db/prebuilt-statement.ts";
import { reservationSettlement, type SettlementValues } from "../credits/credits.queries.ts";
import { insertNextVersion } from "../generations/generation-versions.queries.ts";

const { settle, balance } = reservationSettlement;

type RefineSettlement = SettlementValues & { generationId: string };

const settleStatement = prebuiltStatement<RefineSettlement>(sql`
  with settled as (${settle(sql`${placeholders<RefineSettlement>()("generationId")}::uuid`)})
  select exists (select 1 from settled) as settled, coalesce((${balance}), 0) as balance`);

/**
 * A refine's outcome as the engine saves it (ADR 0078). The tables belong to other modules, which
 * write the SQL for them (`generation_versions`: generation-versions.queries.ts;
 * `credit_reservations`: credits.queries.ts); this file only puts them in one transaction: the new
 * version and the settle of its credit hold (linked to the generation) commit together or not at all.
 * Undefined when the owner has no such text generation any more (nothing written, hold still held).
 */
export async function recordRefinedVersion(
  db: Database,
  version: { profileId: string; generationId: string; content: string; refine: RefineNote },
  reservationId: string,
  now: Date,
) {
  return await insertNextVersion(db, { ...version, kind: "refine" }, async (tx) => {
    const result = await tx.execute<{ settled: boolean; balance: number }>(
      settleStatement({ reservationId, settledAt: now, generationId: version.generationId }),
    );
    const row = result.rows[0];
    return { settled: row?.settled ?? false, balance: row?.balance ?? 0 };
  });
}
