import { type InterfaceLanguage, localizedPath } from "@outsmart/contracts/interface-language";
import { packOnSale } from "@outsmart/contracts/offer";
import { packIds, plans } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";
import { usableTools } from "@outsmart/contracts/tool-catalogue";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Faq } from "./faq";
import { icon, type SiteIcon, SparklesIcon } from "./icons";
import { useOffer } from "../api/get-offer";
import { ROI_SAVINGS_RATE } from "../lib/roi";
import type { PricingMessages } from "../i18n/pricing-en";
import type { SectionsMessages } from "../i18n/sections-en";
import { PackCard, packAvailabilityId, PlanCard } from "./plan-card";
import { SectionHeading } from "./section-heading";

/**
 * The landing page's static sections below the fold: features, use cases, pricing and the FAQ.
 * Their code loads when they come into view or at the first interaction (the landing page
 * hydrates them late, see lib/deferred-hydration.tsx), so nothing here may hold state or handle
 * input before that: links and <details> work without script. Their strings come from the
 * language's catalogues (landing-sections-en.tsx, landing-sections-bn.tsx bind them).
 */

// Lucide's shapes (ISC licence), drawn inline.
const RocketIcon = icon(
  "M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5",
  "M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09",
  "M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z",
  "M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05",
);
const ChartIcon = icon("M3 3v16a2 2 0 0 0 2 2h16", "M18 17V9", "M13 17V5", "M8 17v-3");
const DashboardIcon = icon(
  "M4 3h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z",
  "M15 3h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z",
  "M15 12h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1z",
  "M4 16h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1z",
);
const BagIcon = icon(
  "M16 10a4 4 0 0 1-8 0",
  "M3.103 6.034h17.794",
  "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
);
const BuildingIcon = icon(
  "M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z",
  "M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2",
  "M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2",
  "M10 6h4",
  "M10 10h4",
  "M10 14h4",
  "M10 18h4",
);
const CodeIcon = icon("m18 16 4-4-4-4", "m6 8-4 4 4 4", "m14.5 4-5 16");

const featureIcons = [RocketIcon, ChartIcon, DashboardIcon, SparklesIcon] as const;
const audienceIcons = [BagIcon, BuildingIcon, CodeIcon] as const;

function IconCard({ icon: Icon, title, body }: { icon: SiteIcon; title: string; body: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-reveal>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
    </li>
  );
}

export function FeaturesAndUseCases({ s }: { s: SectionsMessages }) {
  return (
    <>
      <section
        id="features"
        aria-labelledby="features-title"
        className="px-4 py-20 sm:px-6 sm:py-28"
      >
        <SectionHeading id="features-title" eyebrow={s.featuresEyebrow} title={s.featuresTitle}>
          {s.featuresLead(usableTools().length)}
        </SectionHeading>
        <ul className="mx-auto mt-14 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {s.features.map((feature, index) => (
            <IconCard key={feature.title} icon={featureIcons[index] ?? SparklesIcon} {...feature} />
          ))}
        </ul>
      </section>

      <section
        id="whofor"
        aria-labelledby="whofor-title"
        className="bg-slate-50 px-4 py-20 sm:px-6 sm:py-28"
      >
        <SectionHeading id="whofor-title" eyebrow={s.useCasesEyebrow} title={s.useCasesTitle}>
          {s.useCasesLead}
        </SectionHeading>
        <ul className="mx-auto mt-14 grid max-w-6xl gap-6 md:grid-cols-3">
          {s.audiences.map((audience, index) => (
            <IconCard key={audience.title} icon={audienceIcons[index] ?? BagIcon} {...audience} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** The ROI calculator's heading: static, so it hydrates late like the sections around it. */
export function RoiHeading({ s }: { s: SectionsMessages }) {
  return (
    <SectionHeading id="roi-title" eyebrow={s.roiEyebrow} title={s.roiTitle}>
      {s.roiLead}
    </SectionHeading>
  );
}

/** The ROI calculator's note on what the estimate assumes. */
export function RoiNote({ s }: { s: SectionsMessages }) {
  return (
    <p className="mt-6 text-sm leading-6 text-slate-600">
      {s.roiNote(Math.round(ROI_SAVINGS_RATE * 100))}
    </p>
  );
}

export function PricingAndFaq({
  s,
  p,
  language,
}: {
  s: SectionsMessages;
  p: PricingMessages;
  language: InterfaceLanguage;
}) {
  // Asked once this section hydrates; the prerendered cards link to /pricing until then.
  const offer = useOffer();
  return (
    <>
      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="bg-slate-50 px-4 py-20 sm:px-6 sm:py-28"
      >
        <SectionHeading id="pricing-title" eyebrow={s.pricingEyebrow} title={s.pricingTitle}>
          {s.pricingLead}
        </SectionHeading>
        <div className="mx-auto mt-16 grid max-w-6xl gap-8 lg:grid-cols-3">
          {packIds.map((packId) => {
            const variant = plans[packId].popular ? "primary" : "outline";
            const label = plans[packId].popular ? p.getStarted : p.choosePlan;
            return (
              <PackCard
                key={packId}
                packId={packId}
                p={p}
                language={language}
                offer={offer}
                action={
                  offer && !packOnSale(packId, offer) ? (
                    <button
                      type="button"
                      className={buttonVariants({ variant, size: "lg" })}
                      disabled
                      aria-describedby={packAvailabilityId(packId)}
                    >
                      {label}
                    </button>
                  ) : (
                    <Link
                      to={localizedPath(paths.pricing, language)}
                      className={buttonVariants({ variant, size: "lg" })}
                    >
                      {label}
                    </Link>
                  )
                }
              />
            );
          })}
          <PlanCard
            name={p.enterprise.name}
            price={p.enterprise.price}
            description={p.enterprise.description}
            features={p.enterprise.features}
            action={
              <Link
                to={paths.contact}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                {p.enterprise.cta}
              </Link>
            }
          />
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="faq-title" eyebrow={s.faqEyebrow} title={s.faqTitle} />
        <div className="mx-auto mt-12 max-w-3xl">
          <Faq faqs={s.faqs} />
        </div>
      </section>
    </>
  );
}
