import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainModule = fileURLToPath(new URL("../main.ts", import.meta.url));

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Runs the real server entry point (`main.ts`) as a separate process, as `npm start` does, or
 * another entry point: the production bundle (`apps/server/build/server.mjs`, ADR 0091).
 */
export function startServerProcess(
  env: Record<string, string>,
  entry: string = mainModule,
): ServerProcess {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

export async function waitForHealthy(
  port: number,
  server: ServerProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The server exited (${exitCode}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}
