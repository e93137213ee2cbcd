import { paths } from "@outsmart/contracts/routes";

/** The landing page's sections, in page order: the header's anchors and the mobile menu. */
export const landingSections = [
  { id: "features", label: "Features" },
  { id: "whofor", label: "Use Cases" },
  { id: "pricing", label: "Pricing" },
  { id: "faq", label: "FAQ" },
] as const;

export type SiteLink = { label: string; href: string };

/**
 * The footer's two columns (the seed's Product and Support). The seed's "Templates" and "API"
 * links are left out until those exist (ADR 0045).
 */
export const footerColumns: ReadonlyArray<{ title: string; links: readonly SiteLink[] }> = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/#features" },
      { label: "Pricing", href: paths.pricing },
      { label: "FAQ", href: "/#faq" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact Us", href: paths.contact },
      { label: "Privacy Policy", href: paths.privacy },
      { label: "Terms of Service", href: paths.terms },
    ],
  },
];

/** The bottom bar's links. */
export const legalLinks: readonly SiteLink[] = [
  { label: "Privacy", href: paths.privacy },
  { label: "Terms", href: paths.terms },
  { label: "Contact", href: paths.contact },
];

/** The year the site was built; the footer replaces it with the visitor's current year. */
export const BUILD_YEAR = new Date().getFullYear();
