import { formatBdt } from "@outsmart/contracts/format";
import { packOnSale } from "@outsmart/contracts/offer";
import {
  CREDIT_PRICE_BDT,
  type PackId,
  packIds,
  type PlanId,
  plans,
} from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { usePurchase } from "~/features/payments/hooks/use-purchase";
import {
  forgetPackToBuy,
  packInReturnPath,
  rememberedPackToBuy,
} from "~/features/payments/lib/pack-to-buy";
import { useOffer } from "~/features/site/api/get-offer";
import { useSiteSession } from "~/features/site/hooks/use-site-session";
import type { FooterMessages } from "~/features/site/i18n/footer-en";
import type { PricingMessages } from "~/features/site/i18n/pricing-en";
import type { SiteMessages } from "~/features/site/i18n/site-en";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { ModelAccessLevels } from "~/features/site/components/model-access-levels";
import { PackCard, packAvailabilityId, PlanCard } from "~/features/site/components/plan-card";
import {
  BadgeCheckIcon,
  LifeBuoyIcon,
  ShieldCheckIcon,
  ZapIcon,
} from "~/features/site/components/pricing-icons";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";

// Like the landing page, the pricing page is prerendered and kept light: only signed-in visitors
// load this (the query client, the toaster, the user menu, their plan).
const PricingAccount = lazy(() => import("./pricing-account"));

/** The pricing page's title and description (its other languages: build-support/hreflang.ts). */
export function pricingMeta(p: PricingMessages, language: "en" | "bn") {
  return publicPageMeta({
    title: p.metaTitle,
    description: p.metaDescription,
    openGraph: true,
    language,
  });
}

const promiseIcons = [ZapIcon, ShieldCheckIcon, LifeBuoyIcon] as const;

/** The pricing page in one language (routes/pricing.tsx, routes/pricing-bn.tsx). */
export function PricingPage({
  m,
  p,
  footer,
}: {
  m: SiteMessages;
  p: PricingMessages;
  footer: FooterMessages;
}) {
  const language = m.language;
  const { signedIn, loadAccount, onSignedInChange } = useSiteSession();
  const [accountPlan, setAccountPlan] = useState<PlanId>();
  const { purchase, processingPackId, ready } = usePurchase({ signedIn });
  const offer = useOffer();
  const [params, setParams] = useSearchParams();
  // The pack chosen before signing in or up (?pack= on the way back, or remembered across the
  // e-mail confirmation): once signed in, and while it is on sale, ask to continue buying it.
  // (Read only once signed in, after hydration, so the prerendered markup is unaffected.)
  const [choiceMade, setChoiceMade] = useState(false);
  const chosen =
    signedIn === true && offer !== undefined && !choiceMade
      ? (packInReturnPath(`${paths.pricing}?${params.toString()}`) ?? rememberedPackToBuy())
      : undefined;
  const packToContinue = chosen && offer && packOnSale(chosen, offer) ? chosen : undefined;
  const endContinuePurchase = () => {
    forgetPackToBuy();
    setChoiceMade(true);
    if (params.has("pack")) setParams({}, { replace: true });
  };
  // Signed-out visitors and new users are on the free plan (as the seed shows).
  const currentPlan: PlanId = (signedIn ? accountPlan : undefined) ?? "free";

  const packAction = (packId: PackId) => {
    const processing = processingPackId === packId;
    // Never sell what cannot be delivered: off sale while no model of the pack's tier answers.
    const onSale = offer !== undefined && packOnSale(packId, offer);
    return (
      <button
        type="button"
        className={buttonVariants({
          variant: plans[packId].popular ? "primary" : "outline",
          size: "lg",
        })}
        disabled={processing || !ready || !onSale}
        aria-busy={processing || undefined}
        aria-describedby={offer ? packAvailabilityId(packId) : undefined}
        onClick={() => purchase(packId)}
      >
        {processing ? p.processing : p.payWithBkash}
      </button>
    );
  };

  return (
    <>
      <SiteHeader
        m={m}
        page={paths.pricing}
        signedIn={signedIn === true}
        accountMenu={
          loadAccount ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <PricingAccount
                language={language}
                onSignedInChange={onSignedInChange}
                onPlanChange={setAccountPlan}
                packToContinue={packToContinue}
                onContinuePurchase={(packId) => {
                  endContinuePurchase();
                  purchase(packId);
                }}
                onDismissPurchase={endContinuePurchase}
              />
            </Suspense>
          ) : null
        }
      />
      <main className="bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-32 pb-24 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="font-semibold text-brand-700">{p.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {p.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{p.lead}</p>
        </div>

        <div className="mx-auto mt-16 grid max-w-6xl gap-8 lg:grid-cols-3">
          <PlanCard
            name={p.plans.free.name}
            price={formatBdt(plans.free.priceBdt, language)}
            period={p.plans.free.period}
            description={p.plans.free.description}
            features={p.plans.free.features}
            action={
              <button
                type="button"
                className={buttonVariants({ variant: "outline", size: "lg" })}
                disabled
              >
                {currentPlan === "free" ? p.currentPlan : p.included}
              </button>
            }
          />
          {packIds.map((packId) => (
            <PackCard
              key={packId}
              packId={packId}
              p={p}
              language={language}
              badge={currentPlan === packId ? p.currentPlan : undefined}
              action={packAction(packId)}
              offer={offer}
            />
          ))}
        </div>

        <ModelAccessLevels offer={offer} p={p} />

        <section
          aria-labelledby="easy-payment"
          className="mx-auto mt-24 max-w-6xl rounded-3xl bg-slate-900 px-6 py-12 text-white sm:px-12"
        >
          <div className="flex items-center gap-3">
            <BadgeCheckIcon className="size-7 text-emerald-300" />
            <h2 id="easy-payment" className="text-2xl font-bold tracking-tight">
              {p.easyPayment}
            </h2>
          </div>
          <p className="mt-3 max-w-2xl text-slate-300">
            {p.easyPaymentBody(formatBdt(CREDIT_PRICE_BDT, language))}
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {p.promises.map(({ title, body }, index) => {
              const Icon = promiseIcons[index] ?? ZapIcon;
              return (
                <li key={title}>
                  <Icon className="size-6 text-emerald-300" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-300">{body}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
      <SiteFooter m={footer} />
    </>
  );
}
