import type { Logger } from "./logger.ts";

/** Work a process repeats in the background (sweeps, reconciliation). */
export type IntervalJob = {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
};

/**
 * Runs `run` now and then every `intervalMs`, never overlapping itself; a failure is logged and the
 * next tick tries again. Returns a stop function. Every process runs its own copy, so jobs must be
 * safe to run concurrently (they use conditional updates and row locks).
 */
export function startIntervalJob(options: IntervalJob & { logger: Logger }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await options.run();
    } catch (error) {
      options.logger.warn(
        { err: error, job: options.name },
        "Background job failed; it will run again",
      );
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
