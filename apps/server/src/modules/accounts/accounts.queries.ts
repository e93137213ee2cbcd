import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { profiles } from "../../db/schema/profiles.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { users } from "../../db/schema/users.ts";
import { verifications } from "../../db/schema/verifications.ts";

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findUserEmailByPhone(
  db: Database,
  phoneNumber: string,
): Promise<string | undefined> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return user?.email;
}

export async function findUserByEmailOrPhone(
  db: Database,
  email: string | null,
  phoneNumber: string | null,
) {
  const conditions = [
    email ? eq(users.email, email) : undefined,
    phoneNumber ? eq(users.phoneNumber, phoneNumber) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(...conditions));
  return user;
}

/** The password hash of the user's credential account, if they have a password. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? undefined;
}

/** Records a new account's phone number, unverified; false when another account holds it. */
export async function setUnverifiedPhoneNumber(
  db: Database,
  userId: string,
  phoneNumber: string,
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ phoneNumber, phoneNumberVerified: false })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (
      (error as { cause?: { code?: string } }).cause?.code === "23505" ||
      (error as { code?: string }).code === "23505"
    )
      return false;
    throw error;
  }
}

export async function updateUserName(
  db: Database,
  userId: string,
  firstName: string,
  lastName: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim(), updatedAt: now })
    .where(eq(users.id, userId));
}

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

export async function deleteAllSessions(db: Database, userId: string): Promise<void> {
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

/**
 * Deletes the account: the user row (its sessions, sign-in methods and 2FA secrets cascade), the
 * profile (its generations cascade) and pending reset tokens and phone codes. Payment and
 * ledger records are kept for accounting and anonymised by their own foreign keys.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    // Reset tokens carry the user id as their value; phone codes are keyed by the number (digits and "+" only).
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          user.phoneNumber
            ? sql`position(${user.phoneNumber} in ${verifications.identifier}) > 0`
            : undefined,
        ),
      );
  });
}
