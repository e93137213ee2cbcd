import { formatBdt } from "@outsmart/contracts/format";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { type Offer, packOnSale, packTier } from "@outsmart/contracts/offer";
import { type PackId, plans } from "@outsmart/contracts/plans";
import type { ReactNode } from "react";
import type { PricingMessages } from "../i18n/pricing-en";
import { icon } from "./icons";

const CheckIcon = icon("M20 6 9 17l-5-5");

export type PlanCardProps = {
  name: string;
  /** Shown as given, e.g. "৳500" or "Custom". */
  price: string;
  /** "one-time", "month"; omitted for custom pricing. */
  period?: string | undefined;
  description: string;
  /** e.g. "250 credits"; omitted when the plan has none to show. */
  credits?: string | undefined;
  features: readonly string[];
  popular?: boolean;
  /** The "Most Popular" badge's words, shown on a popular plan. */
  popularLabel?: string;
  /** A label beside the name, e.g. "Current Plan". */
  badge?: string | undefined;
  /** The card's button or link. */
  action: ReactNode;
  /** A line under the button, e.g. "Top up with bKash • 1 Credit = ৳2". */
  note?: string | undefined;
  /** Above the button: what the plan's credits can be spent on here, or why it is not on sale. */
  availability?: ReactNode;
};

/**
 * The seed's reusable plan card: name, price, period, description, credits and features, the
 * "Most Popular" badge on the popular plan, one action and an optional note. Used by the landing
 * page's pricing section and the pricing page. No `cn` here: it sits in the signed-in
 * shell's chunk, which the landing page must not load.
 */
export function PlanCard({
  name,
  price,
  period,
  description,
  credits,
  features,
  popular = false,
  popularLabel,
  badge,
  action,
  note,
  availability,
}: PlanCardProps) {
  return (
    <section
      aria-label={name}
      className={`relative flex flex-col rounded-3xl border bg-white p-6 sm:p-8 ${
        popular
          ? "border-brand-600 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600"
          : "border-slate-200 shadow-sm"
      }`}
      data-reveal
    >
      {popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {popularLabel}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {badge ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600">{description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price}</span>
        {period ? <span className="text-sm text-slate-600">/ {period}</span> : null}
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-brand-700">{credits}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      {availability}
      <div className="mt-8 [&>*]:w-full">{action}</div>
      {note ? <p className="mt-3 text-center text-xs text-slate-500">{note}</p> : null}
    </section>
  );
}

/** The id of a pack card's availability line, for its button's `aria-describedby`. */
export const packAvailabilityId = (packId: PackId) => `${packId}-availability`;

/**
 * A credit pack's card (Starter, Pro), drawn from the plan catalogue, with its action. With the
 * installation's offer it names the models its credits can be spent on, or says that it is not on
 * sale (the caller then disables the action, described by that line).
 */
export function PackCard({
  packId,
  p,
  language,
  badge,
  action,
  offer,
}: {
  packId: PackId;
  /** The plan texts and card labels in the page's language. */
  p: PricingMessages;
  language: InterfaceLanguage;
  badge?: string | undefined;
  action: ReactNode;
  /** What this installation can sell; undefined until the server answers. */
  offer?: Offer | undefined;
}) {
  const plan = plans[packId];
  const text = p.plans[packId];
  const models = offer?.tiers[packTier[packId]] ?? [];
  return (
    <PlanCard
      name={text.name}
      price={formatBdt(plan.priceBdt, language)}
      period={text.period}
      description={text.description}
      credits={p.credits(plan.credits)}
      features={text.features}
      popular={plan.popular}
      popularLabel={p.mostPopular}
      badge={badge}
      action={action}
      note={p.topUpNote}
      availability={
        // The line's room is kept before the offer is known, so the cards do not grow (CLS).
        <p
          id={packAvailabilityId(packId)}
          className={`mt-6 min-h-15 text-sm ${offer && !packOnSale(packId, offer) ? "font-medium text-amber-800" : "text-slate-600"}`}
        >
          {offer === undefined ? null : packOnSale(packId, offer) ? (
            <>
              <span className="font-medium text-slate-900">{p.availableHere}</span>{" "}
              {models.map((model) => model.name).join(", ")}
            </>
          ) : (
            p.notOnSale[packId]
          )}
        </p>
      }
    />
  );
}
