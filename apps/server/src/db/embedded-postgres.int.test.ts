import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createSilentLogger } from "../lib/logger.ts";
import { EmbeddedPostgres } from "./embedded-postgres.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

describe("the embedded server started from a private (mode 0700) folder", () => {
  it("starts, keeps its data, and can be found again by operator commands", async () => {
    // A VPS's /root/outsmart: the checkout (with node_modules) and DATA_DIR inside a folder only
    // its owner may enter. As root, PostgreSQL runs as 'postgres', which cannot enter it.
    const home = await fsp.mkdtemp(path.join(os.tmpdir(), "outsmart-private-"));
    const relocationRoot = await fsp.mkdtemp(path.join(os.tmpdir(), "outsmart-var-lib-"));
    cleanups.push(async () => {
      await fsp.rm(home, { recursive: true, force: true });
      await fsp.rm(relocationRoot, { recursive: true, force: true });
    });
    await fsp.chmod(relocationRoot, 0o755);
    const packaged = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
      postgres: string;
      initdb: string;
    };
    const native = path.dirname(path.dirname(packaged.postgres));
    const checkout = path.join(home, "outsmart", "node_modules", "native");
    await fsp.cp(native, checkout, { recursive: true, verbatimSymlinks: true });
    await fsp.chmod(home, 0o700);
    const binaries = {
      postgres: path.join(checkout, path.relative(native, packaged.postgres)),
      initdb: path.join(checkout, path.relative(native, packaged.initdb)),
    };
    const dir = path.join(home, "outsmart", "data", "postgres");
    const start = async () => {
      const server = new EmbeddedPostgres({
        dir,
        logger: createSilentLogger(),
        binaries,
        relocationRoot,
      });
      cleanups.push(() => server.stop());
      return { server, url: await server.start() };
    };

    const first = await start();
    await query(first.url, "create table kept (note text); insert into kept values ('still here')");
    await first.server.stop();

    const second = await start();
    expect(await query(second.url, "select note from kept")).toEqual([{ note: "still here" }]);
    // Operator commands find the running server through the data folder, wherever it lives.
    const found = EmbeddedPostgres.runningServerUrl(dir);
    expect(await query(found, "select count(*)::int as n from kept")).toEqual([{ n: 1 }]);

    if (process.getuid?.() === 0) {
      // As root, what 'postgres' needs moved out of the private folder, and the folder says where.
      expect(second.server.dir.startsWith(relocationRoot)).toBe(true);
      expect(fs.readFileSync(path.join(dir, "location"), "utf8").trim()).toBe(second.server.dir);
    } else {
      // As its owner, nothing needs to move.
      expect(second.server.dir).toBe(dir);
    }
  });
});
