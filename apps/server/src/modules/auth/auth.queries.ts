import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { twoFactors } from "../../db/schema/two-factors.ts";
import { users } from "../../db/schema/users.ts";
import { verifications } from "../../db/schema/verifications.ts";
import { deleteProfile } from "./profiles.queries.ts";

/**
 * The identity tables: `users`, `accounts` (ways to sign in) and `verifications` (reset tokens and
 * phone codes). This file is our only SQL on them; other modules call these functions. Better Auth
 * writes them too, through the adapter below (and `sessions` and `two_factors`, whose own SQL lives
 * in accounts/accounts.queries.ts and nowhere, respectively).
 */

/** Better Auth's Drizzle adapter over our snake_case tables. */
export function betterAuthDatabase(db: Database) {
  return drizzleAdapter(db, {
    provider: "pg",
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      twoFactor: twoFactors,
    },
  });
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserByPhone(db: Database, phoneNumber: string) {
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return user;
}

/** The value Better Auth stored under `identifier` (a pending two-step sign-in: the user id). */
export async function findVerificationValue(
  db: Database,
  identifier: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, identifier));
  return row?.value;
}

/** The user a password-reset link was sent to, while the link is unused (expired ones included). */
export async function findUserByResetToken(db: Database, token: string) {
  const [reset] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return reset ? await findUserById(db, reset.userId) : undefined;
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

/** After a code sent to the account's number was entered: the number is proven. */
export async function markPhoneNumberVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ phoneNumberVerified: true }).where(eq(users.id, userId));
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
    await deleteProfile(tx, userId);
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
