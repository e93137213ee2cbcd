import type { BrandKitFields } from "@outsmart/contracts/brand-kit";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { brandKitChoices } from "../../db/schema/brand-kit-choices.ts";
import { brandKits } from "../../db/schema/brand-kits.ts";

/** A brand kit row as the service reads it. */
export type BrandKitRow = typeof brandKits.$inferSelect;

/** The user's kits, most recently changed first. */
export async function listBrandKits(db: Executor, ownerId: string): Promise<BrandKitRow[]> {
  return await db
    .select()
    .from(brandKits)
    .where(eq(brandKits.ownerId, ownerId))
    .orderBy(desc(brandKits.updatedAt), desc(brandKits.id));
}

/** The kit with this id if `ownerId` owns it; undefined for anyone else's (callers answer 404). */
export async function findBrandKit(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<BrandKitRow | undefined> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.ownerId, ownerId)));
  return row;
}

/**
 * Adds a kit unless the owner already keeps `maxKits`; undefined when they do. The count and the
 * insert run under a per-owner advisory lock, so two requests at once cannot both pass the limit.
 */
export async function insertBrandKit(
  db: Database,
  ownerId: string,
  fields: BrandKitFields,
  now: Date,
  maxKits: number,
): Promise<BrandKitRow | undefined> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand_kits:${ownerId}`}))`);
    const [kept] = await tx
      .select({ kits: count() })
      .from(brandKits)
      .where(eq(brandKits.ownerId, ownerId));
    if ((kept?.kits ?? 0) >= maxKits) return undefined;
    const [row] = await tx
      .insert(brandKits)
      .values({ ownerId, ...fields, createdAt: now, updatedAt: now })
      .returning();
    return row;
  });
}

/** Replaces an owned kit's fields; undefined when the owner has no kit with this id. */
export async function updateBrandKit(
  db: Executor,
  ownerId: string,
  id: string,
  fields: BrandKitFields,
  now: Date,
): Promise<BrandKitRow | undefined> {
  const [row] = await db
    .update(brandKits)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(brandKits.id, id), eq(brandKits.ownerId, ownerId)))
    .returning();
  return row;
}

/**
 * Deletes an owned kit; false when the owner has no kit with this id. Its generations keep their
 * text and lose the link (ON DELETE SET NULL); a choice of it is deleted with it (cascade).
 */
export async function deleteBrandKit(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.ownerId, ownerId)))
    .returning({ id: brandKits.id });
  return deleted.length > 0;
}

/** The kit the user last chose on a tool page, if it still exists. */
export async function findChosenBrandKitId(
  db: Executor,
  profileId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ brandKitId: brandKitChoices.brandKitId })
    .from(brandKitChoices)
    .where(eq(brandKitChoices.profileId, profileId));
  return row?.brandKitId ?? null;
}

/**
 * Remembers `brandKitId` as the user's choice (null forgets it). The caller has checked that the
 * profile owns the kit.
 */
export async function saveBrandKitChoice(
  db: Executor,
  profileId: string,
  brandKitId: string | null,
  now: Date,
): Promise<void> {
  if (brandKitId === null) {
    await db.delete(brandKitChoices).where(eq(brandKitChoices.profileId, profileId));
    return;
  }
  await db
    .insert(brandKitChoices)
    .values({ profileId, brandKitId, updatedAt: now })
    .onConflictDoUpdate({
      target: brandKitChoices.profileId,
      set: { brandKitId, updatedAt: now },
    });
}
