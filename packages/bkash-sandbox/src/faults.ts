/** The API endpoints, named the same in both families. */
export type SandboxEndpoint =
  "grant" | "refresh" | "create" | "execute" | "query" | "search" | "refund" | "refundStatus";

/**
 * Failures the sandbox can inject:
 * - `http-503`: HTTP 503 `{"message":"Service Unavailable"}`, as a gateway in maintenance;
 * - `system-error`: bKash's generic `9999 System Error.` in the family's envelope;
 * - `drop-connection`: the TCP connection is destroyed without an answer.
 */
export type SandboxFault = "http-503" | "system-error" | "drop-connection";

/**
 * `before`: the request is refused before it has any effect (default). `after`: the request takes
 * effect (a payment is really executed) and only the answer is lost or replaced.
 */
export type FaultPhase = "before" | "after";

type QueuedFault = { fault: SandboxFault; phase: FaultPhase; remaining: number };

export type FaultSettings = {
  /** Extra latency per endpoint, in milliseconds, before the request is handled. */
  latencyMs?: Partial<Record<SandboxEndpoint, number>>;
  /** Execute commits at once but answers after this many milliseconds (to outlast a client timeout). */
  executeDelayMs?: number;
  /** The answer to executing an already executed payment: sources differ between 2062 and 2117. */
  alreadyExecutedCode?: "2062" | "2117";
};

export function createFaults(initial: FaultSettings) {
  const queues = new Map<SandboxEndpoint, QueuedFault[]>();
  const latency = new Map<SandboxEndpoint, number>(
    Object.entries(initial.latencyMs ?? {}) as Array<[SandboxEndpoint, number]>,
  );
  let executeDelayMs = initial.executeDelayMs ?? 0;
  let alreadyExecutedCode = initial.alreadyExecutedCode ?? "2062";

  return {
    /** Makes the next `count` calls of `endpoint` fail with `fault`. Queued faults play in order. */
    failNext(
      endpoint: SandboxEndpoint,
      fault: SandboxFault,
      options: { count?: number; phase?: FaultPhase } = {},
    ): void {
      const queue = queues.get(endpoint) ?? [];
      queue.push({ fault, phase: options.phase ?? "before", remaining: options.count ?? 1 });
      queues.set(endpoint, queue);
    },

    /** The fault this call of `endpoint` suffers in `phase`, consuming it. */
    take(endpoint: SandboxEndpoint, phase: FaultPhase): SandboxFault | undefined {
      const next = queues.get(endpoint)?.[0];
      if (!next || next.phase !== phase) return undefined;
      next.remaining -= 1;
      if (next.remaining <= 0) queues.get(endpoint)?.shift();
      return next.fault;
    },

    setLatency(endpoint: SandboxEndpoint, ms: number): void {
      latency.set(endpoint, ms);
    },
    latencyOf(endpoint: SandboxEndpoint): number {
      return latency.get(endpoint) ?? 0;
    },

    setExecuteDelay(ms: number): void {
      executeDelayMs = ms;
    },
    executeDelayMs(): number {
      return executeDelayMs;
    },

    setAlreadyExecutedCode(code: "2062" | "2117"): void {
      alreadyExecutedCode = code;
    },
    alreadyExecutedCode(): "2062" | "2117" {
      return alreadyExecutedCode;
    },

    /** Forgets queued faults, latencies and the execute delay. */
    clear(): void {
      queues.clear();
      latency.clear();
      executeDelayMs = 0;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
