import {
  BRAND_KIT_LIMITS,
  type BrandKit,
  type BrandKitFields,
  type BrandKitList,
} from "@outsmart/contracts/brand-kit";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { parseUuid } from "../../lib/keyset-page.ts";
import {
  type BrandKitRow,
  deleteBrandKit,
  findBrandKit,
  findChosenBrandKitId,
  insertBrandKit,
  listBrandKits,
  saveBrandKitChoice,
  updateBrandKit,
} from "./brands.queries.ts";

export type BrandsService = ReturnType<typeof createBrandsService>;

/** The one answer for a kit id the caller does not own, whether it exists or not (ADR 0068). */
export const brandKitNotFound = () =>
  new AppError("NOT_FOUND", "That brand kit was not found in your brand kits.");

/** The kit's fields as the prompt and the offline writer read them (no ids, no dates). */
export function brandKitFields(row: BrandKitRow): BrandKitFields {
  return {
    name: row.name,
    products: row.products,
    audience: row.audience,
    tone: row.tone,
    toneNotes: row.toneNotes,
    wordsToUse: row.wordsToUse,
    wordsToAvoid: row.wordsToAvoid,
    samples: row.samples,
    defaultLanguage: row.defaultLanguage,
    salesChannel: row.salesChannel,
  };
}

function toBrandKit(row: BrandKitRow): BrandKit {
  return {
    id: row.id,
    ...brandKitFields(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "EcoStep" → "EcoStep (copy)", cut so it stays within the name's limit. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, BRAND_KIT_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Brand kits: list, read, create, replace, duplicate and delete the caller's own kits, the kit a
 * generation is written for, and the kit remembered for the tool pages. Every id that is not the
 * caller's answers 404, the same as an id that does not exist.
 */
export function createBrandsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** The caller's kit with this id, or 404. */
  async function owned(profileId: string, id: string): Promise<BrandKitRow> {
    const uuid = parseUuid(id);
    const row = uuid ? await findBrandKit(db, profileId, uuid) : undefined;
    if (!row) throw brandKitNotFound();
    return row;
  }

  async function create(profileId: string, fields: BrandKitFields): Promise<BrandKit> {
    const row = await insertBrandKit(db, profileId, fields, clock.now(), BRAND_KIT_LIMITS.kits);
    if (!row)
      throw new AppError(
        "CONFLICT",
        `You can keep at most ${BRAND_KIT_LIMITS.kits} brand kits. Delete one you no longer use first.`,
      );
    return toBrandKit(row);
  }

  return {
    async list(profileId: string): Promise<BrandKitList> {
      return { brandKits: (await listBrandKits(db, profileId)).map(toBrandKit) };
    },

    async get(profileId: string, id: string): Promise<BrandKit> {
      return toBrandKit(await owned(profileId, id));
    },

    create,

    async update(profileId: string, id: string, fields: BrandKitFields): Promise<BrandKit> {
      const uuid = parseUuid(id);
      const row = uuid ? await updateBrandKit(db, profileId, uuid, fields, clock.now()) : undefined;
      if (!row) throw brandKitNotFound();
      return toBrandKit(row);
    },

    async duplicate(profileId: string, id: string): Promise<BrandKit> {
      const fields = brandKitFields(await owned(profileId, id));
      return await create(profileId, { ...fields, name: copyName(fields.name) });
    },

    async remove(profileId: string, id: string): Promise<void> {
      const uuid = parseUuid(id);
      if (!uuid || !(await deleteBrandKit(db, profileId, uuid))) throw brandKitNotFound();
    },

    /** The kit a generation is written for: its id and fields, or 404 (run-tool.service.ts). */
    async forGeneration(profileId: string, id: string) {
      const row = await owned(profileId, id);
      return { id: row.id, fields: brandKitFields(row) };
    },

    /** Checks the caller owns the kit (the history's filter); 404 otherwise. */
    async assertOwned(profileId: string, id: string): Promise<string> {
      return (await owned(profileId, id)).id;
    },

    /** The kit remembered for the tool pages (GET /api/account/preferences). */
    async chosen(profileId: string): Promise<string | null> {
      return await findChosenBrandKitId(db, profileId);
    },

    /** Remembers the caller's own kit, or forgets the choice (null); 404 for anyone else's. */
    async choose(profileId: string, id: string | null): Promise<string | null> {
      const kitId = id === null ? null : (await owned(profileId, id)).id;
      await saveBrandKitChoice(db, profileId, kitId, clock.now());
      return kitId;
    },
  };
}
