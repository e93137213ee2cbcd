import { formatBdt } from "@outsmart/contracts/format";
import { CREDIT_PRICE_BDT } from "@outsmart/contracts/plans";
import {
  type ModelTier,
  defaultTierCost,
  modelTiers,
  tierLabels,
} from "@outsmart/contracts/models";
import type { Offer } from "@outsmart/contracts/offer";

const tierPlans: Record<ModelTier, string> = {
  free: "Every plan",
  premium: "Starter Pack and up",
  enterprise: "Pro Pack only",
};

function costLabel(credits: number): string {
  return credits === 0
    ? "No credits per generation"
    : `${credits} credits · ${formatBdt(credits * CREDIT_PRICE_BDT)} per generation`;
}

/**
 * The pricing page's "AI Model Access Levels": the models of each tier that this installation can
 * use right now (GET /api/offer, the same registry and availability the tool page's model picker
 * uses), so the page never promises a model that cannot answer here. A tier with none says so.
 */
export function ModelAccessLevels({ offer }: { offer: Offer | undefined }) {
  return (
    <section aria-labelledby="model-levels" className="mx-auto mt-24 max-w-6xl">
      <h2
        id="model-levels"
        className="text-center text-3xl font-bold tracking-tight text-slate-900"
      >
        AI Model Access Levels
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        Your plan decides which models you can pick on every tool. These are the models available on
        this installation.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {modelTiers.map((tier) => (
          <section
            key={tier}
            aria-labelledby={`tier-${tier}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 id={`tier-${tier}`} className="text-lg font-semibold text-slate-900">
              {tierLabels[tier]}
            </h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{tierPlans[tier]}</p>
            <p className="mt-1 text-xs text-slate-600">{costLabel(defaultTierCost[tier])}</p>
            {offer === undefined ? (
              <p className="mt-5 text-sm text-slate-600" aria-busy="true">
                Checking which models are available…
              </p>
            ) : offer.tiers[tier].length > 0 ? (
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {offer.tiers[tier].map((model) => (
                  <li key={model.id}>{model.name}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-5 text-sm text-slate-700">
                None available on this installation yet.
              </p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
