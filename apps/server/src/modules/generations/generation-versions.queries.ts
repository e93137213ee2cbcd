import type { GenerationVersionKind, RefineNote } from "@outsmart/contracts/generation-versions";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { generationVersions } from "../../db/schema/generation-versions.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";

/**
 * The only place that touches `generation_versions`. Every read is scoped by the owner's profile
 * id, like the history's queries; the generation itself (version 1) is read through
 * generations.queries.ts.
 */

const columns = {
  number: generationVersions.number,
  kind: generationVersions.kind,
  content: generationVersions.content,
  createdAt: generationVersions.createdAt,
  refineAction: generationVersions.refineAction,
  refineInstruction: generationVersions.refineInstruction,
  refineLanguage: generationVersions.refineLanguage,
};

/** The saved versions (2, 3…) of one of the owner's generations, oldest first. */
export async function listVersions(db: Executor, profileId: string, generationId: string) {
  return await db
    .select(columns)
    .from(generationVersions)
    .where(
      and(
        eq(generationVersions.generationId, generationId),
        eq(generationVersions.ownerId, profileId),
      ),
    )
    .orderBy(asc(generationVersions.number));
}

/** One saved version by number, or the newest when `number` is undefined; undefined when none. */
export async function findVersion(
  db: Executor,
  profileId: string,
  generationId: string,
  number?: number,
) {
  const [row] = await db
    .select(columns)
    .from(generationVersions)
    .where(
      and(
        eq(generationVersions.generationId, generationId),
        eq(generationVersions.ownerId, profileId),
        number === undefined ? undefined : eq(generationVersions.number, number),
      ),
    )
    .orderBy(desc(generationVersions.number))
    .limit(1);
  return row;
}

/**
 * Saves the next version of one of the owner's succeeded text generations. The generation's row is
 * locked first, so concurrent saves number 2, 3… one after the other (the unique key on
 * (generation_id, number) would refuse a duplicate anyway). Undefined when the owner has no such
 * text generation. `within` runs in the same transaction once the version is written (a refine
 * settles its credit hold there, ADR 0078); what it returns is returned beside the version.
 */
export async function insertNextVersion<T = undefined>(
  db: Database,
  version: {
    profileId: string;
    generationId: string;
    kind: GenerationVersionKind;
    content: string;
    refine?: RefineNote;
  },
  within?: (tx: Executor) => Promise<T>,
) {
  return await db.transaction(async (tx) => {
    const [generation] = await tx
      .select({ id: userGenerations.id })
      .from(userGenerations)
      .where(
        and(
          eq(userGenerations.id, version.generationId),
          eq(userGenerations.userId, version.profileId),
          eq(userGenerations.status, "succeeded"),
          eq(userGenerations.contentType, "text"),
        ),
      )
      .for("update");
    if (!generation) return undefined;
    const [row] = await tx
      .insert(generationVersions)
      .values({
        generationId: version.generationId,
        ownerId: version.profileId,
        number: sql`(select coalesce(max(${generationVersions.number}), 1) + 1 from ${generationVersions} where ${generationVersions.generationId} = ${version.generationId})`,
        kind: version.kind,
        content: version.content,
        refineAction: version.refine?.action ?? null,
        refineInstruction: version.refine?.instruction ?? null,
        refineLanguage: version.refine?.language ?? null,
      })
      .returning(columns);
    if (!row) return undefined;
    const extra = within ? await within(tx) : undefined;
    return { ...row, extra: extra as T };
  });
}
