import { localizedPath } from "@outsmart/contracts/interface-language";
import { paths } from "@outsmart/contracts/routes";
import { type ComponentType, lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { HeroPrompt } from "./hero-prompt";
import { RoiCalculator } from "./roi-calculator";
import { SiteHeader } from "./site-header";
import { useScrollReveal } from "../hooks/use-scroll-reveal";
import { useSiteSession } from "../hooks/use-site-session";
import type { SiteMessages } from "../i18n/site-en";
import { publicPageMeta } from "../lib/page-meta";

// Only signed-in visitors load this (the query client, the toaster, the user menu).
const LandingAccount = lazy(() => import("~/app/landing-account"));

/** The landing page's title, description and its address in each language. */
export function landingMeta(m: SiteMessages) {
  return publicPageMeta({
    title: m.metaTitle,
    description: m.metaDescription,
    openGraph: true,
    language: m.language,
    alternates: { en: localizedPath(paths.home, "en"), bn: localizedPath(paths.home, "bn") },
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
              {m.platforms.map((platform) => (
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
