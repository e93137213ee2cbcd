/** The 404 page in English, the seed's texts (docs/i18n.md); not-found-bn.ts is typed with it. */
export const notFoundEn = {
  pageTitle: "Page not found · Outsmart",
  oops: "Oops! Page not found",
  lead: "The page you are looking for does not exist or has moved.",
  home: "Return to Home",
  seePricing: "See pricing",
};

export type NotFoundMessages = typeof notFoundEn;
