import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { operatorAuditLog } from "../../db/schema/operator-audit-log.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";

/**
 * `operator_audit_log`: our only SQL on it. Entries are only ever inserted (a trigger refuses
 * anything else, migration 0012); the insert joins the caller's transaction, so an action and its
 * entry commit together or not at all.
 */

export type NewAuditEntry = {
  actorUserId: string | null;
  actorLabel: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  now: Date;
};

export async function insertAuditEntry(tx: Executor, entry: NewAuditEntry): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    actorUserId: entry.actorUserId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}

export type AuditFilters = {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  until?: Date | undefined;
};

export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  limit: number,
  before?: KeysetPosition<number>,
) {
  const conditions: Array<SQL | undefined> = [
    filters.actor ? eq(operatorAuditLog.actorUserId, filters.actor) : undefined,
    filters.action ? eq(operatorAuditLog.action, filters.action) : undefined,
    filters.target ? eq(operatorAuditLog.targetId, filters.target) : undefined,
    filters.from ? gte(operatorAuditLog.createdAt, filters.from) : undefined,
    filters.until ? lt(operatorAuditLog.createdAt, filters.until) : undefined,
    before ? olderThan(operatorAuditLog, before, "bigint") : undefined,
  ];
  return await db
    .select({
      id: operatorAuditLog.id,
      actorUserId: operatorAuditLog.actorUserId,
      actorLabel: operatorAuditLog.actorLabel,
      action: operatorAuditLog.action,
      targetType: operatorAuditLog.targetType,
      targetId: operatorAuditLog.targetId,
      before: operatorAuditLog.before,
      after: operatorAuditLog.after,
      createdAt: operatorAuditLog.createdAt,
      position: positionText(operatorAuditLog.createdAt),
    })
    .from(operatorAuditLog)
    .where(and(...conditions))
    .orderBy(...newestFirst(operatorAuditLog))
    .limit(limit);
}
