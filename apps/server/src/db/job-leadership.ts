import pg from "pg";
import type { Logger } from "../lib/logger.ts";

// The same for every process on this database, and unlike every other advisory lock key
// (migrate.ts: …201, bkash-tokens.queries.ts: …202): a clash would block those forever.
export const JOB_LEADER_LOCK_KEY = 7_411_043_203;

/** Whether this process is the one that runs the cluster-wide background jobs (ADR 0071). */
export type JobLeadership = {
  /** True when this process holds the leader lock, taking it when it is free. Never throws. */
  isLeader: () => Promise<boolean>;
  /** Gives the lock up (another process takes it at its next tick). */
  close: () => Promise<void>;
};

/**
 * One process per database runs the cluster-wide jobs: the one holding a session-level advisory
 * lock on a connection of its own. The lock lives as long as that connection does, so a process
 * killed with `kill -9` frees it as soon as PostgreSQL sees its socket close, and the next process
 * to tick takes over. Each check runs a query on the connection, so a leader whose connection broke
 * (and with it the lock) stops running the jobs before another starts them.
 */
export function createJobLeadership(options: {
  connectionString: string;
  logger: Logger;
}): JobLeadership {
  let client: pg.Client | undefined;
  let leader = false;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();

  const drop = (current: pg.Client) => {
    if (client !== current) return;
    if (leader)
      options.logger.warn("Lost the background-job leader lock; another process takes over");
    client = undefined;
    leader = false;
    void current.end().catch(() => {});
  };

  const check = async (): Promise<boolean> => {
    if (closed) return false;
    let current = client;
    try {
      if (!current) {
        current = new pg.Client({
          connectionString: options.connectionString,
          application_name: "outsmart-job-leader",
          keepAlive: true,
        });
        const connecting = current;
        connecting.on("error", () => drop(connecting));
        await connecting.connect();
        // A leader cut off by the network (not killed: its socket never closed) keeps the lock
        // until PostgreSQL notices the peer is gone: make that ~25 s, not the system's 2 hours.
        await connecting.query(
          "set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3",
        );
        client = connecting;
      }
      if (leader) {
        await current.query("select 1");
        return true;
      }
      const { rows } = await current.query<{ acquired: boolean }>(
        "select pg_try_advisory_lock($1) as acquired",
        [JOB_LEADER_LOCK_KEY],
      );
      leader = rows[0]?.acquired === true;
      if (leader) options.logger.info("This process runs the cluster-wide background jobs");
      return leader;
    } catch {
      if (current) drop(current);
      return false;
    }
  };

  return {
    isLeader: () => {
      const result = queue.then(check);
      queue = result.catch(() => {});
      return result;
    },
    close: async () => {
      closed = true;
      await queue;
      const current = client;
      client = undefined;
      leader = false;
      // Ending the session releases its advisory lock.
      if (current) await current.end().catch(() => {});
    },
  };
}
