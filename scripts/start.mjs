// `npm start`: check Node, build the web app and the server if their sources changed, then run
// the server in this same process (so signals reach it directly).
import module from "node:module";
import { pathToFileURL } from "node:url";

// Node keeps the compiled code of the server between starts (in the system's temporary folder):
// less CPU to load it on the next start (ADR 0083). If the folder cannot be written, Node carries
// on without it.
module.enableCompileCache?.();
await import("./check-node.mjs");
const { ensureWebBuild } = await import("./ensure-web-build.ts");
await ensureWebBuild();
if (process.env.OUTSMART_SERVER_FROM_SOURCE === "1") {
  // The escape hatch: the server's TypeScript modules as they are, as `npm run dev` runs them.
  await import("../apps/server/src/main.ts");
} else {
  // The server bundled into one file (ADR 0091): one module to load instead of hundreds.
  const { ensureServerBuild, serverBundle } = await import("./ensure-server-build.ts");
  await ensureServerBuild();
  await import(pathToFileURL(serverBundle).href);
}
