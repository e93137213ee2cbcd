import fsp from "node:fs/promises";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The executable name of a running process (e.g. "postgres"), or undefined if unknown. */
export async function processExecutableName(pid: number): Promise<string | undefined> {
  try {
    if (process.platform === "linux") {
      const target = await fsp.readlink(`/proc/${pid}/exe`);
      return target
        .split("/")
        .pop()
        ?.replace(/ \(deleted\)$/, "");
    }
    const { stdout } = await execFileAsync("ps", ["-p", String(pid), "-o", "comm="]);
    return stdout.trim().split("/").pop() || undefined;
  } catch {
    return undefined;
  }
}

export async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isProcessAlive(pid);
}
