import { getEventListeners } from "node:events";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { type ClientGone, whenClientGone } from "./client-gone.ts";
import { createInFlightWork, type InFlightWork } from "./in-flight-work.ts";

/** Runs one request through a route that takes a ClientGone and hands it back to the test. */
async function routeWith(request: Request, release: boolean, inFlight = createInFlightWork()) {
  let client: ClientGone | undefined;
  const app = new Hono<AppEnv>().get("/", (c) => {
    c.set("inFlight", inFlight);
    client = whenClientGone(c);
    if (release) client.release();
    return c.text("ok");
  });
  await app.request(request);
  if (!client) throw new Error("the route did not run");
  return client;
}

describe("whenClientGone", () => {
  it("aborts its signal with an AbortError when the incoming request's signal aborts", async () => {
    const incoming = new AbortController();
    const client = await routeWith(
      new Request("http://localhost/", { signal: incoming.signal }),
      false,
    );
    expect(client.signal.aborted).toBe(false);
    incoming.abort();
    expect(client.signal.aborted).toBe(true);
    expect((client.signal.reason as DOMException).name).toBe("AbortError");
  });

  it("aborts on demand, for the response stream's cancel", async () => {
    const client = await routeWith(new Request("http://localhost/"), false);
    client.abort();
    expect(client.signal.aborted).toBe(true);
  });

  it("leaves no listener on the incoming request's signal once released", async () => {
    const request = new Request("http://localhost/");
    const held = await routeWith(request, false);
    expect(getEventListeners(request.signal, "abort")).toHaveLength(1);
    held.release();
    expect(getEventListeners(request.signal, "abort")).toHaveLength(0);

    const released = new Request("http://localhost/");
    const client = await routeWith(released, true);
    expect(getEventListeners(released.signal, "abort")).toHaveLength(0);
    expect(client.signal.aborted).toBe(false);
  });

  it("counts as work in flight from its start until released, so shutdown waits for it", async () => {
    const inFlight: InFlightWork = createInFlightWork();
    const client = await routeWith(new Request("http://localhost/"), false, inFlight);
    expect(inFlight.count()).toBe(1);
    const settled = inFlight.settled(10_000);
    client.release();
    client.release();
    expect(await settled).toBe(true);
    expect(inFlight.count()).toBe(0);
  });
});
