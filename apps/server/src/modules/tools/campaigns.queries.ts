import type { CampaignStatus, KitBrief } from "@outsmart/contracts/campaign-kits";
import type { TemplateLanguage } from "@outsmart/contracts/campaign-templates";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { campaigns } from "../../db/schema/campaigns.ts";

/**
 * The only place that touches `campaigns` (a campaign kit's run, ADR 0085). Reads are scoped by
 * the owner's profile id; the steps themselves are generations (generations.queries.ts).
 */
export async function insertCampaign(
  db: Executor,
  values: {
    ownerId: string;
    kitId: string;
    briefLanguage: TemplateLanguage;
    brief: KitBrief;
    stepsTotal: number;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error("campaign not recorded");
  return row.id;
}

export async function finishCampaign(
  db: Executor,
  id: string,
  status: Exclude<CampaignStatus, "running">,
  finishedAt: Date,
): Promise<void> {
  await db.update(campaigns).set({ status, finishedAt }).where(eq(campaigns.id, id));
}

export async function findCampaign(db: Executor, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.id, id)));
  return row;
}
