import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../apps/server/src/db/client.ts";
import { EmbeddedPostgres } from "../apps/server/src/db/embedded-postgres.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { createSilentLogger } from "../apps/server/src/lib/logger.ts";
import {
  type Charge,
  type CreditsService,
  createCreditsService,
  type ReserveRequest,
} from "../apps/server/src/modules/credits/credits.service.ts";
import { recordSucceededRun } from "../apps/server/src/modules/tools/tool-runs.queries.ts";
import { createUser } from "../apps/server/src/testing/factories.ts";
import { percentile, round1 } from "./lib/stats.ts";

/**
 * Ledger charge throughput and latency (issue 7) on the embedded PostgreSQL with the settings
 * `npm start` uses (durable commits), through the server's own credits service and a pool of the
 * production size (DATABASE_POOL_SIZE, 10). One charge is a generation's money path: hold the
 * cost (conditional debit + spend entry + reservation, one statement), then settle it with the
 * generation's record as the engine does; every 10th charge is released instead (a failed
 * generation: refund entry). At the end every balance is checked against its ledger, entry by entry.
 *
 * DATABASE_URL targets another PostgreSQL server instead (a scratch database is created and dropped).
 */

const POOL_SIZE = 10;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARMUP_MS = 2_000;
const MANY_USERS = 1_000;
const CHARGERS = 100;
const HOT_BALANCE = 100_000_000;
const USER_BALANCE = 1_000_000;
const model = { id: "gpt-5-mini", name: "GPT-5 mini", tier: "premium", costCredits: 2 } as const;

type Tally = { settled: Map<string, number>; released: Map<string, number> };

function reserveRequest(profileId: string): ReserveRequest {
  return {
    profileId,
    plan: "starter",
    toolSlug: "ai-caption-generator",
    toolName: "Caption Generator",
    model,
  };
}

/** Runs `chargers` concurrent loops of charge → settle (or release) until the time is up. */
async function load(
  credits: CreditsService,
  options: {
    chargers: number;
    durationMs: number;
    pickUser: () => string;
    /** Settles a succeeded charge and writes its generation's record, as the engine does. */
    settle: (charge: Charge, profileId: string) => Promise<unknown>;
    tally?: Tally;
  },
): Promise<{ latencies: number[]; elapsedMs: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let count = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.chargers }, async () => {
      while (performance.now() < deadline) {
        const profileId = options.pickUser();
        const release = (count += 1) % 10 === 0;
        const begin = performance.now();
        try {
          const charge = await credits.reserve(reserveRequest(profileId));
          if (release) await credits.release(charge, "the generation failed");
          else await options.settle(charge, profileId);
          latencies.push(performance.now() - begin);
          const bucket = release ? options.tally?.released : options.tally?.settled;
          bucket?.set(profileId, (bucket.get(profileId) ?? 0) + 1);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - started, errors };
}

/** Balances agree with the ledger, entry by entry, and with what the load says it charged. */
async function verify(
  database: DatabaseHandle,
  grants: Map<string, number>,
  tally: Tally,
): Promise<string> {
  const problems: string[] = [];
  const { rows: accounts } = await database.pool.query<{ profile_id: string; balance: number }>(
    "select profile_id, balance from credit_accounts",
  );
  const { rows: entries } = await database.pool.query<{
    account_ref: string;
    amount: number;
    balance_after: number;
  }>("select account_ref, amount, balance_after from credit_ledger order by id");
  const running = new Map<string, number>();
  for (const entry of entries) {
    const after = (running.get(entry.account_ref) ?? 0) + entry.amount;
    running.set(entry.account_ref, after);
    if (after !== entry.balance_after && problems.length < 5)
      problems.push(
        `${entry.account_ref}: ledger sum ${after} but balance_after ${entry.balance_after}`,
      );
  }
  for (const account of accounts) {
    const ledgerSum = running.get(account.profile_id) ?? 0;
    const settled = tally.settled.get(account.profile_id) ?? 0;
    const expected = (grants.get(account.profile_id) ?? 0) - settled * model.costCredits;
    if (account.balance !== ledgerSum || account.balance !== expected)
      problems.push(
        `${account.profile_id}: balance ${account.balance}, ledger sum ${ledgerSum}, expected ${expected}`,
      );
  }
  const { rows: counts } = await database.pool.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from credit_reservations group by status",
  );
  const byStatus = Object.fromEntries(counts.map((row) => [row.status, row.n]));
  const settledTotal = [...tally.settled.values()].reduce((sum, n) => sum + n, 0);
  const releasedTotal = [...tally.released.values()].reduce((sum, n) => sum + n, 0);
  if ((byStatus.held ?? 0) !== 0) problems.push(`${byStatus.held} holds left open`);
  if ((byStatus.settled ?? 0) !== settledTotal)
    problems.push(`${byStatus.settled} settled holds, the load counted ${settledTotal}`);
  if ((byStatus.released ?? 0) !== releasedTotal)
    problems.push(`${byStatus.released} released holds, the load counted ${releasedTotal}`);
  const kinds = await database.pool.query<{ kind: string; n: number }>(
    "select kind, count(*)::int as n from credit_ledger group by kind",
  );
  const byKind = Object.fromEntries(kinds.rows.map((row) => [row.kind, row.n]));
  if ((byKind.spend ?? 0) !== settledTotal + releasedTotal)
    problems.push(`${byKind.spend} spend entries for ${settledTotal + releasedTotal} charges`);
  if ((byKind.refund ?? 0) !== releasedTotal)
    problems.push(`${byKind.refund} refund entries for ${releasedTotal} releases`);
  if (problems.length > 0) throw new Error(`The ledger does not add up:\n${problems.join("\n")}`);
  return `ok: ${accounts.length} accounts, ${entries.length} ledger entries, ${settledTotal + releasedTotal} charges`;
}

