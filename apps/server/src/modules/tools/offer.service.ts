import { type ModelTier, tierLabels } from "@outsmart/contracts/models";
import { emptyOffer, type Offer, packOnSale, packTier } from "@outsmart/contracts/offer";
import { type PackId, packIds, plans } from "@outsmart/contracts/plans";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import { findProvider } from "../../integrations/ai-providers/provider-table.ts";

export type OfferService = ReturnType<typeof createOfferService>;

/**
 * What this installation can sell (ADR 0046): the models of each tier that can answer now, and so
 * which packs are on sale. Read by GET /api/offer (pricing page, plan cards) and by
 * create-bkash-payment, which refuses a pack whose tier has nothing available.
 */
export function createOfferService(deps: { registry: ModelRegistry }) {
  async function current(): Promise<Offer> {
    const offer = emptyOffer();
    const models = deps.registry.all();
    const answers = await Promise.all(models.map((model) => deps.registry.availability(model)));
    models.forEach((model, index) => {
      if (answers[index]?.available)
        offer.tiers[model.tier].push({ id: model.id, name: model.name });
    });
    return offer;
  }
  return {
    current,
    async packOnSale(packId: PackId): Promise<boolean> {
      return packOnSale(packId, await current());
    },
  };
}

/**
 * The one start-up line for an operator whose paid tiers have no configured provider: which tiers
 * are empty, which packs are therefore off sale, and which variables would fill them. Undefined
 * when every tier that a pack unlocks has a configured provider.
 */
export function emptyTiersNotice(registry: ModelRegistry): string | undefined {
  const models = registry.all();
  const paidTiers = [...new Set(Object.values(packTier))];
  const empty = paidTiers.filter(
    (tier) => !models.some((model) => model.tier === tier && registry.configured(model)),
  );
  if (empty.length === 0) return undefined;
  const variables = new Set<string>();
  for (const tier of empty)
    for (const model of models)
      if (model.tier === tier)
        for (const name of Object.keys(findProvider(model.provider)?.env ?? {}))
          if (name.endsWith("_API_KEY")) variables.add(name);
  const offSale = packIds.filter((packId) => empty.includes(packTier[packId]));
  const tierNames = empty.map((tier: ModelTier) => tierLabels[tier].toLowerCase());
  return (
    `No AI provider is configured for the ${tierNames.join(" and ")} ` +
    `(${offSale.map((packId) => plans[packId].name).join(" and ")} not on sale). ` +
    `Set one of ${[...variables].join(", ")}, or CUSTOM_AI_BASE_URL with models in MODELS_FILE ` +
    `(docs/ai-models.md).`
  );
}
