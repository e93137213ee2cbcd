import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("lets one holder in and refuses the next with its pid", async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    const second = acquireDataDirLock(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`pid ${process.pid}`);
    lock.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    (await acquireDataDirLock(dir)).release();
  });

  it("takes over the lock of a process that was killed with SIGKILL", async () => {
    const dir = tempDir();
    const lockModule = new URL("./data-dir-lock.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, [
      "--input-type=module",
      "-e",
      `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)}); await acquireDataDirLock(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`,
    ]);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
      child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
    });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`pid ${child.pid}`);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const lock = await acquireDataDirLock(dir);
    lock.release();
  });
});
