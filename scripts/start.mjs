// `npm start`: check Node, build the web app if its sources changed, then run the server in
// this same process (so signals reach it directly).
import module from "node:module";

// Node keeps the compiled code of the server's modules between starts (in the system's temporary
// folder): about a quarter less CPU to load them on the next start (ADR 0083). If the folder cannot
// be written, Node carries on without it.
module.enableCompileCache?.();
await import("./check-node.mjs");
const { ensureWebBuild } = await import("./ensure-web-build.ts");
await ensureWebBuild();
await import("../apps/server/src/main.ts");
