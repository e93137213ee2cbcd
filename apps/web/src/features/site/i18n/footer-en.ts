/**
 * The public site's footer in English, the seed's texts. Apart from the page's catalogue: on the
 * landing page the footer loads with the sections below the fold.
 */
export const footerEn = {
  language: "en" as "en" | "bn",
  tagline:
    "Grow smarter, not harder, with AI-powered marketing tools that write your captions, ads, emails and campaign plans.",
  product: "Product",
  support: "Support",
  features: "Features",
  pricing: "Pricing",
  faq: "FAQ",
  contactUs: "Contact Us",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  privacy: "Privacy",
  terms: "Terms",
  contact: "Contact",
  legal: "Legal",
  rights: (year: number) => `© ${year} Outsmart. All rights reserved.`,
};

export type FooterMessages = typeof footerEn;
