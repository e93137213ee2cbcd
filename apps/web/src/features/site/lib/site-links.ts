import type { SiteMessages } from "../i18n/site-en";

/** The landing page's sections, in page order: the header's anchors and the mobile menu. */
export const landingSections = (m: SiteMessages) => [
  { id: "features", label: m.navFeatures },
  { id: "whofor", label: m.navUseCases },
  { id: "pricing", label: m.navPricing },
  { id: "faq", label: m.navFaq },
];
