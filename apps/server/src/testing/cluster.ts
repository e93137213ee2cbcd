import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../lib/free-port.ts";
import { type ServerProcess, startServerProcess, waitForHealthy } from "./server-process.ts";

const deployDir = fileURLToPath(new URL("../../../../deploy/nginx/", import.meta.url));
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * nginx's configuration for loopback tests: the production upstream block of
 * deploy/nginx/outsmart.conf with its `server` lines pointed at our instances, and a plain-HTTP
 * server block that includes deploy/nginx/outsmart-proxy.conf as it is (TLS is the only part left out).
 */
export function renderNginxConfig(options: {
  dir: string;
  listenPort: number;
  instancePorts: number[];
  /** Instances taken out of the upstream (`down`), as an operator does before stopping one. */
  down?: ReadonlySet<number>;
}): string {
  const production = fs.readFileSync(path.join(deployDir, "outsmart.conf"), "utf8");
  const upstream = /^upstream outsmart \{[\s\S]*?^\}/m.exec(production)?.[0];
  if (!upstream) throw new Error("deploy/nginx/outsmart.conf has no `upstream outsmart` block");
  const serverLines = upstream.match(/^\s*server \S+(.*);$/gm) ?? [];
  const options0 = /^\s*server \S+(.*);$/m.exec(serverLines[0] ?? "")?.[1] ?? "";
  const withoutServers = upstream.replace(/^\s*server \S+.*;\n/gm, "");
  const loopbackUpstream = withoutServers.replace(
    "upstream outsmart {\n",
    `upstream outsmart {\n${options.instancePorts
      .map(
        (port) =>
          `    server 127.0.0.1:${port}${options0}${options.down?.has(port) ? " down" : ""};\n`,
      )
      .join("")}`,
  );
  const dir = options.dir;
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # Which instance answered, when, and how long each step took: what a failure message needs.
  log_format upstreams '$time_iso8601 $msec "$request" $status id=$request_id '
    'upstream=$upstream_addr upstream_status=$upstream_status '
    'connect=$upstream_connect_time header=$upstream_header_time total=$request_time';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${loopbackUpstream}
  server {
    listen 127.0.0.1:${options.listenPort};
    include ${path.join(deployDir, "outsmart-proxy.conf")};
  }
}
`;
}

/** The processes nginx's master runs now (its workers), from /proc. */
function nginxWorkers(masterPid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, "utf8")
      .split(" ")
      .filter((pid) => pid.trim() !== "")
      .map(Number);
  } catch {
    return [];
  }
}

export type Instance = { port: number; process: ServerProcess; url: string };

export type Cluster = {
  /** nginx's address: what customers use. */
  url: string;
  instances: Instance[];
  /** Starts (or restarts) instance `index` on its port; resolves when /api/ready answers 200. */
  start: (index: number) => Promise<Instance>;
  /**
   * Takes instance `index` out of nginx's upstream (`down`) and reloads nginx, as an operator does
   * before stopping one (docs/operations.md): resolves once no nginx worker that could still send
   * it a request is left.
   */
  takeOut: (index: number) => Promise<void>;
  /** Puts instance `index` back into the upstream and reloads nginx. */
  putBack: (index: number) => Promise<void>;
  /** SIGTERM, then waits for a clean exit (code 0). */
  stop: (index: number) => Promise<number | null>;
  kill: (index: number) => Promise<void>;
  close: () => Promise<void>;
  /** nginx's error log and the end of its access log (which instance answered what, and when). */
  nginxLog: () => string;
  /** What each instance wrote (its JSON log), with when it was started and stopped. */
  instanceLogs: () => string;
};

export async function waitForReady(url: string, server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited before it was ready:\n${server.output()}`);
    const status = await fetch(`${url}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`Not ready within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `count` real server processes (main.ts) on one database and Redis, behind nginx on loopback. */
export async function startCluster(options: {
  count: number;
  env: (publicUrl: string) => Record<string, string>;
}): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-cluster-"));
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const instances: Instance[] = [];
  // Every process each instance has had, oldest first (a Map keeps the order it was filled in),
  // with what happened to it and when.
  const histories = new Map<ServerProcess, { label: string; events: string[] }>();
  const note = (server: ServerProcess, event: string) =>
    histories.get(server)?.events.push(`${new Date().toISOString()} ${event}`);

  const start = async (index: number): Promise<Instance> => {
    const port = ports[index]!;
    const dataDir = path.join(dir, `instance-${index}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const server = startServerProcess({
      ...options.env(url),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_BUILD_DIR: "/nonexistent-web-build",
    });
    const instance = { port, process: server, url: `http://127.0.0.1:${port}` };
    instances[index] = instance;
    histories.set(server, {
      label: `instance ${index} (127.0.0.1:${port}, pid ${server.child.pid})`,
      events: [],
    });
    note(server, "started");
    void server.exited.then((code) => note(server, `exited (${code ?? server.child.signalCode})`));
    await waitForHealthy(port, server);
    await waitForReady(instance.url, server);
    note(server, "ready");
    return instance;
  };

  await Promise.all(ports.map((_, index) => start(index)));

  const down = new Set<number>();
  const configPath = path.join(dir, "nginx.conf");
  const writeConfig = () =>
    fs.writeFileSync(
      configPath,
      renderNginxConfig({ dir, listenPort: nginxPort, instancePorts: ports, down }),
    );
  writeConfig();
  const nginx: ChildProcess = spawn(NGINX, ["-p", dir, "-c", configPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let nginxOutput = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const readLog = (name: string) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  const reload = async () => {
    writeConfig();
    const masterPid = nginx.pid!;
    const before = nginxWorkers(masterPid);
    nginx.kill("SIGHUP");
    // The new workers take every new connection; the old ones finish the requests they hold and
    // exit. Once they are gone, nothing routes by the old upstream.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const workers = nginxWorkers(masterPid);
      if (workers.length > 0 && workers.every((pid) => !before.includes(pid))) return;
      if (nginx.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not reload: ${nginxOutput}${readLog("error.log")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const deadline = Date.now() + 10_000;
  while (
    (await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (nginx.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    instances,
    start,
    takeOut: async (index) => {
      down.add(ports[index]!);
      await reload();
    },
    putBack: async (index) => {
      down.delete(ports[index]!);
      await reload();
    },
    stop: async (index) => {
      const server = instances[index]!.process;
      note(server, "SIGTERM");
      server.child.kill("SIGTERM");
      return await server.exited;
    },
    kill: async (index) => {
      const server = instances[index]!.process;
      note(server, "SIGKILL");
      server.child.kill("SIGKILL");
      await server.exited;
    },
    nginxLog: () => {
      const access = readLog("access.log").trimEnd().split("\n");
      const notOk = access.filter((line) => !/" 200 id=/.test(line));
      return [
        `${nginxOutput}${readLog("error.log")}`,
        `--- access log: every answer other than 200 ---`,
        ...notOk,
        `--- access log: the last 30 requests ---`,
        ...access.slice(-30),
      ].join("\n");
    },
    instanceLogs: () =>
      [...histories]
        .map(
          ([server, { label, events }]) =>
            `--- ${label}: ${events.join(", ")}\n${server.output().slice(-3000)}`,
        )
        .join("\n"),
    close: async () => {
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.process.child.exitCode === null) {
            instance.process.child.kill("SIGTERM");
            await instance.process.exited;
          }
        }),
      );
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
