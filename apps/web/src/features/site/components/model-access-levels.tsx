import { defaultTierCost, modelTiers } from "@outsmart/contracts/models";
import type { Offer } from "@outsmart/contracts/offer";
import type { PricingMessages } from "../i18n/pricing-en";

/**
 * The pricing page's "AI Model Access Levels": the models of each tier that this installation can
 * use right now (GET /api/offer, the same registry and availability the tool page's model picker
 * uses), so the page never promises a model that cannot answer here. A tier with none says so.
 */
export function ModelAccessLevels({ offer, p }: { offer: Offer | undefined; p: PricingMessages }) {
  const costLabel = (credits: number) =>
    credits === 0 ? p.noCredits : p.costPerGeneration(credits);
  return (
    <section aria-labelledby="model-levels" className="mx-auto mt-24 max-w-6xl">
      <h2
        id="model-levels"
        className="text-center text-3xl font-bold tracking-tight text-slate-900"
      >
        {p.modelLevelsTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{p.modelLevelsLead}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {modelTiers.map((tier) => (
          <section
            key={tier}
            aria-labelledby={`tier-${tier}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 id={`tier-${tier}`} className="text-lg font-semibold text-slate-900">
              {p.tierLabels[tier]}
            </h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{p.tierPlans[tier]}</p>
            <p className="mt-1 text-xs text-slate-600">{costLabel(defaultTierCost[tier])}</p>
            {offer === undefined ? (
              <p className="mt-5 text-sm text-slate-600" aria-busy="true">
                {p.checkingModels}
              </p>
            ) : offer.tiers[tier].length > 0 ? (
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {offer.tiers[tier].map((model) => (
                  <li key={model.id}>{model.name}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-5 text-sm text-slate-700">{p.noneAvailable}</p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
