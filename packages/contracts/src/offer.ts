// No schema library here: the prerendered landing and pricing pages import this (offer-schema.ts
// holds the response schema for the server and tests).
import { type ModelTier, modelTiers, tierLabels } from "./models.ts";
import { type PackId, plans } from "./plans.ts";

/**
 * What this installation can sell right now (issue 14, product decisions §8 "Honest selling"): the
 * models of each tier whose provider can answer. A pack is on sale only while at least one model
 * of the tier it unlocks is available, so its credits can always be spent. The pricing page and
 * the plan cards show this; `create-bkash-payment` refuses a pack that is not on sale.
 */
export type OfferedModel = { id: string; name: string };
export type Offer = { tiers: Record<ModelTier, OfferedModel[]> };

/** The tier each pack unlocks: Starter the premium models, Pro the enterprise ones. */
export const packTier: Readonly<Record<PackId, ModelTier>> = {
  starter: "premium",
  pro: "enterprise",
};

export function packOnSale(packId: PackId, offer: Offer): boolean {
  return offer.tiers[packTier[packId]].length > 0;
}

/** Why a pack cannot be bought: shown on its card and sent with the server's 409. */
export function packNotOnSaleMessage(packId: PackId): string {
  const tier = tierLabels[packTier[packId]].toLowerCase();
  return `The ${plans[packId].name} is not on sale: no ${tier.replace(/s$/, "")} is available on this installation yet.`;
}

/** An empty offer, e.g. for tests. */
export function emptyOffer(): Offer {
  const tiers = {} as Offer["tiers"];
  for (const tier of modelTiers) tiers[tier] = [];
  return { tiers };
}
