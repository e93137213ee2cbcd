import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../db/client.ts";
import { accounts } from "../db/schema/accounts.ts";
import { creditAccounts } from "../db/schema/credit-accounts.ts";
import { profiles } from "../db/schema/profiles.ts";
import { sessions } from "../db/schema/sessions.ts";
import { userGenerations } from "../db/schema/user-generations.ts";
import { users } from "../db/schema/users.ts";
import { hashPassword } from "../modules/auth/password-hashing.ts";
import { placeholderEmailForPhone } from "../modules/auth/phone-number.ts";
import { outputWords } from "../modules/generations/output-words.ts";

/**
 * Test data, created directly in the database so tests need no UI and run in parallel. The same
 * factories serve unit, integration and e2e tests and the demo seed. Every value is unique per call.
 */

export const DEFAULT_PASSWORD = "violet-harbour-lantern-58";

let passwordHash: Promise<string> | undefined;
const defaultPasswordHash = () => (passwordHash ??= hashPassword(DEFAULT_PASSWORD));

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter += 1).toString(36)}${randomBytes(2).toString("hex")}`;

export function uniqueEmail(prefix = "marketer"): string {
  return `${prefix}.${unique()}@example.com`;
}

/** A valid Bangladeshi mobile number in E.164, different every call. */
export function uniquePhoneNumber(): string {
  return `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

export type TestUser = {
  id: string;
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  password: string;
  profileId: string;
};

export async function createUser(
  db: Database,
  options: {
    email?: string | null;
    phoneNumber?: string | null;
    firstName?: string;
    lastName?: string;
    password?: string;
    /**
     * By default the account is confirmed through its way in (ADR 0028), so it can sign in: the
     * e-mail address, or a phone-only account's number. An e-mail account's number is unverified.
     */
    emailVerified?: boolean;
    phoneNumberVerified?: boolean;
    createdAt?: Date;
    /** An operator of the console (docs/operator-console.md). */
    operator?: boolean;
  } = {},
): Promise<TestUser> {
  const id = randomUUID().replace(/-/g, "");
  const phoneNumber = options.phoneNumber ?? null;
  const email =
    options.email === null
      ? placeholderEmailForPhone(phoneNumber ?? uniquePhoneNumber())
      : (options.email ?? uniqueEmail());
  const firstName = options.firstName ?? "Nadia";
  const lastName = options.lastName ?? "Rahman";
  const password = options.password ?? DEFAULT_PASSWORD;
  const createdAt = options.createdAt ?? new Date();
  await db.insert(users).values({
    id,
    name: `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    email,
    emailVerified: options.emailVerified ?? options.email !== null,
    phoneNumber,
    phoneNumberVerified: phoneNumber
      ? (options.phoneNumberVerified ?? options.email === null)
      : null,
    operator: options.operator ?? false,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: options.password ? await hashPassword(password) : await defaultPasswordHash(),
  });
  // A console search running at the same moment (other tests share the e2e database) may have
  // made the profile already, between the inserts above and this one: then this one wins.
  const values = { email: options.email === null ? null : email, firstName, lastName };
  const [profile] = await db
    .insert(profiles)
    .values({ userId: id, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning({ id: profiles.id });
  return { id, email, phoneNumber, firstName, lastName, password, profileId: profile?.id ?? "" };
}

/** Better Auth's cookie name for our prefix; `__Secure-` is added on HTTPS. */
export function sessionCookieName(secure = false): string {
  return `${secure ? "__Secure-" : ""}outsmart.session_token`;
}

/** The signed cookie value Better Auth expects: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function signSessionToken(token: string, secret: string): string {
  return encodeURIComponent(
    `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`,
  );
}

export type TestSession = { id: string; token: string; cookie: string; cookieValue: string };

/** A signed-in session for the user, as if they had just signed in (or signed in `createdAt`). */
export async function createSession(
  db: Database,
  userId: string,
  options: {
    secret: string;
    createdAt?: Date;
    userAgent?: string;
    ipAddress?: string;
    expiresAt?: Date;
  },
): Promise<TestSession> {
  const id = randomUUID();
  const token = randomBytes(24).toString("base64url");
  const createdAt = options.createdAt ?? new Date();
  await db.insert(sessions).values({
    id,
    token,
    userId,
    createdAt,
    updatedAt: createdAt,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    userAgent:
      options.userAgent ??
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    ipAddress: options.ipAddress ?? "127.0.0.1",
  });
  const cookieValue = signSessionToken(token, options.secret);
  return { id, token, cookieValue, cookie: `${sessionCookieName()}=${cookieValue}` };
}

type GenerationRow = typeof userGenerations.$inferInsert;

/** A generation in the user's history (succeeded unless told otherwise). */
export async function createGeneration(
  db: Database,
  profileId: string,
  options: Partial<Omit<GenerationRow, "userId">> = {},
): Promise<typeof userGenerations.$inferSelect> {
  const output =
    options.outputContent ??
    (options.status && options.status !== "succeeded"
      ? null
      : "Stride lighter in EcoStride sneakers, made from recycled ocean plastic. #EcoStride");
  const [row] = await db
    .insert(userGenerations)
    .values({
      userId: profileId,
      toolSlug: "ai-caption-generator",
      modelUsed: "outsmart-writer",
      inputData: { product_name: "EcoStride sneakers", target_audience: "eco-minded runners" },
      status: "succeeded",
      contentType: "text",
      outputWords: outputWords(options.contentType ?? "text", output),
      durationMs: 850,
      ...options,
      outputContent: output,
    })
    .returning();
  if (!row) throw new Error("generation not created");
  return row;
}

/** Sets the user's plan and balance directly (tests only; real changes go through the ledger). */
export async function setCreditAccount(
  db: Database,
  profileId: string,
  values: { plan?: "free" | "starter" | "pro"; balance?: number },
): Promise<void> {
  await db
    .insert(creditAccounts)
    .values({ profileId, plan: values.plan ?? "free", balance: values.balance ?? 0 })
    .onConflictDoUpdate({
      target: creditAccounts.profileId,
      set: { ...values, updatedAt: new Date() },
    });
}
