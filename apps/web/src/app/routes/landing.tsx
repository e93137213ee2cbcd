import { formatBdt, formatWholeNumber } from "@outsmart/contracts/format";
import { enterpriseOffer, packTopUpNote, plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Faq } from "~/features/site/components/faq";
import { HeroPrompt } from "~/features/site/components/hero-prompt";
import {
  IconCard,
  SectionHeading,
  audiences,
  features,
  platforms,
} from "~/features/site/components/landing-sections";
import { PlanCard } from "~/features/site/components/plan-card";
import { RoiCalculator } from "~/features/site/components/roi-calculator";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { useScrollReveal } from "~/features/site/hooks/use-scroll-reveal";
import { useSiteSession } from "~/features/site/hooks/use-site-session";
import { publicPageMeta } from "~/features/site/lib/page-meta";

// Only signed-in visitors load this (the query client, the toaster, the user menu).
const LandingAccount = lazy(() => import("../landing-account"));

export function meta() {
  return publicPageMeta({
    title: "Outsmart · AI marketing content tools · Grow Smarter, Not Harder",
    description:
      "Outsmart writes your captions, ad copy, emails, blog posts and campaign plans with AI. Start free; top up with bKash when you need premium models.",
    openGraph: true,
  });
}

export default function LandingPage() {
  useScrollReveal();
  const { signedIn, loadAccount, onSignedInChange } = useSiteSession();

  return (
    <>
      <SiteHeader
        onLanding
        signedIn={signedIn === true}
        accountMenu={
          loadAccount ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <LandingAccount onSignedInChange={onSignedInChange} />
            </Suspense>
          ) : null
        }
      />
      <main>
        <section
          aria-labelledby="hero-title"
          className="bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-32 pb-20 sm:px-6 sm:pt-40"
        >
          <div className="mx-auto max-w-4xl text-center">
            <p className="font-semibold text-brand-700">Grow Smarter, Not Harder</p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl"
            >
              Don&apos;t Just Run Ads. Outsmart the Competition.
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">
              Outsmart&apos;s AI tools plan your campaigns and write the copy: audiences, ads,
              captions, emails and reports, shaped for every platform you sell on.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link to={paths.auth} className={buttonVariants({ variant: "primary", size: "lg" })}>
                Start Winning
              </Link>
              <a href="#pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
                See pricing
              </a>
            </div>
            <HeroPrompt />
          </div>
          <div className="mx-auto mt-16 max-w-4xl text-center">
            <p className="text-sm font-medium text-slate-600">
              Copy shaped for the platforms you market on
            </p>
            <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
              {platforms.map((platform) => (
                <li key={platform} className="text-base font-semibold text-slate-500">
                  {platform}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          id="features"
          aria-labelledby="features-title"
          className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-28"
        >
          <SectionHeading id="features-title" eyebrow="Features" title="Your AI Marketing Team">
            Four kinds of work, 29 tools, one place.
          </SectionHeading>
          <ul className="mx-auto mt-14 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <IconCard key={feature.title} {...feature} />
            ))}
          </ul>
        </section>

        <section
          id="whofor"
          aria-labelledby="whofor-title"
          className="scroll-mt-16 bg-slate-50 px-4 py-20 sm:px-6 sm:py-28"
        >
          <SectionHeading id="whofor-title" eyebrow="Use Cases" title="Built for Modern Marketers">
            Whether you sell products, serve clients or grow a software business.
          </SectionHeading>
          <ul className="mx-auto mt-14 grid max-w-6xl gap-6 md:grid-cols-3">
            {audiences.map((audience) => (
              <IconCard key={audience.title} {...audience} />
            ))}
          </ul>
        </section>

        <section
          id="roi"
          aria-labelledby="roi-title"
          className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-28"
        >
          <SectionHeading id="roi-title" eyebrow="ROI Calculator" title="See What You Could Save">
            Move the slider to your monthly ad spend.
          </SectionHeading>
          <div className="mx-auto mt-12 max-w-3xl" data-reveal>
            <RoiCalculator />
          </div>
        </section>

        <section
          id="pricing"
          aria-labelledby="pricing-title"
          className="scroll-mt-16 bg-slate-50 px-4 py-20 sm:px-6 sm:py-28"
        >
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, Honest Pricing">
            Start free. Buy credits once when you need premium models; they never expire.
          </SectionHeading>
          <div className="mx-auto mt-16 grid max-w-6xl gap-8 lg:grid-cols-3">
            {([plans.starter, plans.pro] as const).map((plan) => (
              <PlanCard
                key={plan.id}
                name={plan.name}
                price={formatBdt(plan.priceBdt)}
                period={plan.period}
                description={plan.description}
                credits={`${formatWholeNumber(plan.credits)} credits`}
                features={plan.features}
                popular={plan.popular}
                note={packTopUpNote}
                action={
                  <Link
                    to={paths.pricing}
                    className={buttonVariants({
                      variant: plan.popular ? "primary" : "outline",
                      size: "lg",
                    })}
                  >
                    {plan.popular ? "Get Started" : "Choose Plan"}
                  </Link>
                }
              />
            ))}
            <PlanCard
              name={enterpriseOffer.name}
              price="Custom"
              description={enterpriseOffer.description}
              features={enterpriseOffer.features}
              action={
                <Link
                  to={paths.contact}
                  className={buttonVariants({ variant: "outline", size: "lg" })}
                >
                  {enterpriseOffer.cta}
                </Link>
              }
            />
          </div>
        </section>

        <section
          id="faq"
          aria-labelledby="faq-title"
          className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-28"
        >
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" />
          <div className="mx-auto mt-12 max-w-3xl">
            <Faq />
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
