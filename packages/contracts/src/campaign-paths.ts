/**
 * The addresses of a campaign kit's page and of a campaign (ADR 0085). Both are views of
 * /dashboard/templates chosen by a query parameter, loaded lazily by that route: a route of their
 * own would add to the route manifest every signed-in page loads (the JS budget). Kept apart from
 * the kits' data. The history builds the campaign address itself from `paths.templates`, so its
 * chunk gains no module (generation-history.tsx).
 */
export const campaignKitPath = (id: string, brief?: "en" | "bn") =>
  `/dashboard/templates?kit=${encodeURIComponent(id)}${brief ? `&brief=${brief}` : ""}`;

export const campaignPath = (id: string) =>
  `/dashboard/templates?campaign=${encodeURIComponent(id)}`;
