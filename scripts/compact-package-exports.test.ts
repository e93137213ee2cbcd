import { describe, expect, it } from "vitest";
import { compactExports } from "./compact-package-exports.mjs";

const file = (name: string) => ({
  import: { types: `./${name}.d.ts`, default: `./${name}.js` },
  require: { types: `./${name}.d.cts`, default: `./${name}.cjs` },
  types: `./${name}.d.ts`,
  default: `./${name}.js`,
});

describe("compactExports", () => {
  it("keeps folder indexes and odd entries explicit and folds the rest into one pattern", () => {
    const exports = {
      ".": file("index"),
      "./pg-core": file("pg-core/index"),
      "./sql": file("sql"),
      "./pg-core/columns/text": file("pg-core/columns/text"),
      "./package.json": "./package.json",
    };
    const compact = compactExports(exports);
    expect(Object.keys(compact ?? {}).sort()).toEqual(
      ["./*", ".", "./package.json", "./pg-core"].sort(),
    );
    expect(compact?.["./*"]).toEqual(file("*"));
  });

  it("refuses a map it cannot shorten without changing where a subpath goes", () => {
    expect(compactExports({ "./a": "./a.js", "./b/*": "./b/*.js" })).toBeUndefined();
  });
});
