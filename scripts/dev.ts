// `npm run dev`: the API server with restart-on-change, and Vite with hot reload on :5173
// (which forwards /api and /functions to the server). Ctrl+C stops both.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const children = [
  spawn(
    process.execPath,
    [
      "--watch-path=apps/server/src",
      "--watch-path=packages/contracts/src",
      "apps/server/src/main.ts",
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "/dev/null/no-build" },
    },
  ),
  spawn("npm", ["run", "dev", "--workspace", "@outsmart/web"], { cwd: root, stdio: "inherit" }),
];
console.log("\n  Outsmart dev: open http://localhost:5173 (API on http://localhost:3000)\n");

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
