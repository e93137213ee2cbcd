import { afterEach, expect, it, vi } from "vitest";
import { startIntervalJob } from "./interval-job.ts";
import { createSilentLogger } from "./logger.ts";
import { backgroundJobRunsTotal } from "./metrics.ts";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  vi.useRealTimers();
});

async function runs(job: string): Promise<number> {
  const metric = await backgroundJobRunsTotal.get();
  return metric.values.find((value) => value.labels.job === job)?.value ?? 0;
}

it("runs a cluster job only while this process leads, a process job always, and counts each run", async () => {
  vi.useFakeTimers();
  let leading = false;
  const cluster = vi.fn(async () => {});
  const own = vi.fn(async () => {});
  const common = { logger: createSilentLogger(), isLeader: async () => leading };
  stops.push(startIntervalJob({ ...common, name: "test-cluster", intervalMs: 1000, run: cluster }));
  stops.push(
    startIntervalJob({ ...common, name: "test-own", intervalMs: 1000, scope: "process", run: own }),
  );
  await vi.advanceTimersByTimeAsync(2500);
  expect(cluster).not.toHaveBeenCalled();
  expect(own).toHaveBeenCalledTimes(3); // at start, then at 1 s and 2 s
  leading = true;
  await vi.advanceTimersByTimeAsync(1000);
  expect(cluster).toHaveBeenCalledTimes(1);
  expect(await runs("test-cluster")).toBe(1);
  expect(await runs("test-own")).toBe(4);
});

it("holds the first run until the previous job's first run is done, and a stop before it cancels it", async () => {
  vi.useFakeTimers();
  const logger = createSilentLogger();
  const gate = Promise.withResolvers<void>();
  const run = vi.fn(async () => {});
  const later = vi.fn(async () => {});
  const done = vi.fn();
  stops.push(
    startIntervalJob({
      logger,
      name: "test-chained",
      intervalMs: 1000,
      scope: "process",
      run,
      firstRunAfter: gate.promise,
      onFirstRunDone: done,
    }),
  );
  const stop = startIntervalJob({
    logger,
    name: "test-stopped",
    intervalMs: 1000,
    scope: "process",
    run: later,
    firstRunAfter: gate.promise,
  });
  await vi.advanceTimersByTimeAsync(10);
  expect(run).not.toHaveBeenCalled();
  await stop();
  gate.resolve();
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledTimes(1);
  expect(done).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(run).toHaveBeenCalledTimes(2); // the interval keeps its own rhythm from the start
  expect(later).not.toHaveBeenCalled();
});

it("resolves its stop once the run in progress has ended, and starts no other", async () => {
  vi.useFakeTimers();
  const running = Promise.withResolvers<void>();
  const run = vi.fn(async () => await running.promise);
  const stop = startIntervalJob({
    logger: createSilentLogger(),
    name: "test-slow",
    intervalMs: 1000,
    scope: "process",
    run,
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledTimes(1);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(5000);
  expect(stopped).toBe(false);
  running.resolve();
  await stopping;
  expect(stopped).toBe(true);
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(1);
});
