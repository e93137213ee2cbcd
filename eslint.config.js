import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const webFeatures = fs
  .readdirSync(path.join(root, "apps/web/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * The boundaries (docs/decisions/0025-boundaries-the-linter-enforces.md). Import bans are written
 * once per area, and the areas do not overlap: ESLint keeps only the last block's options for a
 * rule, so two blocks naming the same rule for the same file would silently drop the first one.
 */

const serverImports = {
  group: ["**/apps/server/**", "@outsmart/server", "@outsmart/server/*"],
  message: "The browser/server boundary is physical: import @outsmart/contracts instead.",
};

/** Where the database may be reached: queries, the db/ folder, the composition root, tests. */
const databaseOwners = [
  "apps/server/src/**/*.queries.ts",
  "apps/server/src/db/**",
  "apps/server/src/main.ts",
  "apps/server/src/testing/**",
  "**/*.test.ts",
];

/** Sonner loads on first use: everything else shows toasts through ~/components/ui/toast. */
const lazySonner = {
  name: "sonner",
  message: "Import toast from ~/components/ui/toast: it loads Sonner on first use (ADR 0070).",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "apps/web/build/**",
      "apps/server/build/**",
      "apps/web/.react-router/**",
      "apps/server/src/db/migrations/**",
      "e2e/test-results/**",
      "e2e/.data/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Playwright fixtures without dependencies are declared with an empty pattern, by design.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },

  // ── Boundaries resolved through the module graph (relative paths, `~/`, workspace packages) ──
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // Read .ts/.tsx modules when following imports (no-cycle), with the TypeScript parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "apps/server/tsconfig.json",
            "apps/web/tsconfig.json",
            "packages/*/tsconfig.json",
            "e2e/tsconfig.json",
            "bench/tsconfig.json",
            "scripts/tsconfig.json",
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A runtime import cycle (type-only imports are erased and do not count).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "apps/web",
              from: "apps/server",
              message: "The web app never imports server code: both import @outsmart/contracts.",
            },
            {
              target: "apps/server",
              from: "apps/web",
              message: "The server never imports web code: both import @outsmart/contracts.",
            },
            {
              target: "packages",
              from: "apps",
              message: "Packages are shared by the apps and never import them.",
            },
            // The web app's imports flow one way: shared → features → app (Bulletproof React).
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: "apps/web/src/features",
              except: [`./${feature}`],
              message:
                "A feature never imports another feature: move the shared piece to components/, lib/ or the app layer.",
            })),
            {
              target: "apps/web/src/features",
              from: "apps/web/src/app",
              message: "Features never import the app layer (routes, providers): pass it in.",
            },
            {
              target: ["apps/web/src/components", "apps/web/src/lib"],
              from: ["apps/web/src/features", "apps/web/src/app"],
              message: "Shared code (components/, lib/) never imports features or the app layer.",
            },
          ],
        },
      ],
    },
  },

  // ── Import bans by name, one block per area (the areas do not overlap) ──
  {
    // Contracts are shared with the browser: no server code and no Node built-ins.
    files: ["packages/contracts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: builtinModules
            .filter((name) => !name.startsWith("_"))
            .map((name) => ({ name, message: "Contracts run in the browser too." })),
          patterns: [
            serverImports,
            { group: ["node:*"], message: "Contracts run in the browser too." },
          ],
        },
      ],
    },
  },
  {
    // No server code in the browser. And the signed-in screens must not load zod
    // (docs/decisions/0055-signed-in-javascript.md): the contract modules that define schemas are
    // imported for their types only.
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [serverImports],
          paths: [
            { name: "zod", message: "No zod outside forms (ADR 0055).", allowTypeImports: true },
            lazySonner,
            ...[
              "account",
              "brand-kit",
              "console",
              "console-ai",
              "console-overview",
              "console-tools",
              "credits",
              "errors",
              "generations",
              "health",
              "keyset-page",
              "output-language",
              "payments",
              "site",
              "text",
              "tools",
            ].map((name) => ({
              name: `@outsmart/contracts/${name}`,
              message: "This module defines zod schemas: import its types only (ADR 0055).",
              allowTypeImports: true,
            })),
          ],
        },
      ],
    },
  },
  {
    // Forms that validate input with a schema (sign-in, sign-up, profile, contact) and tests.
    files: [
      "apps/web/src/**/*.test.{ts,tsx}",
      "apps/web/src/app/routes/auth-reset-password.tsx",
      "apps/web/src/features/auth/components/*-form.tsx",
      "apps/web/src/features/account/components/*-section.tsx",
      "apps/web/src/components/ui/one-time-code-input.tsx",
      "apps/web/src/features/site/components/contact-form.tsx",
      "apps/web/src/features/brands/components/brand-kit-form.tsx",
      "apps/web/src/features/console/components/*-form.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [serverImports], paths: [lazySonner] },
      ],
    },
  },
  {
    // The only modules that load Sonner (ADR 0070).
    files: ["apps/web/src/components/ui/toaster.tsx", "apps/web/src/components/ui/toast.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverImports] }] },
  },
  {
    // Only a module's *.queries.ts touches the database. Everyone may name the types `Database`
    // and `Executor` (a service receives a transaction and hands it to queries).
    files: ["apps/server/src/**/*.ts"],
    ignores: databaseOwners,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "pg", "pg/*"],
              message: "Only *.queries.ts (and db/) use the database driver and the query builder.",
            },
            {
              regex: "(^|/)db/schema/",
              message: "Only *.queries.ts (and db/) use the table definitions.",
            },
            {
              regex: "(^|/)db/client(\\.ts)?$",
              allowTypeImports: true,
              message:
                "Only *.queries.ts (and db/, main.ts) open the database; others may import its types only.",
            },
          ],
        },
      ],
    },
  },
);
