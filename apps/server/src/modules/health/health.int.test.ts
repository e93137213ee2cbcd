import { healthResponseSchema, readyResponseSchema } from "@outsmart/contracts/health";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();

/** A database client whose server does not exist: every query fails to connect. */
async function unreachableDatabase() {
  const { createDatabase } = await import("../../db/client.ts");
  const { createSilentLogger } = await import("../../lib/logger.ts");
  return createDatabase({
    connectionString: "postgres://nobody:x@127.0.0.1:1/none",
    logger: createSilentLogger(),
  });
}

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await unreachableDatabase();
    const { app } = createTestApp({ database: broken });
    const response = await app.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({
      status: "unavailable",
      database: { ok: false },
    });
    await broken.close();
  });
});

describe("GET /api/ready", () => {
  /** Asks until the answer has the wanted status (the change listener connects in the background). */
  async function readyUntil(app: ReturnType<typeof createTestApp>["app"], status: number) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await app.request("/api/ready");
      if (response.status === status || Date.now() > deadline)
        return { status: response.status, body: readyResponseSchema.parse(await response.json()) };
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("is ready when the database answers, is migrated and the change listener is live", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const { status, body } = await readyUntil(app, 200);
    expect(status).toBe(200);
    expect(body).toEqual({
      ready: true,
      checks: { database: true, migrations: true, changeListener: true, notShuttingDown: true },
    });
  });

  it("answers 503 naming the change listener while its LISTEN connection is gone", async () => {
    const { app } = createTestApp({ database: testDb.current });
    expect((await readyUntil(app, 200)).status).toBe(200);
    const admin = new pg.Client({ connectionString: testDb.current.connectionString });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'outsmart-changes' and datname = current_database()",
    );
    await admin.end();
    expect(killed.rowCount).toBe(1);
    const down = await readyUntil(app, 503);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      ready: false,
      checks: { database: true, migrations: true, changeListener: false, notShuttingDown: true },
    });
    // The listener reconnects on its own, and the instance is ready again.
    expect((await readyUntil(app, 200)).status).toBe(200);
  });

  it("answers 503 when a migration this code ships is missing", async () => {
    const { app } = createTestApp({ database: testDb.current });
    expect((await readyUntil(app, 200)).status).toBe(200);
    const admin = new pg.Client({ connectionString: testDb.current.connectionString });
    await admin.connect();
    const { rows } = await admin.query<{ id: number; hash: string; created_at: string }>(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at",
    );
    expect(rows).toHaveLength(1);
    try {
      // A fresh app: the first one remembers that the migrations were done.
      const fresh = createTestApp({ database: testDb.current });
      const response = await fresh.app.request("/api/ready");
      expect(response.status).toBe(503);
      expect(readyResponseSchema.parse(await response.json()).checks.migrations).toBe(false);
    } finally {
      const [row] = rows;
      await admin.query(
        "insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)",
        [row?.id, row?.hash, row?.created_at],
      );
      await admin.end();
    }
  });

  it("answers 503 when the database is gone", async () => {
    const broken = await unreachableDatabase();
    const { app } = createTestApp({ database: broken });
    const response = await app.request("/api/ready");
    expect(response.status).toBe(503);
    expect(readyResponseSchema.parse(await response.json())).toMatchObject({
      ready: false,
      checks: { database: false, migrations: false },
    });
    await broken.close();
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nothing", "/functions/v1/nothing"])("answer %s with a JSON 404", async (path) => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await app.request(path, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: "There is nothing at this address.",
      code: "NOT_FOUND",
    });
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
