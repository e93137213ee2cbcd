import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { sessions } from "../../db/schema/sessions.ts";

/**
 * `sessions`, one row per signed-in device: our only SQL on it (Better Auth creates, refreshes and
 * ends sessions itself through its adapter, see auth/auth.queries.ts). Other modules call these.
 */

export async function listActiveSessions(db: Database, userId: string, now: Date) {
  return await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's sessions; false when it is not theirs or already gone. */
export async function deleteSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function markReauthenticated(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
}

/** "Last seen" for the sessions list: bumped at most every few minutes to keep writes rare. */
export async function touchSession(
  db: Database,
  sessionId: string,
  now: Date,
  minIntervalMs: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.updatedAt, new Date(now.getTime() - minIntervalMs)),
      ),
    );
}

/** Sessions older than the absolute lifetime end, however active they were. */
export async function deleteSessionsCreatedBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.createdAt, cutoff))
    .returning({ id: sessions.id });
  return deleted.length;
}
