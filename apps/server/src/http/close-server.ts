import type { Server } from "node:http";
import net from "node:net";

/**
 * Stops a server: new connections are refused at once (nginx sends their requests to another
 * instance) and the requests in flight finish; after `timeoutMs` whatever still runs is cut off.
 *
 * Idle keep-alive connections are closed at once, as `http.Server.close()` does, unless
 * `keepIdleConnections` (behind a load balancer). A connection is idle between two requests, and
 * the balancer may be sending the next one on it at the very moment it is closed: the request is
 * reset, and nginx answers it 502 (it never resends a POST that reached an instance). A stream that
 * started before the stop sent its keep-alive headers before `Connection: close` was the rule, so
 * the balancer keeps its connection when it ends. Those connections are left to the balancer,
 * which closes them after its own idle timeout (nginx: `keepalive_timeout 2s`), or to Node's
 * `keepAliveTimeout` (5 s); a request sent on one meanwhile is answered.
 */
export async function closeServer(
  server: Server,
  options: { timeoutMs: number; keepIdleConnections: boolean; onForced?: () => void },
): Promise<{ forced: boolean }> {
  // Not http.Server.close(): it closes the idle connections too.
  const closed = new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
  });
  if (!options.keepIdleConnections) server.closeIdleConnections();
  let forced = false;
  const forceTimer = setTimeout(() => {
    forced = true;
    options.onForced?.();
    server.closeAllConnections();
  }, options.timeoutMs);
  await closed;
  clearTimeout(forceTimer);
  return { forced };
}
