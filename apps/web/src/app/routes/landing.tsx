import { paths } from "@outsmart/contracts/routes";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { HeroPrompt } from "~/features/site/components/hero-prompt";
import { RoiCalculator } from "~/features/site/components/roi-calculator";
import { SectionHeading } from "~/features/site/components/section-heading";
import { SiteFooter } from "~/features/site/components/site-footer";
import { SiteHeader } from "~/features/site/components/site-header";
import { useScrollReveal } from "~/features/site/hooks/use-scroll-reveal";
import { useSiteSession } from "~/features/site/hooks/use-site-session";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { deferredModule } from "~/lib/deferred-hydration";

// Only signed-in visitors load this (the query client, the toaster, the user menu).
const LandingAccount = lazy(() => import("../landing-account"));

// Below the fold and static: their code loads when they come into view or at the first
// interaction; the prerendered HTML has them in full (lib/deferred-hydration.tsx).
const belowTheFold = deferredModule(
  () => import("~/features/site/components/landing-sections"),
  import.meta.env.SSR ? await import("~/features/site/components/landing-sections") : undefined,
);
const FeaturesAndUseCases = belowTheFold((module) => module.FeaturesAndUseCases);
const PricingAndFaq = belowTheFold((module) => module.PricingAndFaq);

/** The platforms the tools write for (product decisions §7: a strip of platforms, no customer logos). */
const platforms = [
  "Google Ads",
  "Facebook",
  "Instagram",
  "TikTok",
  "LinkedIn",
  "YouTube",
  "Email",
] as const;

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

        <FeaturesAndUseCases />

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

        <PricingAndFaq />
      </main>
      <SiteFooter />
    </>
  );
}