export async function run(): Promise<Record<string, number | string>> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const logger = createSilentLogger();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-bench-ledger-"));
  fs.chmodSync(root, 0o755); // the database runs as `postgres` when we are root
  let embedded: EmbeddedPostgres | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // The same settings as the server's own embedded database (durable commits).
    embedded = new EmbeddedPostgres({ dir: path.join(root, "postgres"), logger });
    adminUrl = await embedded.start();
  }
  const name = `outsmart_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  let database: DatabaseHandle | undefined;
  try {
    await migrateDatabase(connectionString);
    database = createDatabase({ connectionString, poolSize: POOL_SIZE, logger });
    const credits = createCreditsService({ db: database.db, clock: systemClock, logger });
    const { rows } = await database.pool.query<{ server_version: string }>("show server_version");
    const { rows: sync } = await database.pool.query<{ synchronous_commit: string }>(
      "show synchronous_commit",
    );

    // Balances come in through the ledger (operator adjustments), so ledger sums must equal them.
    const grants = new Map<string, number>();
    const grant = async (balance: number) => {
      const user = await createUser(database!.db);
      await credits.adjust(user.profileId, balance, "Benchmark grant", "bench");
      grants.set(user.profileId, balance);
      return user.profileId;
    };
    const hot = await grant(HOT_BALANCE);
    const many: string[] = [];
    for (let batch = 0; batch < MANY_USERS; batch += 20)
      many.push(...(await Promise.all(Array.from({ length: 20 }, () => grant(USER_BALANCE)))));
    const tally: Tally = { settled: new Map(), released: new Map() };

    const settle = (charge: Charge, profileId: string) =>
      recordSucceededRun(
        database!.db,
        {
          profileId,
          toolSlug: "ai-caption-generator",
          modelUsed: model.id,
          inputData: { product_name: "EcoStride sneakers" },
          status: "succeeded",
          outputContent: "Stride lighter in EcoStride sneakers.",
          contentType: "text",
          language: "en",
          errorMessage: null,
          creditsCharged: model.costCredits,
          durationMs: 900,
          createdAt: new Date(),
        },
        charge.reservationId,
        new Date(),
      );
    await load(credits, {
      chargers: CHARGERS,
      durationMs: WARMUP_MS,
      pickUser: () => hot,
      settle,
      tally,
    });
    const hotUser = () => hot;
    const anyUser = () => many[Math.floor(Math.random() * many.length)] ?? hot;
    const results: Array<[string, Awaited<ReturnType<typeof load>>]> = [];
    for (const [label, chargers, pickUser] of [
      ["one hot user, 1 charger", 1, hotUser],
      ["one hot user, 10 chargers", 10, hotUser],
      [`one hot user, ${CHARGERS} chargers`, CHARGERS, hotUser],
      [`${MANY_USERS} users, 10 chargers`, 10, anyUser],
      [`${MANY_USERS} users, ${CHARGERS} chargers`, CHARGERS, anyUser],
    ] as const) {
      results.push([
        label,
        await load(credits, { chargers, durationMs: DURATION_MS, pickUser, settle, tally }),
      ]);
    }
    const verdict = await verify(database, grants, tally);

    const figures = (label: string, result: Awaited<ReturnType<typeof load>>) => ({
      [`${label}: charges/s`]: Math.round((result.latencies.length / result.elapsedMs) * 1000),
      [`${label}: latency p50, ms`]: round1(percentile(result.latencies, 50)),
      [`${label}: latency p99, ms`]: round1(percentile(result.latencies, 99)),
      [`${label}: errors`]: result.errors,
    });
    return {
      [`machine load (1-min average) at start / end, ${os.cpus().length} CPUs`]: `${loadAtStart.toFixed(1)} / ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
      database: `PostgreSQL ${rows[0]?.server_version ?? "?"} (${embedded ? "embedded" : "DATABASE_URL"}), synchronous_commit ${sync[0]?.synchronous_commit ?? "?"}, pool ${POOL_SIZE}`,
      ...Object.assign({}, ...results.map(([label, result]) => figures(label, result))),
      "balances = ledger sums = expected": verdict,
    };
  } finally {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
