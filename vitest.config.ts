import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const webSrc = fileURLToPath(new URL("./apps/web/src", import.meta.url));

/**
 * Three tiers (docs/decisions/0004-test-tiers.md):
 * - unit: pure code, beside it (`*.test.ts`), no I/O beyond temp files;
 * - web: React components in happy-dom (`apps/web/**\/*.test.tsx`);
 * - integration: the server against a real PostgreSQL (`*.int.test.ts`), one database per file.
 * Playwright e2e lives in e2e/ and runs separately.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [
            "**/*.int.test.ts",
            "**/*.redis.test.ts",
            "**/*.scale.test.ts",
            "**/node_modules/**",
          ],
          environment: "node",
        },
        resolve: { alias: { "~": webSrc } },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/testing/setup-tests.ts"],
        },
        resolve: { alias: { "~": webSrc } },
      },
      {
        // Needs a Redis server (TEST_REDIS_URL); not part of `npm test`, run by CI when Redis answers.
        test: {
          name: "redis",
          include: ["apps/server/src/**/*.redis.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/testing/test-database.global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Three server processes behind nginx (deploy/nginx) on TEST_DATABASE_URL and TEST_REDIS_URL;
        // not part of `npm test`, run by CI when both answer.
        test: {
          name: "scale",
          include: ["apps/server/src/**/*.scale.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/testing/test-database.global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/testing/test-database.global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
