import { backgroundJobRunsTotal } from "./metrics.ts";
import type { Logger } from "./logger.ts";

/** Work a process repeats in the background (sweeps, reconciliation). */
export type IntervalJob = {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  /**
   * "cluster" (the default): work on shared rows that one process should do per interval for all
   * instances on the database; only the job leader runs it (ADR 0071). "process": work on this
   * process's own state (renewing its own credit-hold leases), run by every process.
   */
  scope?: "cluster" | "process";
};

/**
 * Runs `run` now (or once `firstRunAfter` settles) and then every `intervalMs`, never overlapping
 * itself; a failure is logged and the next tick tries again. Returns a stop function, which
 * resolves once a run in progress has ended (shutdown closes the database after it). A cluster job's tick first asks `isLeader`, so
 * with several instances it runs in one of them only; the jobs stay safe to run concurrently anyway
 * (conditional updates and row locks), for the moment a leadership changes hands.
 */
export function startIntervalJob(
  options: IntervalJob & {
    logger: Logger;
    isLeader?: () => Promise<boolean>;
    /**
     * Holds the first run until this settles (default: now); `onFirstRunDone` says when it ended.
     * Start-up chains its jobs so their first runs share one pooled connection instead of opening
     * one each (idle memory, bench/README.md).
     */
    firstRunAfter?: Promise<unknown>;
    onFirstRunDone?: () => void;
  },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = async () => {
    if (running) return;
    const { promise, resolve } = Promise.withResolvers<void>();
    running = promise;
    try {
      if (options.scope !== "process" && options.isLeader && !(await options.isLeader())) return;
      backgroundJobRunsTotal.inc({ job: options.name });
      await options.run();
    } catch (error) {
      options.logger.warn(
        { err: error, job: options.name },
        "Background job failed; it will run again",
      );
    } finally {
      running = undefined;
      resolve();
    }
  };
  let stopped = false;
  void (options.firstRunAfter ?? Promise.resolve())
    .catch(() => {})
    .then(() => (stopped ? undefined : tick()))
    .finally(() => options.onFirstRunDone?.());
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
