import { LandingPage, landingMeta } from "../landing-page";
import { siteEn } from "~/features/site/i18n/site-en";
import { deferredModule } from "~/lib/deferred-hydration";

// Below the fold and static (the ROI calculator's heading and note, the footer too): their code (with their English strings) loads when they come into
// view or at the first interaction; the prerendered HTML has them in full (lib/deferred-hydration.tsx).
const belowTheFold = deferredModule(
  () => import("~/features/site/components/landing-sections-en"),
  import.meta.env.SSR ? await import("~/features/site/components/landing-sections-en") : undefined,
);
const FeaturesAndUseCases = belowTheFold((module) => module.FeaturesAndUseCases);
const PricingAndFaq = belowTheFold((module) => module.PricingAndFaq);
const RoiHeading = belowTheFold((module) => module.RoiHeading);
const RoiNote = belowTheFold((module) => module.RoiNote);
const Footer = belowTheFold((module) => module.Footer);

export function meta() {
  return landingMeta(siteEn);
}

/** `/`: the landing page in English. */
export default function Landing() {
  return (
    <LandingPage
      m={siteEn}
      FeaturesAndUseCases={FeaturesAndUseCases}
      PricingAndFaq={PricingAndFaq}
      RoiHeading={RoiHeading}
      RoiNote={RoiNote}
      Footer={Footer}
    />
  );
}
