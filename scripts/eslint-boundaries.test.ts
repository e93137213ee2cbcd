// Proves each boundary rule of eslint.config.js fires on a forbidden import and stays quiet on an
// allowed one (docs/decisions/0025-boundaries-the-linter-enforces.md). The samples are linted as
// if they were files at the given paths; the modules they import are real files of the tree.
import fs from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const features = path.join(root, "apps/web/src/features");

let eslint: ESLint;
// The first lint loads the parser, the TypeScript resolver and the import graph (seconds on a busy
// machine); it is done here, with its own time limit, so no single test pays for it.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
  await eslint.lintText('import { z } from "zod";\n', {
    filePath: path.join(root, "packages/contracts/src/warm-up.ts"),
  });
}, 120_000);

/** The rule ids (with their messages) ESLint reports for `source` saved as `file`. */
async function lint(file: string, source: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages;
}

async function rulesFired(file: string, source: string): Promise<string[]> {
  const messages = await lint(file, source);
  const unparsed = messages.find((message) => message.fatal);
  if (unparsed) throw new Error(`${file}: ${unparsed.message}`);
  return [...new Set(messages.map((message) => message.ruleId ?? "?"))].sort();
}

/** The first source module (without its extension) of a web feature, as `~/features/…`. */
function aModuleOf(feature: string): string {
  const walk = (dir: string): string | undefined => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = walk(full);
        if (found) return found;
      } else if (/(?<!\.test)\.tsx?$/.test(entry.name)) return full;
    }
    return undefined;
  };
  const file = walk(path.join(features, feature));
  if (!file) throw new Error(`feature ${feature} has no module`);
  return `~/${path.relative(path.join(root, "apps/web/src"), file).replace(/\.tsx?$/, "")}`;
}

const restrictedImports = "@typescript-eslint/no-restricted-imports";
const restrictedPaths = "import-x/no-restricted-paths";
const noCycle = "import-x/no-cycle";

describe("contracts stay shareable with the browser", () => {
  const file = "packages/contracts/src/sample.ts";

  it("refuses server code", async () => {
    expect(
      await rulesFired(
        file,
        'import { AppError } from "../../../apps/server/src/lib/app-error.ts";\nexport const sample = AppError;\n',
      ),
    ).toEqual([restrictedImports, restrictedPaths]);
  });

  it("refuses Node built-ins, with or without the node: prefix", async () => {
    expect(
      await rulesFired(file, 'import fs from "node:fs";\nexport const sample = fs;\n'),
    ).toEqual([restrictedImports]);
    expect(await rulesFired(file, 'import fs from "fs";\nexport const sample = fs;\n')).toEqual([
      restrictedImports,
    ]);
  });

  it("refuses both in one file (one ban does not replace the other)", async () => {
    const messages = await lint(
      file,
      [
        'import path from "node:path";',
        'import { AppError } from "../../../apps/server/src/lib/app-error.ts";',
        "export const sample = [path, AppError];",
        "",
      ].join("\n"),
    );
    const banned = messages.filter((message) => message.ruleId === restrictedImports);
    expect(banned.map((message) => message.line)).toEqual([1, 2]);
  });

  it("allows zod and other contracts", async () => {
    expect(
      await rulesFired(
        file,
        'import { z } from "zod";\nimport { errorStatus } from "./errors.ts";\nexport const sample = [z, errorStatus];\n',
      ),
    ).toEqual([]);
  });
});

describe("the browser/server boundary", () => {
  it("the web app never imports server code", async () => {
    expect(
      await rulesFired(
        "apps/web/src/lib/sample.ts",
        'import { AppError } from "../../../server/src/lib/app-error.ts";\nexport const sample = AppError;\n',
      ),
    ).toEqual([restrictedPaths]);
    expect(
      await rulesFired(
        "apps/web/src/lib/sample.ts",
        'import { AppError } from "@outsmart/server/src/lib/app-error.ts";\nexport const sample = AppError;\n',
      ),
    ).toEqual([restrictedImports, restrictedPaths]);
  });

  it("the server never imports web code", async () => {
    expect(
      await rulesFired(
        "apps/server/src/lib/sample.ts",
        'import { cn } from "../../../web/src/lib/cn.ts";\nexport const sample = cn;\n',
      ),
    ).toEqual([restrictedPaths]);
  });

  it("both import the contracts", async () => {
    const source =
      'import { formatBdt } from "@outsmart/contracts/format";\nexport const sample = formatBdt;\n';
    expect(await rulesFired("apps/web/src/lib/sample.ts", source)).toEqual([]);
    expect(await rulesFired("apps/server/src/lib/sample.ts", source)).toEqual([]);
  });
});

// docs/decisions/0055-signed-in-javascript.md: the signed-in screens must not load zod.
describe("the web app takes only types from the contract modules that define schemas", () => {
  const valueImport =
    'import { errorStatus } from "@outsmart/contracts/errors";\nexport const sample = errorStatus;\n';

  it("refuses a value import of a schema-defining contract module, or of zod", async () => {
    expect(await rulesFired("apps/web/src/lib/sample.ts", valueImport)).toEqual([
      restrictedImports,
    ]);
    expect(
      await rulesFired(
        "apps/web/src/features/generations/components/sample.tsx",
        'import { z } from "zod";\nexport const sample = z.string();\n',
      ),
    ).toEqual([restrictedImports]);
  });

  it("allows its types, the server, and the forms that validate with a schema", async () => {
    expect(
      await rulesFired(
        "apps/web/src/lib/sample.ts",
        'import type { ApiError } from "@outsmart/contracts/errors";\nexport type Sample = ApiError;\n',
      ),
    ).toEqual([]);
    expect(await rulesFired("apps/server/src/lib/sample.ts", valueImport)).toEqual([]);
    expect(
      await rulesFired("apps/web/src/features/auth/components/sample-form.tsx", valueImport),
    ).toEqual([]);
  });
});

