import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { App } from "./app.ts";
import type { Config } from "./config/env.ts";
import { readConfigOrExit } from "./config/read-config.ts";
import { EmbeddedPostgres } from "./db/embedded-postgres.ts";
import { closeServer } from "./http/close-server.ts";
import { systemClock } from "./lib/clock.ts";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-dir-lock.ts";
import { readOrCreateLocalSecret } from "./lib/local-secrets.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { startIntervalJob } from "./lib/interval-job.ts";
import { releaseStartupMemory } from "./lib/startup-memory.ts";

/**
 * The rest of the server: most of its modules and packages, which take longer to load than the
 * embedded PostgreSQL takes to start. They load while it starts, in its own process (ADR 0091).
 */
async function loadServer() {
  const [app, client, migrate, messenger, rateLimit, seed, leadership] = await Promise.all([
    import("./app.ts"),
    import("./db/client.ts"),
    import("./db/migrate.ts"),
    import("./integrations/email/messenger.ts"),
    import("./lib/rate-limit.ts"),
    import("./db/seed-reference-data.ts"),
    import("./db/job-leadership.ts"),
  ]);
  return {
    createApp: app.createApp,
    createDatabase: client.createDatabase,
    migrateDatabase: migrate.migrateDatabase,
    createMessenger: messenger.createMessenger,
    createRateLimiters: rateLimit.createRateLimiters,
    seedReferenceData: seed.seedReferenceData,
    createJobLeadership: leadership.createJobLeadership,
  };
}

/** How long after listening start-up's garbage is collected: after the jobs' first runs, mostly. */
const STARTUP_COLLECTION_DELAY_MS = 1000;

/**
 * How long shutdown waits, once the requests are over or cut off, for the work they started:
 * a cut-off generation's record and the refund of its hold are one statement each.
 */
const IN_FLIGHT_GRACE_MS = 5000;

/** Something to undo at shutdown, and how to say it was done ("closed the database connections"). */
type Cleanup = { done: string; run: () => Promise<void> | void };

async function listen(app: App, config: Config): Promise<Server> {
  return await new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
    server.once("listening", () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new Error(
            `Port ${config.port} is already in use on ${config.host}. Stop the other program or set PORT to a free port.`,
          ),
        );
      } else {
        reject(error);
      }
    });
  });
}

