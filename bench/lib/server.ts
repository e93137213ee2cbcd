import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../apps/server/src/lib/free-port.ts";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The Node flags `npm start` uses (read from package.json, so the figures match what users run). */
const startScript = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  }
).scripts.start;
export const serverNodeFlags =
  startScript
    .match(/node((?: --\S+)*) /)?.[1]
    ?.trim()
    .split(" ")
    .filter(Boolean) ?? [];

/**
 * More flags for the server's command line from BENCH_SERVER_FLAGS, for experiments: V8's own flags
 * (`--heap-growing-percent=50`) are refused in NODE_OPTIONS.
 */
const extraNodeFlags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);

export type RunningServer = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  readyMs: number;
  stop: () => Promise<void>;
};

/**
 * Starts the production server as `npm start` does (`scripts/start.mjs`: the Node check, the web
 * build and server bundle checks, the compile cache, then the bundle, ADR 0091) and measures the
 * time from spawn to a healthy answer.
 */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  /** Receives each line the server writes to stdout (its JSON log); stdout is ignored without it. */
  onStdoutLine?: (line: string) => void;
}): Promise<RunningServer> {
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...extraNodeFlags, path.join(repoRoot, "scripts/start.mjs")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
        // A benchmark is a demo deployment: a throwaway secret and the bundled payment sandbox.
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        ALLOW_LOCAL_PAYMENT_SANDBOX: "true",
        ...options.env,
      },
      stdio: ["ignore", options.onStdoutLine ? "pipe" : "ignore", "inherit"],
    },
  );
  if (options.onStdoutLine && child.stdout) {
    const onLine = options.onStdoutLine;
    let buffered = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    port,
    baseUrl,
    readyMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function childrenOf(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

function descendants(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
}

function memoryKb(pid: number, field: "Rss" | "Pss"): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const match = rollup.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** RSS and PSS of one process, MB. */
export function processMemory(pid: number): { rssMb: number; pssMb: number } {
  return {
    rssMb: Math.round(memoryKb(pid, "Rss") / 102.4) / 10,
    pssMb: Math.round(memoryKb(pid, "Pss") / 102.4) / 10,
  };
}

/**
 * The connection string of a running server's embedded PostgreSQL (its data folder holds the
 * password and postmaster.pid the port), as an operator with psql would connect.
 */
export function embeddedDatabaseUrl(dataDir: string): string {
  const port = fs
    .readFileSync(path.join(dataDir, "postgres", "pgdata", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  const password = fs.readFileSync(path.join(dataDir, "postgres", "password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/outsmart`;
}

/**
 * Memory of the server and its embedded database processes. RSS counts pages shared between
 * postgres processes once per process; PSS splits them fairly, so it is the honest total.
 */
export function processTreeMemory(pid: number): {
  rssMb: number;
  pssMb: number;
  processes: number;
} {
  const pids = [pid, ...descendants(pid)];
  const rss = pids.reduce((sum, each) => sum + memoryKb(each, "Rss"), 0);
  const pss = pids.reduce((sum, each) => sum + memoryKb(each, "Pss"), 0);
  return {
    rssMb: Math.round(rss / 102.4) / 10,
    pssMb: Math.round(pss / 102.4) / 10,
    processes: pids.length,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function cpuMs(pid: number): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th (clock ticks, 100 a second).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The whole machine's CPU time so far, busy and in all, ms (from /proc/stat's first line). */
export function machineCpu(): { busyMs: number; totalMs: number } {
  const fields = (fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((field) => Number(field) * 10);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const totalMs = fields.slice(0, 8).reduce((sum, each) => sum + each, 0);
  return { busyMs: totalMs - (fields[3] ?? 0) - (fields[4] ?? 0), totalMs };
}

/** CPU time used so far by the server process and by its embedded PostgreSQL processes, ms. */
export function processTreeCpu(pid: number): { serverMs: number; databaseMs: number } {
  return {
    serverMs: cpuMs(pid),
    databaseMs: descendants(pid).reduce((sum, each) => sum + cpuMs(each), 0),
  };
}
