import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics (served at /metrics, http/metrics.routes.ts; ADR 0063). One
 * registry per process, like the log: code anywhere records into it without plumbing. Labels are
 * bounded sets only (route patterns, tool slugs and model ids from the catalogue, statuses):
 * never ids, paths or text a caller chose.
 */
export const metricsRegistry = new Registry();

let defaultsStarted = false;
/** Process metrics (CPU, memory, heap, GC, handles, event-loop lag): started once, by the app. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: "outsmart_http_request_duration_seconds",
  help: "Time to the response headers, by route pattern, method and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const generationsTotal = new Counter({
  name: "outsmart_generations_total",
  help: "Generations that ended, by tool, model and outcome (succeeded, failed, cancelled …)",
  labelNames: ["tool", "model", "outcome"] as const,
  registers,
});

export const timeToFirstToken = new Histogram({
  name: "outsmart_generation_time_to_first_token_seconds",
  help: "From the call to an AI provider to its first piece of text, retries included",
  labelNames: ["provider", "model"] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
  registers,
});

export const providerErrorsTotal = new Counter({
  name: "outsmart_ai_provider_errors_total",
  help: "AI provider calls that failed (kind: timeout or error; a customer's Stop is not one)",
  labelNames: ["provider", "kind"] as const,
  registers,
});

export const providerRetriesTotal = new Counter({
  name: "outsmart_ai_provider_retries_total",
  help: "AI provider calls retried after a rate limit or server error, before the stream started",
  labelNames: ["provider"] as const,
  registers,
});

export const creditsHeldTotal = new Counter({
  name: "outsmart_credits_held_total",
  help: "Credits put on hold for generations",
  registers,
});

export const creditsChargedTotal = new Counter({
  name: "outsmart_credits_charged_total",
  help: "Held credits charged for saved generations",
  registers,
});

export const creditsRefundedTotal = new Counter({
  name: "outsmart_credits_refunded_total",
  help: "Held credits given back (failure, Stop, disconnect, lapsed lease)",
  registers,
});

export const paymentsTotal = new Counter({
  name: "outsmart_payments_total",
  help: "Payments created (pending) and ended, by status",
  labelNames: ["status"] as const,
  registers,
});

export const backgroundJobRunsTotal = new Counter({
  name: "outsmart_background_job_runs_total",
  help: "Background job runs started in this process (cluster-wide jobs run in the leader only)",
  labelNames: ["job"] as const,
  registers,
});

/** What the database pool gauges read: node-postgres's Pool has these three counts. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

let pool: PoolCounts | undefined;
/** The pool whose use the gauges report (the process has one). */
export function observeDatabasePool(observed: PoolCounts): void {
  pool = observed;
}

new Gauge({
  name: "outsmart_db_pool_connections",
  help: "Connections the database pool holds",
  registers,
  collect() {
    this.set(pool?.totalCount ?? 0);
  },
});
new Gauge({
  name: "outsmart_db_pool_idle_connections",
  help: "Pool connections not in use",
  registers,
  collect() {
    this.set(pool?.idleCount ?? 0);
  },
});
new Gauge({
  name: "outsmart_db_pool_waiting_requests",
  help: "Queries waiting for a pool connection (above 0 for long: the pool is too small)",
  registers,
  collect() {
    this.set(pool?.waitingCount ?? 0);
  },
});
