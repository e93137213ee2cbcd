import { afterEach, describe, expect, it, vi } from "vitest";
import { DroppedConnection } from "./api-routes.ts";
import { startBkashSandboxServer } from "./sandbox-server.ts";
import { setupSandbox } from "./test-support.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("injected faults", () => {
  it("answers the next call with HTTP 503 before doing anything, then recovers", async () => {
    const { api, createBody, sandbox, grant } = setupSandbox();
    const { idToken } = await grant();
    sandbox.failNext("create", "http-503");
    const failed = await api("v1.2.0-beta", "create", createBody("v1.2.0-beta"), idToken);
    expect(failed).toEqual({ status: 503, body: { message: "Service Unavailable" } });
    const next = await api("v1.2.0-beta", "create", createBody("v1.2.0-beta"), idToken);
    expect(next.body.statusCode).toBe("0000");
  });

  it("answers 9999 System Error. in each family's envelope, for as many calls as asked", async () => {
    const { api, createBody, sandbox, grant } = setupSandbox();
    const { idToken } = await grant();
    sandbox.failNext("create", "system-error", { count: 2 });
    expect(await api("v1.2.0-beta", "create", createBody("v1.2.0-beta"), idToken)).toEqual({
      status: 200,
      body: { statusCode: "9999", statusMessage: "System Error." },
    });
    expect(await api("v2", "create", createBody("v2"), idToken)).toEqual({
      status: 400,
      body: {
        internalCode: "system_error",
        externalCode: "9999",
        errorMessageEn: "System Error.",
        errorMessageBn: null,
      },
    });
    expect((await api("v2", "create", createBody("v2"), idToken)).status).toBe(200);
  });

  it("drops the connection: app.request rejects and the call is recorded as dropped", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment();
    sandbox.failNext("query", "drop-connection");
    await expect(api("v1.2.0-beta", "query", { paymentID: paymentId }, idToken)).rejects.toThrow(
      DroppedConnection,
    );
    expect(sandbox.calls().at(-1)).toMatchObject({ endpoint: "query", status: "dropped" });
    const next = await api("v1.2.0-beta", "query", { paymentID: paymentId }, idToken);
    expect(next.body.statusCode).toBe("0000");
  });

  it("can lose the answer after the request took effect (phase: after)", async () => {
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment();
    await sandbox.authorisePayment(paymentId);
    sandbox.failNext("execute", "http-503", { phase: "after" });
    const lost = await api("v1.2.0-beta", "execute", { paymentID: paymentId }, idToken);
    expect(lost.status).toBe(503);
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("completed");
  });

  it("delays the execute answer while the payment is already completed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { api, createPayment, sandbox } = setupSandbox();
    const { paymentId, idToken } = await createPayment();
    await sandbox.authorisePayment(paymentId);
    sandbox.setExecuteDelay(5_000);
    let answered = false;
    const pending = api("v1.2.0-beta", "execute", { paymentID: paymentId }, idToken).then(
      (result) => {
        answered = true;
        return result;
      },
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(answered).toBe(false);
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("completed");
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).body.transactionStatus).toBe("Completed");
  });

  it("adds latency per endpoint, and clears every knob", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { api, createPayment, sandbox } = setupSandbox({ latencyMs: { query: 300 } });
    const { paymentId, idToken } = await createPayment();
    let answered = false;
    const pending = api("v2", "query", { paymentId }, idToken).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(answered).toBe(true);

    sandbox.setLatency("create", 1_000);
    sandbox.failNext("query", "http-503");
    sandbox.clearFaults();
    expect((await api("v2", "query", { paymentId }, idToken)).status).toBe(200);
    expect((await api("v2", "create", { amount: "1" }, idToken)).status).toBe(400);
  });

  it("records every API call with its headers, body and answer", async () => {
    const { createPayment, sandbox, credentials } = setupSandbox();
    const { paymentId, idToken } = await createPayment("v2");
    const calls = sandbox.calls();
    expect(calls.map((call) => [call.endpoint, call.apiVersion, call.status])).toEqual([
      ["grant", "v2", 200],
      ["create", "v2", 200],
    ]);
    expect(calls[1]?.headers.authorization).toBe(idToken);
    expect(calls[1]?.headers["x-app-key"]).toBe(credentials.appKey);
    expect(calls[1]?.body).toMatchObject({ amount: "500", currency: "BDT" });
    expect(paymentId).toMatch(/^TR0011/);
  });
});

describe("the call log", () => {
  it("keeps the last 1000 calls", async () => {
    const { call, sandbox } = setupSandbox();
    for (let index = 0; index < 1005; index += 1)
      await call("v2", "query", { paymentId: `TR${index}` });
    const calls = sandbox.calls();
    expect(calls).toHaveLength(1000);
    expect(calls[0]?.body).toEqual({ paymentId: "TR5" });
    expect(calls.at(-1)?.body).toEqual({ paymentId: "TR1004" });
  });
});

describe("over real HTTP", () => {
  it("serves the sandbox on a free port and really drops connections", async () => {
    const running = await startBkashSandboxServer({ tokenCallLimit: Infinity });
    try {
      const { credentials } = running.sandbox;
      expect(running.sandbox.publicBaseUrl).toBe(running.url);
      const grant = () =>
        fetch(`${running.url}/v2/tokenized-checkout/auth/grant-token`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            username: credentials.username,
            password: credentials.password,
          },
          body: JSON.stringify({ app_key: credentials.appKey, app_secret: credentials.appSecret }),
        });
      running.sandbox.failNext("grant", "drop-connection");
      await expect(grant()).rejects.toThrow();
      const response = await grant();
      expect(((await response.json()) as { statusCode: string }).statusCode).toBe("0000");
    } finally {
      await running.close();
    }
  });
});
