import { fileURLToPath } from "node:url";

/** `true` in the production bundle: its build defines it (scripts/ensure-server-build.ts). */
declare const OUTSMART_SERVER_BUNDLE: boolean | undefined;

/**
 * The repository's root folder, which relative paths (`.env`, DATA_DIR, the web build) and the
 * root package.json are read from. From source this module is `apps/server/src/lib/repo-root.ts`;
 * bundled (ADR 0091) its `import.meta.url` is the bundle's, `apps/server/build/server.mjs`.
 */
export const repoRoot = fileURLToPath(
  new URL(
    typeof OUTSMART_SERVER_BUNDLE === "undefined" ? "../../../../" : "../../../",
    import.meta.url,
  ),
);
