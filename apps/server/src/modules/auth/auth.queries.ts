import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, ilike, like, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { twoFactors } from "../../db/schema/two-factors.ts";
import { users } from "../../db/schema/users.ts";
import { verifications } from "../../db/schema/verifications.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";
import { normalizePhoneNumber } from "./phone-number.ts";
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

// ── The operator console's view of accounts (modules/console) ──

/** An account as the console shows it in lists and audit entries. */
const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  emailVerified: users.emailVerified,
  phoneNumberVerified: users.phoneNumberVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  operator: users.operator,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  position: positionText(users.createdAt),
};

export type CustomerRow = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  emailVerified: boolean;
  phoneNumberVerified: boolean | null;
  twoFactorEnabled: boolean | null;
  operator: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
  position: string;
};

/**
 * Accounts whose e-mail address, phone number or name contains `q` (case-insensitive; a phone
 * number typed as 017… also finds +88017…), newest first, after the keyset position `before`.
 */
export async function searchCustomers(
  db: Database,
  q: string,
  limit: number,
  before?: KeysetPosition<string>,
): Promise<CustomerRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = q.replace(/\D/g, "");
  const matches = q
    ? or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.phoneNumber, pattern),
        digits.length >= 4 ? ilike(users.phoneNumber, `%${digits}%`) : undefined,
      )
    : undefined;
  return await db
    .select(customerColumns)
    .from(users)
    .where(and(matches, before ? olderThan(users, before, "text") : undefined))
    .orderBy(...newestFirst(users))
    .limit(limit);
}

export async function findCustomer(db: Executor, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The account with this e-mail address (any case) or phone number, for operator commands. */
export async function findCustomerByIdentifier(
  db: Database,
  identifier: string,
): Promise<CustomerRow | undefined> {
  const phoneNumber = identifier.includes("@") ? undefined : normalizePhoneNumber(identifier);
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(
      phoneNumber
        ? eq(users.phoneNumber, phoneNumber)
        : sql`lower(${users.email}) = lower(${identifier.trim()})`,
    )
    .limit(1);
  return row;
}

/** Grants the operator role; the row as it was before, or undefined for an unknown account. */
export async function grantOperator(tx: Executor, userId: string, now: Date) {
  const [row] = await tx
    .update(users)
    .set({ operator: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row;
}

/**
 * Revokes the operator role unless the account is the last active (not suspended) operator. The
 * operators' rows are locked first, so two operators revoking each other at once cannot both win.
 */
export async function revokeOperator(
  tx: Executor,
  userId: string,
  now: Date,
): Promise<"revoked" | "last-operator"> {
  const operators = await tx
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.operator, true))
    .orderBy(users.id)
    .for("update");
  const others = operators.filter((row) => row.id !== userId && row.suspendedAt === null);
  if (operators.some((row) => row.id === userId) && others.length === 0) return "last-operator";
  await tx.update(users).set({ operator: false, updatedAt: now }).where(eq(users.id, userId));
  return "revoked";
}

/** Suspends (a time) or reactivates (null) the account. */
export async function setSuspended(
  tx: Executor,
  userId: string,
  suspendedAt: Date | null,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ suspendedAt, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Turns two-step verification off for an account that lost its authenticator: its secret and
 * backup codes and its trusted devices go; its password stays.
 */
export async function resetTwoFactor(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, "trust-device-%")));
  await tx
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Whether the account is suspended (checked whenever a session is about to be created). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.suspendedAt);
}
