/**
 * Start-up leaves ~80 MB of garbage in the V8 heap (module compilation, migrations, reference
 * data), and V8 neither collects it nor hands the pages back while the server is idle: no
 * allocation, no collection, so its memory reducer never starts (bench/README.md,
 * ADR 0082). One "last resort" collection once start-up is done returns them at once.
 *
 * `gc` exists only when Node runs with `--expose-gc` (`npm start`, the systemd unit, the
 * Dockerfile); elsewhere (tests, `npm run dev`) this does nothing.
 */
type GarbageCollector = (options: {
  type: "major";
  execution: "sync";
  flavor: "last-resort";
}) => void;

export function releaseStartupMemory(): boolean {
  const gc = (globalThis as { gc?: GarbageCollector }).gc;
  if (typeof gc !== "function") return false;
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
  return true;
}
