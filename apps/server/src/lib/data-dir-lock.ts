import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `Another Outsmart server (pid ${owner}) is already running with the data folder ${dataDir}.\n` +
        `Stop it first (for example: kill ${owner}), or start this one with a different DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Unix socket paths are limited to ~104 bytes; a long data folder gets a hashed socket in the temp dir. */
function lockSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, "outsmart.lock.sock");
  if (Buffer.byteLength(inside) < 100) return inside;
  const digest = createHash("sha256").update(dataDir).digest("hex").slice(0, 20);
  return path.join(os.tmpdir(), `outsmart-${digest}.sock`);
}

/** Asks the current holder for its pid; undefined when nobody is listening (no lock, or a stale one). */
async function probe(socketPath: string): Promise<string | undefined> {
  return await new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let reply = "";
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve("unknown");
    });
    socket.on("data", (chunk) => (reply += chunk.toString()));
    socket.on("end", () => resolve(reply.trim() || "unknown"));
    socket.on("error", () => resolve(undefined));
  });
}

/**
 * One server process per data folder, because the embedded database cannot be shared. The lock is
 * a listening Unix socket: the kernel closes it when its process dies, even by `kill -9`, so a
 * stale lock is recognised without trusting pids (which get reused). A second process connects,
 * learns the holder's pid and refuses to start.
 */
export async function acquireDataDirLock(dataDir: string): Promise<{ release: () => void }> {
  await fsp.mkdir(dataDir, { recursive: true });
  const socketPath = lockSocketPath(dataDir);
  const holder = await probe(socketPath);
  if (holder) throw new DataDirLockedError(dataDir, holder);
  await fsp.rm(socketPath, { force: true }); // stale: its process is gone

  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  await new Promise<void>((resolve, reject) => {
    server.once("error", async (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        reject(new DataDirLockedError(dataDir, (await probe(socketPath)) ?? "unknown"));
      else reject(error);
    });
    server.listen({ path: socketPath, exclusive: true }, () => resolve());
  });
  server.unref();
  await fsp.chmod(socketPath, 0o600).catch(() => {});
  return {
    release: () => {
      server.close();
    },
  };
}
