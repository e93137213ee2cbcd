// `npm start`: check Node, build the web app if its sources changed, then run the server in
// this same process (so signals reach it directly).
await import("./check-node.mjs");
const { ensureWebBuild } = await import("./ensure-web-build.ts");
await ensureWebBuild();
await import("../apps/server/src/main.ts");
