import { Hono } from "hono";
import { expect, it } from "vitest";
import { createBkashSandbox } from "./bkash-sandbox.ts";

it("works mounted under a prefix of another Hono app, as inside Outsmart's server", async () => {
  const sandbox = createBkashSandbox({
    publicBaseUrl: "http://localhost:3000/bkash-sandbox",
    tokenCallLimit: Infinity,
  });
  const parent = new Hono();
  parent.route("/bkash-sandbox", sandbox.app);
  const { credentials } = sandbox;
  const post = async (path: string, body: unknown, headers: Record<string, string>) =>
    (await (
      await parent.request(`/bkash-sandbox/v2/tokenized-checkout${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, string>;

  const token = await post(
    "/auth/grant-token",
    { app_key: credentials.appKey, app_secret: credentials.appSecret },
    { username: credentials.username, password: credentials.password },
  );
  const created = await post(
    "/payment/create",
    {
      payerReference: "u",
      callbackURL: "http://localhost:3000/functions/v1/bkash-callback",
      amount: "500.00",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "INV-7",
    },
    { authorization: token.id_token ?? "", "x-app-key": credentials.appKey },
  );
  const bkashURL = new URL(created.bkashURL ?? "");
  expect(bkashURL.pathname).toBe("/bkash-sandbox/checkout");

  const page = await parent.request(`${bkashURL.pathname}${bkashURL.search}`);
  expect(page.status).toBe(200);
  // The form posts to a relative address, which resolves under the prefix.
  expect(await page.text()).toContain('<form method="post" action="checkout">');
  const cancelled = await parent.request("/bkash-sandbox/checkout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      paymentId: created.paymentId ?? "",
      hash: bkashURL.searchParams.get("hash") ?? "",
      action: "cancel",
      step: "wallet",
    }).toString(),
  });
  expect(cancelled.status).toBe(302);
  expect(cancelled.headers.get("location")).toBe(created.cancelledCallbackURL);
});
