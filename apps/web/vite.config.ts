import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the Vite server (port 5173) serves the app with hot reload and forwards API
// calls to the Node server (`npm run dev` starts both). Production serves the build from Node.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** React, React DOM and React Router: every page needs all of it before it can hydrate. */
const frameworkModule =
  /node_modules\/(react|react-dom|scheduler|react-router)\/|^\0vite\/preload-helper/;

/**
 * The light modules every public page shares (header, its icons and links, button
 * classes, route paths, number formatting). Listed one by one: a module that imports the API
 * client or a UI library must not land here, or the landing page would load it too.
 */
const publicSiteModule = new RegExp(
  [
    String.raw`src/features/site/components/(site-header|icons|language-switch)\.tsx$`,
    String.raw`src/features/site/(lib/site-links|lib/page-meta|hooks/use-site-session|api/has-session)\.ts$`,
  ].join("|"),
);

/**
 * What every page, public or signed in, uses from the shared code: route paths, number
 * formatting, the interface languages, the mark and the button classes. Apart from the public
 * site's group so the signed-in screens do not load the public header with them.
 */
const everyPageModule = new RegExp(
  [
    String.raw`src/components/(brand-mark\.tsx|ui/button-variants\.ts)$`,
    String.raw`src/lib/(flash-message|document-hydration)\.ts$`,
    String.raw`packages/contracts/src/(routes|route-redirects|format|interface-language)\.ts$`,
  ].join("|"),
);

/**
 * What every signed-in screen loads before it can be used: the providers, the shell (header,
 * sidebar, user menu, credits), the API client and session, the query library, the UI primitives
 * the shell draws with, and (through their imports) their icons and class helpers. One file
 * instead of ~30 small ones: the same code is 9 KiB smaller compressed as one (ADR 0070). The
 * framework and public-site groups keep what they match; the landing page loads none of this.
 */
const signedInShellModule = new RegExp(
  [
    String.raw`src/app/(providers|pending-payment-check)\.tsx$`,
    String.raw`src/components/(layouts/(dashboard-sidebar|skip-link)\.tsx|layouts/sidebar-state\.ts|tool-icon\.tsx|brand-logo\.tsx)$`,
    String.raw`src/components/(markdown|ui/(alert|badge|button|card|form-field|input|native-select|skeleton|spinner|textarea|toast-host))\.tsx$`,
    String.raw`src/components/ui/toast\.ts$`,
    String.raw`src/features/auth/(components/user-(avatar|menu)\.tsx|components/user-menu-button\.ts|lib/user-display\.ts)$`,
    String.raw`src/features/credits/api/get-credit-summary\.ts$`,
    String.raw`src/lib/(api-client|api-error|clipboard|cn|dates|plain-text|query-client|session|i18n/feature-catalogue)\.ts$`,
    String.raw`packages/contracts/src/(tool-catalogue|placeholder-email)\.ts$`,
    String.raw`node_modules/@tanstack/react-query/build/modern/useMutation\.js$`,
  ].join("|"),
);

/**
 * The landing page in every language: its components, shared by `/` and `/bn` (each route chunk
 * then holds little more than its language's catalogue).
 */
const landingModule =
  /src\/features\/site\/(components\/(hero-prompt|roi-calculator)\.tsx|hooks\/use-scroll-reveal\.ts|lib\/roi\.ts)$|src\/lib\/deferred-hydration\.tsx$|src\/app\/landing-page\.tsx$/;

/** Chunks every page has loaded before it can run any code: never worth a preload hint. */
const alwaysLoaded = /^assets\/(framework|rolldown-runtime)-[\w-]{8}\.js$/;
/** The public pages' own chunks, which statically import the public site's shared chunks. */
const publicPageChunk =
  /^assets\/(landing|landing-bn|pricing|pricing-bn|pricing-page)-[\w-]{8}\.js$/;
const publicPageShared = /^assets\/(core|site|landing)-[\w-]{8}\.js$/;
const lateLandingParts = /^assets\/(landing-sections-[a-z]{2}|landing-account)-[\w-]{8}\.js$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/functions": apiTarget,
    },
  },
  build: {
    // A lazy import lists the chunks to preload with it, by name, in the importing chunk. Those
    // already loaded are left out: React and the bundler's runtime (every page), the public
    // site's shared chunks (every public page's chunk imports them). ≈ 60 bytes gzip (ADR 0065).
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) =>
        // Not worth their list of names on the landing page's first load (ADR 0065): its late
        // parts (lib/deferred-hydration.tsx), already on screen as prerendered HTML, and a
        // signed-in visitor's account menu; their code loads in a chain instead.
        lateLandingParts.test(file)
          ? []
          : deps.filter(
              (dep) =>
                !alwaysLoaded.test(dep) &&
                !(publicPageChunk.test(hostId) && publicPageShared.test(dep)),
            ),
    },
    // Source maps help users report errors without shipping readable code to everyone.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks for what every page loads (ADR 0019): left to itself the
        // bundler split React and React Router into seven files and the public site's shared
        // bits into seven more: 19 module preloads on the landing page, competing for a slow
        // connection and compressing worse apart than together.
        codeSplitting: {
          groups: [
            { name: "framework", test: frameworkModule },
            { name: "core", test: everyPageModule },
            { name: "site", test: publicSiteModule },
            { name: "signed-in", test: signedInShellModule },
            { name: "landing", test: landingModule },
            // The console's Bangla payments strings keep the console's chunk prefix
            // (docs/operator-console.md).
            { name: "console-payments-bn", test: /features\/console\/i18n\/payments-bn\.ts$/ },
            // The overview's chart library, loaded only with the overview.
            { name: "console-charts", test: /node_modules\/uplot\// },
          ],
        },
      },
    },
  },
});
