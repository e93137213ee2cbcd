import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createBkashSandbox } from "./bkash-sandbox.ts";
import { createMemorySandboxStore } from "./memory-sandbox-store.ts";
import { setupSandbox } from "./test-support.ts";

describe("a sandbox's store", () => {
  it("carries every payment over to a new sandbox on the same store (a restart)", async () => {
    const store = createMemorySandboxStore();
    const before = setupSandbox({ store });
    const { paymentId } = await before.createPayment("v2");
    await before.sandbox.authorisePayment(paymentId);

    const after = setupSandbox({ store });
    expect((await after.sandbox.getPayment(paymentId))?.stage).toBe("authorised");
    const executed = await after.api("v2", "execute", { paymentId });
    expect(executed.body).toMatchObject({ paymentId, transactionStatus: "Completed" });
    expect(await before.sandbox.getPayment(paymentId)).toEqual(
      await after.sandbox.getPayment(paymentId),
    );
  });

  it("is private to each sandbox unless given", async () => {
    const first = setupSandbox();
    const { paymentId } = await first.createPayment();
    expect(await setupSandbox().sandbox.getPayment(paymentId)).toBeUndefined();
  });
});

describe("the hosted page alone", () => {
  it("serves the customer's page and nothing of the merchant API", async () => {
    const sandbox = createBkashSandbox({
      publicBaseUrl: "http://localhost:3000/bkash-sandbox",
      tokenCallLimit: Infinity,
    });
    const { credentials } = sandbox;
    const parent = new Hono();
    parent.route("/bkash-sandbox", sandbox.hostedPage);

    const grant = await parent.request(
      "/bkash-sandbox/v1.2.0-beta/tokenized/checkout/token/grant",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          username: credentials.username,
          password: credentials.password,
        },
        body: JSON.stringify({ app_key: credentials.appKey, app_secret: credentials.appSecret }),
      },
    );
    expect(grant.status).toBe(404);
    expect(sandbox.tokenCalls()).toEqual({ grant: 0, refresh: 0 });

    const page = await parent.request("/bkash-sandbox/checkout?paymentId=none&hash=none");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("This payment link is not valid");
  });
});
