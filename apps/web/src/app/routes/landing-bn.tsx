import { LandingPage, landingMeta } from "../landing-page";
import { siteBn } from "~/features/site/i18n/site-bn";
import { deferredModule } from "~/lib/deferred-hydration";

// Below the fold and static (the ROI calculator's heading and note, the footer too): their code (with their Bangla strings) loads when they come into
// view or at the first interaction; the prerendered HTML has them in full (lib/deferred-hydration.tsx).
const belowTheFold = deferredModule(
  () => import("~/features/site/components/landing-sections-bn"),
  import.meta.env.SSR ? await import("~/features/site/components/landing-sections-bn") : undefined,
);
const FeaturesAndUseCases = belowTheFold((module) => module.FeaturesAndUseCases);
const PricingAndFaq = belowTheFold((module) => module.PricingAndFaq);
const RoiHeading = belowTheFold((module) => module.RoiHeading);
const RoiNote = belowTheFold((module) => module.RoiNote);
const Footer = belowTheFold((module) => module.Footer);

export function meta() {
  return landingMeta(siteBn);
}

/** `/bn`: the landing page in Bangla. */
export default function Landing() {
  return (
    <LandingPage
      m={siteBn}
      FeaturesAndUseCases={FeaturesAndUseCases}
      PricingAndFaq={PricingAndFaq}
      RoiHeading={RoiHeading}
      RoiNote={RoiNote}
      Footer={Footer}
    />
  );
}