/** Undoes everything in reverse order; returns what was done, for the last log line. */
async function runCleanups(cleanups: Cleanup[], logger: Logger): Promise<string[]> {
  const done: string[] = [];
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup.run();
      if (!done.includes(cleanup.done)) done.push(cleanup.done);
    } catch (error) {
      logger.error({ err: error }, `Error while shutting down (could not ${cleanup.done})`);
    }
  }
  cleanups.length = 0;
  return done;
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  const cleanups: Cleanup[] = [];
  let shuttingDown = false;

  try {
    let connectionString = config.databaseUrl;
    let loading: ReturnType<typeof loadServer> | undefined;
    if (!connectionString) {
      const lock = await acquireDataDirLock(config.dataDir);
      cleanups.push({ done: "released the data folder", run: () => lock.release() });
      const embedded = new EmbeddedPostgres({
        dir: path.join(config.dataDir, "postgres"),
        logger: logger.child({ component: "postgres" }),
      });
      cleanups.push({ done: "stopped the embedded PostgreSQL", run: () => embedded.stop() });
      connectionString = await embedded.start(() => {
        loading = loadServer();
        // Awaited below; until then a failure must not count as unhandled.
        loading.catch(() => {});
      });
      logger.info({ dataDir: config.dataDir }, "Embedded PostgreSQL is running");
    }
    const {
      createApp,
      createDatabase,
      migrateDatabase,
      createMessenger,
      createRateLimiters,
      seedReferenceData,
      createJobLeadership,
    } = await (loading ?? loadServer());
    await migrateDatabase(connectionString);
    const database = createDatabase({
      connectionString,
      poolSize: config.databasePoolSize,
      logger,
    });
    cleanups.push({ done: "closed the database connections", run: () => database.close() });

    const rateLimiters = createRateLimiters({ redisUrl: config.redisUrl, logger });
    cleanups.push({ done: "closed the rate limiter", run: () => rateLimiters.close() });
    const messenger = createMessenger({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      logger,
      outboxUrl: config.isProduction ? undefined : `${config.publicUrl}/dev/outbox`,
    });
    if (config.isProduction && !config.smtpUrl) {
      logger.warn(
        "SMTP_URL is not set: e-mails (verification, password reset) are only written to DATA_DIR/outbox",
      );
    }
    const authSecret = config.authSecret ?? readOrCreateLocalSecret(config.dataDir, "authSecret");
    await seedReferenceData(database.db, logger);

    const { app, jobs, ready, inFlight } = createApp({
      config,
      logger,
      db: database.db,
      changes: database.changes,
      pool: database.pool,
      clock: systemClock,
      messenger,
      rateLimiters,
      authSecret,
      isShuttingDown: () => shuttingDown,
    });
    // Session sweep, payment reconciliation, credit-hold sweep: on the app's own services. The
    // cluster-wide ones run in the one process holding the job-leader lock (ADR 0071).
    const leadership = createJobLeadership({ connectionString, logger });
    cleanups.push({ done: "stopped the background jobs", run: () => leadership.close() });
    // Their first runs one after another, not all at once: they share one pooled connection.
    let previousFirstRun: Promise<void> = Promise.resolve();
    for (const job of jobs) {
      const firstRun = Promise.withResolvers<void>();
      cleanups.push({
        done: "stopped the background jobs",
        run: startIntervalJob({
          ...job,
          logger,
          isLeader: leadership.isLeader,
          firstRunAfter: previousFirstRun,
          onFirstRunDone: firstRun.resolve,
        }),
      });
      previousFirstRun = firstRun.promise;
    }
    // The providers and models an operator stored in the console, before the first generation.
    await ready;
    const server = await listen(app, config);
    // Once started, not before listening (ADR 0091): one pause of a few tens of ms, ~80 MB less
    // resident (ADR 0082).
    setTimeout(releaseStartupMemory, STARTUP_COLLECTION_DELAY_MS).unref();
    logger.info(
      { version: process.env.npm_package_version, pid: process.pid },
      `Outsmart is ready at ${config.publicUrl}`,
    );

    let firstSignalAt = 0;
    const shutdown = async (reason: string) => {
      if (shuttingDown) {
        // Ctrl+C under `npm start` delivers SIGINT twice (the terminal and npm both send it);
        // only a second signal from a person, a moment later, means "stop now".
        if (Date.now() - firstSignalAt < 1000) return;
        logger.warn("Second stop signal: exiting now");
        process.exit(1);
      }
      shuttingDown = true;
      firstSignalAt = Date.now();
      if (config.shutdownDrainMs > 0) {
        // /api/ready answers 503 from now on; keep serving until the load balancer has seen it.
        logger.info(
          { reason, drainMs: config.shutdownDrainMs },
          "Shutting down: /api/ready answers 503, still serving while the load balancer drains",
        );
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      logger.info({ reason }, "Shutting down: finishing in-flight requests");
      const { forced } = await closeServer(server, {
        timeoutMs: config.shutdownTimeoutMs,
        // Behind a load balancer (a drain is set), the connections it holds close on their own.
        keepIdleConnections: config.shutdownDrainMs > 0,
        onForced: () =>
          logger.warn(
            `Requests still running after ${config.shutdownTimeoutMs} ms: closing their connections`,
          ),
      });
      const requests = forced
        ? "closed the requests still running"
        : `finished the in-flight requests in ${Date.now() - firstSignalAt} ms`;
      // What those requests started (a cut-off stream's record and refund) needs the database.
      const unfinished = inFlight.count();
      const work = [];
      if (unfinished > 0) {
        if (await inFlight.settled(IN_FLIGHT_GRACE_MS)) work.push("finished the work they started");
        else
          logger.warn(
            { unfinished: inFlight.count() },
            `Work still running ${IN_FLIGHT_GRACE_MS} ms after its requests ended: closing the database under it (its credit holds come back with the hold sweep)`,
          );
      }
      const done = await runCleanups(cleanups, logger);
      logger.info(`Stopped: ${[requests, ...work, ...done].join(", ")}`);
      logger.flush();
      process.exitCode = 0;
      setTimeout(() => process.exit(0), 50).unref();
    };
    process.on("SIGTERM", () => void shutdown("SIGTERM"));
    process.on("SIGINT", () => void shutdown("SIGINT"));
    process.on("unhandledRejection", (error) =>
      logger.error({ err: error }, "Unhandled promise rejection"),
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(error.message);
    else logger.fatal({ err: error }, error instanceof Error ? error.message : "Could not start");
    await runCleanups(cleanups, logger);
    logger.flush();
    setTimeout(() => process.exit(1), 50);
  }
}

await main();
