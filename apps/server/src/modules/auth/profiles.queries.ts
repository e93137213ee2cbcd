import type { InterfaceLanguage, OutputLanguage } from "@outsmart/contracts/output-language";
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { profiles } from "../../db/schema/profiles.ts";

/**
 * `profiles`, the product's record of a user (generations, credits and payments hang off it): our
 * only SQL on it. Created with the account (auth.ts) or on first use (accounts/viewer.ts).
 */

type ProfileSeed = {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** A new account's language: the one its owner signed up in (ADR 0080). */
  interfaceLanguage?: InterfaceLanguage | null;
};

/**
 * The seed's `get_or_create_user_profile`. Every signed-in request that needs the profile asks, so
 * the common case (it exists) is one read; only a missing profile is inserted, with a statement
 * that inserts it or does nothing, so 20 parallel first requests still produce one row.
 */
export async function getOrCreateProfile(db: Database, seed: ProfileSeed): Promise<string> {
  const existing = await findProfileId(db, seed.userId);
  if (existing) return existing;
  const inserted = await db
    .insert(profiles)
    .values(seed)
    .onConflictDoNothing({ target: profiles.userId })
    .returning({ id: profiles.id });
  if (inserted[0]) return inserted[0].id;
  const created = await findProfileId(db, seed.userId); // a parallel request inserted it first
  if (!created) throw new Error(`Profile for user ${seed.userId} vanished while being created`);
  return created;
}

async function findProfileId(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.id;
}

/**
 * The language the account's messages are written in (its interface language), by user id; null
 * when the account has none (or no profile yet).
 */
export async function findInterfaceLanguageOfUser(
  db: Database,
  userId: string,
): Promise<InterfaceLanguage | null> {
  const [row] = await db
    .select({ interfaceLanguage: profiles.interfaceLanguage })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.interfaceLanguage ?? null;
}

export async function updateProfileDetails(
  db: Database,
  userId: string,
  details: Omit<ProfileSeed, "userId" | "interfaceLanguage">,
): Promise<void> {
  await db
    .update(profiles)
    .set({ email: details.email, firstName: details.firstName, lastName: details.lastName })
    .where(eq(profiles.userId, userId));
}

/** Part of deleting an account (auth.queries.ts), inside its transaction. */
export async function deleteProfile(tx: Executor, userId: string): Promise<void> {
  await tx.delete(profiles).where(eq(profiles.userId, userId));
}

/** The profile with this e-mail address (case-insensitive), for operator commands. */
export async function findProfileIdByEmail(
  db: Database,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}

/** What the account remembers between visits (GET/PATCH /api/account/preferences). */
export type ProfilePreferences = {
  outputLanguage: OutputLanguage;
  interfaceLanguage: InterfaceLanguage | null;
};

export async function findPreferences(
  db: Database,
  profileId: string,
): Promise<ProfilePreferences | undefined> {
  const [row] = await db
    .select({
      outputLanguage: profiles.outputLanguage,
      interfaceLanguage: profiles.interfaceLanguage,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
}

/** Changes the given preferences (absent ones stay); returns them all afterwards. */
export async function updatePreferences(
  db: Database,
  profileId: string,
  changes: Partial<ProfilePreferences>,
): Promise<ProfilePreferences | undefined> {
  const set: Partial<ProfilePreferences> = {};
  if (changes.outputLanguage !== undefined) set.outputLanguage = changes.outputLanguage;
  if (changes.interfaceLanguage !== undefined) set.interfaceLanguage = changes.interfaceLanguage;
  if (Object.keys(set).length === 0) return await findPreferences(db, profileId);
  const [row] = await db.update(profiles).set(set).where(eq(profiles.id, profileId)).returning({
    outputLanguage: profiles.outputLanguage,
    interfaceLanguage: profiles.interfaceLanguage,
  });
  return row;
}
