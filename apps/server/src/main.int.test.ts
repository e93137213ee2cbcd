import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "./testing/test-database.ts";
import { freePort } from "./lib/free-port.ts";
import { startServerProcess, waitForHealthy } from "./testing/server-process.ts";
import { repoRoot, TEST_AUTH_SECRET } from "./testing/test-app.ts";
import { createSession, createUser, setCreditAccount } from "./testing/factories.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./testing/fake-openai-server.ts";

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-main-"));
  fs.chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Connects to the embedded server of a data folder, as an operator with psql would. */
function embeddedClient(dataDir: string): pg.Client {
  const pgdata = path.join(dataDir, "postgres", "pgdata");
  const port = fs.readFileSync(path.join(pgdata, "postmaster.pid"), "utf8").split("\n")[3];
  const password = fs.readFileSync(path.join(dataDir, "postgres", "password"), "utf8").trim();
  return new pg.Client({
    host: "127.0.0.1",
    port: Number(port),
    user: "postgres",
    password,
    database: "outsmart",
  });
}

const noWebBuild = { WEB_BUILD_DIR: "/nonexistent-web-build" };

describe("the server process on the embedded database", () => {
  it("keeps data across a kill -9, refuses a second server on the same folder, and stops cleanly", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), ...noWebBuild });
    await waitForHealthy(port, first);

    const client = embeddedClient(dataDir);
    await client.connect();
    await client.query("create table survival (note text)");
    await client.query("insert into survival values ('written before the crash')");
    await client.end();

    const second = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ...noWebBuild,
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Outsmart server (pid ${first.child.pid}) is already running`,
    );

    first.child.kill("SIGKILL");
    await first.exited;

    const third = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), ...noWebBuild });
    await waitForHealthy(port, third);
    expect(third.output()).toContain(
      "Stopping a database server left running by a previous Outsmart process",
    );
    const after = embeddedClient(dataDir);
    await after.connect();
    const { rows } = await after.query<{ note: string }>("select note from survival");
    await after.end();
    expect(rows).toEqual([{ note: "written before the crash" }]);

    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    // Shutdown says what it did, and warns about nothing (issue 13: no lost-connection warning).
    const shutdownLog = third.output().slice(third.output().indexOf("Shutting down"));
    expect(shutdownLog).toMatch(
      /"msg":"Stopped: finished the in-flight requests in \d+ ms, stopped the background jobs, closed the rate limiter, closed the database connections, stopped the embedded PostgreSQL, released the data folder"/,
    );
    expect(shutdownLog).not.toMatch(/"level":(40|50)/);
    // A clean database shutdown removes its pid file; a crash would leave it.
    expect(fs.existsSync(path.join(dataDir, "postgres", "pgdata", "postmaster.pid"))).toBe(false);
  }, 180_000); // three server processes and a first initdb: over a minute on a busy 2-core machine
});

describe("the production bundle (npm start, ADR 0091)", () => {
  it("builds, then starts on a new embedded database: migrations, readiness and version as from the sources", async () => {
    const build = spawnSync(
      process.execPath,
      [path.join(repoRoot, "scripts/ensure-server-build.ts")],
      { encoding: "utf8" },
    );
    expect(build.stderr).toBe("");
    expect(build.status).toBe(0);
    const port = await freePort();
    const server = startServerProcess(
      { DATA_DIR: tempDataDir(), PORT: String(port), ...noWebBuild },
      path.join(repoRoot, "apps/server/build/server.mjs"),
    );
    await waitForHealthy(port, server);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      version: string;
    };
    const { version } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"),
    ) as { version: string };
    expect(health.version).toBe(version);
    let ready: Response;
    while ((ready = await fetch(`http://127.0.0.1:${port}/api/ready`)).status !== 200)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ready.json()).toMatchObject({ ready: true, checks: { migrations: true } });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});

