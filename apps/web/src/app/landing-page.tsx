import { paths } from "@outsmart/contracts/routes";
import { type ComponentType, lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { HeroPrompt } from "~/features/site/components/hero-prompt";
import { RoiCalculator } from "~/features/site/components/roi-calculator";
import { SiteHeader } from "~/features/site/components/site-header";
import { useScrollReveal } from "~/features/site/hooks/use-scroll-reveal";
import { useSiteSession } from "~/features/site/hooks/use-site-session";
import type { SiteMessages } from "~/features/site/i18n/site-en";
import { publicPageMeta } from "~/features/site/lib/page-meta";

/** The platforms the tools write for (product decisions §7: a strip of platforms, no customer logos). */
const platforms = ["Google Ads", "Facebook", "Instagram", "TikTok", "LinkedIn", "YouTube"];

// Only signed-in visitors load this (the query client, the toaster, the user menu).
const LandingAccount = lazy(() => import("./landing-account"));

/** The landing page's title and description (its other languages: build-support/hreflang.ts). */
export function landingMeta(m: SiteMessages) {
  return publicPageMeta({
    title: m.metaTitle,
    description: m.metaDescription,
    openGraph: true,
    language: m.language,
  });
}

/**
 * The landing page in one language: `m` is that language's catalogue and the sections below the
 * fold and the footer come with theirs (routes/landing.tsx, routes/landing-bn.tsx), so a page
 * carries only its own language's strings and loads the static parts' strings with their code.
 */
export function LandingPage({
  m,
  FeaturesAndUseCases,
  PricingAndFaq,
  RoiHeading,
  RoiNote,
  Footer,
}: {
  m: SiteMessages;
  FeaturesAndUseCases: ComponentType;
  PricingAndFaq: ComponentType;
  RoiHeading: ComponentType;
  RoiNote: ComponentType;
  Footer: ComponentType;
}) {
  useScrollReveal();
  const { signedIn, loadAccount, onSignedInChange } = useSiteSession();

  return (
    <>
      <SiteHeader
        m={m}
        page={paths.home}
        onLanding
        signedIn={signedIn === true}
        accountMenu={
          loadAccount ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <LandingAccount onSignedInChange={onSignedInChange} language={m.language} />
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
            <p className="font-semibold text-brand-700">{m.heroEyebrow}</p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl"
            >
              {m.heroTitle}
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{m.heroLead}</p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link to={paths.auth} className={buttonVariants({ variant: "primary", size: "lg" })}>
                {m.startWinning}
              </Link>
              <a href="#pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
                {m.seePricing}
              </a>
            </div>
            <HeroPrompt m={m} />
          </div>
          <div className="mx-auto mt-16 max-w-4xl text-center">
            <p className="text-sm font-medium text-slate-600">{m.platformsTitle}</p>
            <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
              {[...platforms, m.platformEmail].map((platform) => (
                <li key={platform} className="text-base font-semibold text-slate-500">
                  {platform}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <FeaturesAndUseCases />

        <section id="roi" aria-labelledby="roi-title" className="px-4 py-20 sm:px-6 sm:py-28">
          <RoiHeading />
          <div className="mx-auto mt-12 max-w-3xl" data-reveal>
            <RoiCalculator m={m} note={<RoiNote />} />
          </div>
        </section>

        <PricingAndFaq />
      </main>
      <Footer />
    </>
  );
}