describe("web imports flow one way: shared → features → app", () => {
  const [own, other] = fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  if (!own || !other) throw new Error("the web app needs two features for this test");

  it("a feature never imports another feature", async () => {
    expect(
      await rulesFired(
        `apps/web/src/features/${own}/components/sample.tsx`,
        `import * as other from "${aModuleOf(other)}";\nexport const sample = other;\n`,
      ),
    ).toEqual([restrictedPaths]);
  });

  it("a feature imports its own modules and the shared ones", async () => {
    expect(
      await rulesFired(
        `apps/web/src/features/${own}/components/sample.tsx`,
        `import * as mine from "${aModuleOf(own)}";\nimport { cn } from "~/lib/cn";\nexport const sample = [mine, cn];\n`,
      ),
    ).toEqual([]);
  });

  it("shared code never imports a feature or the app layer", async () => {
    const source = `import * as feature from "${aModuleOf(own)}";\nimport * as routes from "~/app/routes";\nexport const sample = [feature, routes];\n`;
    const messages = await lint("apps/web/src/components/sample.tsx", source);
    expect(messages.map((message) => [message.ruleId, message.line])).toEqual([
      [restrictedPaths, 1],
      [restrictedPaths, 2],
    ]);
  });

  it("a feature never imports the app layer; the app layer imports features", async () => {
    expect(
      await rulesFired(
        `apps/web/src/features/${own}/sample.ts`,
        'import * as routes from "~/app/routes";\nexport const sample = routes;\n',
      ),
    ).toEqual([restrictedPaths]);
    expect(
      await rulesFired(
        "apps/web/src/app/routes/sample.tsx",
        `import * as feature from "${aModuleOf(own)}";\nexport const sample = feature;\n`,
      ),
    ).toEqual([]);
  });
});

describe("only *.queries.ts touches the database", () => {
  const service = "apps/server/src/modules/sample/sample.service.ts";

  it.each([
    ['import { eq } from "drizzle-orm";', "eq"],
    ['import { drizzle } from "drizzle-orm/node-postgres";', "drizzle"],
    ['import type { SQL } from "drizzle-orm";', "undefined as unknown as SQL"],
    ['import pg from "pg";', "pg"],
    ['import { users } from "../../db/schema/users.ts";', "users"],
    [
      'import type { users } from "../../db/schema/users.ts";',
      "undefined as unknown as typeof users",
    ],
    ['import { createDatabase } from "../../db/client.ts";', "createDatabase"],
  ])("a service may not: %s", async (line, use) => {
    expect(await rulesFired(service, `${line}\nexport const sample = ${use};\n`)).toEqual([
      restrictedImports,
    ]);
  });

  it("a service may name the database's types", async () => {
    expect(
      await rulesFired(
        service,
        'import type { Database } from "../../db/client.ts";\nimport { type Executor } from "../../db/client.ts";\nexport type Sample = [Database, Executor];\n',
      ),
    ).toEqual([]);
  });

  it.each([
    "apps/server/src/modules/sample/sample.queries.ts",
    "apps/server/src/db/sample.ts",
    "apps/server/src/testing/sample.ts",
    "apps/server/src/modules/sample/sample.int.test.ts",
  ])("%s may use the database", async (file) => {
    const dbDir = path.relative(
      path.dirname(path.join(root, file)),
      path.join(root, "apps/server/src/db"),
    );
    expect(
      await rulesFired(
        file,
        `import { eq } from "drizzle-orm";\nimport { users } from "${dbDir || "."}/schema/users.ts";\nimport { createDatabase } from "${dbDir || "."}/client.ts";\nexport const sample = [eq, users, createDatabase];\n`,
      ),
    ).toEqual([]);
  });
});

describe("no import cycles", () => {
  // On disk `second.ts` imports `first.ts` and nothing imports `second.ts`; the sample is a new
  // version of `first.ts` that imports `second.ts`, closing the loop.
  let dir: string;
  beforeAll(() => {
    fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
    dir = fs.mkdtempSync(path.join(root, ".cache", "eslint-samples-"));
    fs.writeFileSync(
      path.join(dir, "second.ts"),
      'import { first } from "./first.ts";\nexport const second = () => first;\n',
    );
    fs.writeFileSync(path.join(dir, "first.ts"), "export const first = () => 1;\n");
    fs.writeFileSync(path.join(dir, "leaf.ts"), "export const leaf = 1;\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("fires when a module imports one that imports it back", async () => {
    expect(
      await rulesFired(
        path.relative(root, path.join(dir, "first.ts")),
        'import { second } from "./second.ts";\nexport const first = () => second;\n',
      ),
    ).toEqual([noCycle]);
  });

  it("stays quiet without a way back, and for type-only imports", async () => {
    expect(
      await rulesFired(
        path.relative(root, path.join(dir, "first.ts")),
        'import { leaf } from "./leaf.ts";\nimport type { second } from "./second.ts";\nexport const first = (s: typeof second) => [leaf, s];\n',
      ),
    ).toEqual([]);
  });
});
