import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The seed's route table. Keep it in step with `isAppRoute` and `legacyRedirects` in
 * packages/contracts/src/routes.ts, which the server uses to answer 200, 404 or a redirect
 * (routes.test.ts checks the two agree).
 */
export default [
  // The prerendered pages sit outside the app shell: they must stay light (the landing page ≤ 120 KB
  // of JavaScript before any interaction, little work while hydrating), so they do not load the
  // query client, the toaster or the payment check until a signed-in visitor needs them
  // (docs/decisions/0012-public-site.md, 0019-public-site-performance.md).
  index("routes/landing.tsx"),
  route("pricing", "routes/pricing.tsx"),
  // The same two pages in Bangla (docs/i18n.md): each route carries only its language's strings.
  route("bn", "routes/landing-bn.tsx"),
  route("bn/pricing", "routes/pricing-bn.tsx"),
  layout("routes/app-shell.tsx", [
    route("auth", "routes/auth.tsx"),
    route("auth/reset-password", "routes/auth-reset-password.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("contact", "routes/contact.tsx"),
    // The legal and contact pages in Bangla (docs/i18n.md); not prerendered, like the English ones.
    route("bn/privacy", "routes/privacy-bn.tsx"),
    route("bn/terms", "routes/terms-bn.tsx"),
    route("bn/contact", "routes/contact-bn.tsx"),
    layout("routes/protected-layout.tsx", [
      route("dashboard", "routes/dashboard-home.tsx"),
      route("dashboard/history", "routes/dashboard-history.tsx"),
      route("dashboard/profile", "routes/dashboard-profile.tsx"),
      route("dashboard/brands", "routes/dashboard-brands.tsx"),
      route("dashboard/templates", "routes/dashboard-templates.tsx"),
      route("tools/:slug", "routes/tool.tsx"),
      // The operator console: one route whose screens are loaded only when an operator opens
      // them (routes/console.tsx), so the route manifest every page loads stays small.
      route("console/*", "routes/console.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
