import { startBkashSandboxServer } from "./sandbox-server.ts";

/**
 * Runs the bKash sandbox on its own: `npm start -w @outsmart/bkash-sandbox`.
 * PORT (default 4010), HOST (default 127.0.0.1), PUBLIC_BASE_URL (default http://HOST:PORT) and
 * BKASH_SANDBOX_TOKEN_CALL_LIMIT (default 2 per hour; "Infinity" turns the limit off).
 */
const port = Number(process.env.PORT ?? 4010);
const hostname = process.env.HOST ?? "127.0.0.1";
const tokenCallLimit = Number(process.env.BKASH_SANDBOX_TOKEN_CALL_LIMIT ?? 2);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number between 0 and 65535, got ${process.env.PORT}`);
  process.exit(1);
}
if (Number.isNaN(tokenCallLimit) || tokenCallLimit < 0) {
  console.error("BKASH_SANDBOX_TOKEN_CALL_LIMIT must be a number of calls or Infinity");
  process.exit(1);
}

const running = await startBkashSandboxServer({
  port,
  hostname,
  tokenCallLimit,
  ...(process.env.PUBLIC_BASE_URL ? { publicBaseUrl: process.env.PUBLIC_BASE_URL } : {}),
});
const { sandbox } = running;
console.log(
  `bKash sandbox listening on ${running.url} (pages at ${sandbox.publicBaseUrl}/checkout)`,
);
console.log(`  v1.2.0-beta base URL: ${running.url}/v1.2.0-beta/tokenized/checkout`);
console.log(`  v2 base URL:          ${running.url}/v2/tokenized-checkout`);
console.log(`  credentials: ${JSON.stringify(sandbox.credentials)}`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