describe("the server process on an external database", () => {
  const testDb = useTestDatabase();

  it("uses DATABASE_URL and starts no embedded server", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: testDb.current.connectionString,
      ...noWebBuild,
    });
    await waitForHealthy(port, server);
    expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("draining on SIGTERM", () => {
  const testDb = useTestDatabase();

  it("answers /api/ready with 503 at once while in-flight requests finish", async () => {
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      DATABASE_URL: testDb.current.connectionString,
      SHUTDOWN_DRAIN_MS: "3000",
      ...noWebBuild,
    });
    await waitForHealthy(port, server);
    const ready = () => fetch(`http://127.0.0.1:${port}/api/ready`);
    // The change listener connects in the background: wait for the first "ready".
    while ((await ready()).status !== 200) await new Promise((resolve) => setImmediate(resolve));

    // A request in flight: its body is only half sent.
    const inFlight = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/contact",
      headers: { "content-type": "application/json", "content-length": "2" },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      inFlight.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      inFlight.on("error", reject);
    });
    inFlight.write("{");
    await new Promise((resolve) => inFlight.once("socket", resolve));

    const before = await ready();
    expect(before.headers.get("connection")).toBe("keep-alive");
    server.child.kill("SIGTERM");
    let response = await ready();
    while (response.status === 200) response = await ready();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ready: false,
      checks: { database: true, migrations: true, changeListener: true, notShuttingDown: false },
    });
    // Still alive and serving during the drain, and every answer closes its connection: a load
    // balancer keeps none idle that the server would close under its next request.
    expect(response.headers.get("connection")).toBe("close");
    const during = await fetch(`http://127.0.0.1:${port}/api/nothing`);
    expect(during.status).toBe(404);
    expect(during.headers.get("connection")).toBe("close");

    inFlight.end("}");
    expect(await answered).toBe(400);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"Stopped: finished the in-flight requests in \d+ ms/);
  }, 60_000);
});

describe("stopping with a generation still streaming", () => {
  const testDb = useTestDatabase();
  let fake: FakeOpenAiServer | undefined;
  afterAll(async () => await fake?.close());

  it("records the generation cut off by the shutdown timeout and gives its hold back before closing the database", async () => {
    fake = await startFakeOpenAiServer();
    fake.setDefaultReply({ kind: "hang" });
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const server = startServerProcess({
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: testDb.current.connectionString,
      AUTH_SECRET: TEST_AUTH_SECRET,
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.baseURL,
      SHUTDOWN_TIMEOUT_MS: "300",
      ...noWebBuild,
    });
    await waitForHealthy(port, server);
    const user = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, user.profileId, { plan: "starter", balance: 10 });
    const { cookie } = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
    });
    const balance = async () =>
      (
        await testDb.current.pool.query<{ balance: number }>(
          "select balance from credit_accounts where profile_id = $1",
          [user.profileId],
        )
      ).rows[0]?.balance;

    // The provider has the request and the hold is written; the stream hangs.
    const streaming = fetch(`${publicUrl}/api/tools/ai-caption-generator/generate`, {
      method: "POST",
      headers: { Origin: publicUrl, "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        model: "gpt-5-mini",
        inputs: {
          product_name: "EcoStride sneakers",
          target_audience: "runners",
          platform: "Instagram",
        },
      }),
    })
      .then(async (response) => await response.text())
      .catch((error: unknown) => String(error));
    while (fake.requests.length === 0 || (await balance()) !== 8)
      await new Promise((resolve) => setTimeout(resolve, 20));

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(await streaming).not.toContain("event: done");
    // Recorded as stopped and refunded by the instance itself, not left for the hold sweep.
    expect(await balance()).toBe(2 + 8);
    const { rows } = await testDb.current.pool.query<{ status: string }>(
      "select status from user_generations where user_id = $1",
      [user.profileId],
    );
    expect(rows).toEqual([{ status: "cancelled" }]);
    const holds = await testDb.current.pool.query<{ status: string }>(
      "select status from credit_reservations where profile_id = $1",
      [user.profileId],
    );
    expect(holds.rows).toEqual([{ status: "released" }]);
    const shutdownLog = server.output().slice(server.output().indexOf("Shutting down"));
    expect(shutdownLog).not.toContain("Cannot use a pool after calling end on the pool");
    expect(shutdownLog).toMatch(
      /"msg":"Stopped: closed the requests still running, finished the work they started, /,
    );
  }, 60_000);
});

describe("configuration errors", () => {
  it("stop the server with the variable named", async () => {
    const server = startServerProcess({ PORT: "not-a-port", DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number (got "not-a-port")');
  });
});
