import { describe, expect, it } from "vitest";
import { setupSandbox } from "./test-support.ts";

/** A browser's view of the hosted page: follows the form, posts it back, stops at redirects. */
async function openCheckout(options: Parameters<typeof setupSandbox>[0] = {}) {
  const setup = setupSandbox(options);
  const { paymentId, body } = await setup.createPayment("v1.2.0-beta", {
    callbackURL: "https://merchant.test/bkash/callback?order=9",
  });
  const bkashURL = new URL(body.bkashURL as string);
  // The sandbox is mounted at / in these tests; the URL's /bkash-sandbox prefix is the public one.
  const pagePath = `/checkout${bkashURL.search}`;
  const hash = bkashURL.searchParams.get("hash") ?? "";

  async function get(path = pagePath) {
    const response = await setup.sandbox.app.request(path);
    return { response, html: await response.text() };
  }

  async function submit(fields: Record<string, string>) {
    const response = await setup.sandbox.app.request("/checkout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ paymentId, hash, ...fields }).toString(),
    });
    return { response, html: await response.text() };
  }

  const confirm = (step: string, field: Record<string, string>) =>
    submit({ action: "confirm", step, ...field });

  return { ...setup, paymentId, body, get, submit, confirm };
}

function location(response: Response): URL {
  return new URL(response.headers.get("location") ?? "");
}

describe("the hosted checkout page", () => {
  it("takes the customer through wallet, OTP and PIN, then redirects with status=success", async () => {
    const { get, confirm, paymentId, sandbox, body } = await openCheckout();

    const wallet = await get();
    expect(wallet.response.status).toBe(200);
    expect(wallet.html).toContain("SANDBOX — no real money moves");
    expect(wallet.html).toContain('<label for="wallet">');
    expect(wallet.html).toContain("৳500");
    expect(wallet.html).toContain("INV-0001");

    const otp = await confirm("wallet", { wallet: "01770618575" });
    expect(otp.html).toContain('<label for="otp">');
    expect(otp.html).toContain("017******75");

    const pin = await confirm("otp", { otp: "123456" });
    expect(pin.html).toContain('<label for="pin">');
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("initiated");

    const done = await confirm("pin", { pin: "12121" });
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("location")).toBe(body.successCallbackURL);
    const callback = location(done.response);
    expect(callback.searchParams.get("order")).toBe("9");
    expect(callback.searchParams.get("paymentID")).toBe(paymentId);
    expect(callback.searchParams.get("status")).toBe("success");
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      stage: "authorised",
      verificationStatus: "Complete",
      transactionStatus: "Initiated",
      wallet: "01770618575",
    });

    const revisit = await get();
    expect(revisit.response.status).toBe(410);
    expect(revisit.html).toContain("already confirmed");
  });

  it.each([
    ["01823074817", "2023", "Insufficient Balance"],
    ["01823074818", "2037", "Debit party account state prohibits this transaction"],
  ])("fails the payment for test wallet %s (%s)", async (number, code, message) => {
    const { confirm, paymentId, sandbox, body } = await openCheckout();
    await confirm("wallet", { wallet: number });
    await confirm("otp", { otp: "123456" });
    const done = await confirm("pin", { pin: "12121" });
    expect(done.response.status).toBe(302);
    expect(done.response.headers.get("location")).toBe(body.failureCallbackURL);
    expect(location(done.response).searchParams.get("status")).toBe("failure");
    expect(await sandbox.getPayment(paymentId)).toMatchObject({
      stage: "failed",
      verificationStatus: "Incomplete",
      failure: { code, message },
    });
  });

  it.each(["wallet", "otp", "pin"])("cancels from the %s step with status=cancel", async (step) => {
    const { confirm, submit, paymentId, sandbox, body } = await openCheckout();
    if (step !== "wallet") await confirm("wallet", { wallet: "01929918378" });
    if (step === "pin") await confirm("otp", { otp: "123456" });
    // Cancel skips validation, so the field may be empty.
    const cancelled = await submit({ action: "cancel", step });
    expect(cancelled.response.status).toBe(302);
    expect(cancelled.response.headers.get("location")).toBe(body.cancelledCallbackURL);
    expect(location(cancelled.response).searchParams.get("status")).toBe("cancel");
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("cancelled");
  });

  it("shows a Cancel button on every step", async () => {
    const { get, confirm } = await openCheckout();
    const pages = [
      (await get()).html,
      (await confirm("wallet", { wallet: "01770618575" })).html,
      (await confirm("otp", { otp: "123456" })).html,
    ];
    for (const html of pages)
      expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*formnovalidate/);
  });

  it("allows two wrong verification codes (2016) and fails on the third (2017)", async () => {
    const { confirm, paymentId, sandbox, body } = await openCheckout();
    await confirm("wallet", { wallet: "01770618575" });
    const first = await confirm("otp", { otp: "000000" });
    expect(first.response.status).toBe(200);
    expect(first.html).toContain("Wrong verification code (2016). 2 attempts left.");
    expect(first.html).toContain('role="alert"');
    expect((await confirm("otp", { otp: "111111" })).html).toContain("1 attempt left.");
    const third = await confirm("otp", { otp: "222222" });
    expect(third.response.headers.get("location")).toBe(body.failureCallbackURL);
    expect((await sandbox.getPayment(paymentId))?.failure?.code).toBe("2017");
  });

  it("allows two wrong PINs (2014) and fails on the third (2015)", async () => {
    const { confirm, paymentId, sandbox, body } = await openCheckout();
    await confirm("wallet", { wallet: "01770618575" });
    await confirm("otp", { otp: "123456" });
    expect((await confirm("pin", { pin: "11111" })).html).toContain("Wrong PIN (2014).");
    expect((await confirm("pin", { pin: "22222" })).html).toContain("1 attempt left.");
    const third = await confirm("pin", { pin: "33333" });
    expect(third.response.headers.get("location")).toBe(body.failureCallbackURL);
    expect((await sandbox.getPayment(paymentId))?.failure?.code).toBe("2015");
  });

  it("recovers from a wrong code when the right one follows", async () => {
    const { confirm, body } = await openCheckout();
    await confirm("wallet", { wallet: "01770618575" });
    await confirm("otp", { otp: "999999" });
    await confirm("otp", { otp: "123456" });
    await confirm("pin", { pin: "99999" });
    const done = await confirm("pin", { pin: "12121" });
    expect(done.response.headers.get("location")).toBe(body.successCallbackURL);
  });

  it("explains a malformed or unknown wallet number in text and stays on the step", async () => {
    const { confirm } = await openCheckout();
    const malformed = await confirm("wallet", { wallet: "12345" });
    expect(malformed.html).toContain("Enter your 11-digit bKash account number");
    expect(malformed.html).toContain('<label for="wallet">');
    const unknown = await confirm("wallet", { wallet: "01711000000" });
    expect(unknown.html).toContain("01711000000 is not a wallet in this sandbox");
    const spaced = await confirm("wallet", { wallet: "01770 618-575" });
    expect(spaced.html).toContain('<label for="otp">');
  });

  it("ignores a stale form from an earlier step", async () => {
    const { confirm, paymentId, sandbox } = await openCheckout();
    await confirm("wallet", { wallet: "01770618575" });
    const stale = await confirm("pin", { pin: "12121" });
    expect(stale.html).toContain('<label for="otp">');
    expect((await sandbox.getPayment(paymentId))?.stage).toBe("initiated");
  });

  it("lists the test wallets, OTP and PIN on the page", async () => {
    const { get } = await openCheckout();
    const { html } = await get();
    for (const number of ["01770618575", "01929918378", "01823074817", "01823074818"])
      expect(html).toContain(number);
    expect(html).toContain("123456");
    expect(html).toContain("12121");
  });

  it("serves plain HTML under a CSP that forbids scripts and allows the callback origin", async () => {
    const { get } = await openCheckout();
    const { response, html } = await get();
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.toLowerCase()).not.toContain("<script");
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("form-action 'self' https://merchant.test");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain('<meta name="viewport"');
  });

  it("pre-fills the wallet when the payer reference is a wallet number", async () => {
    const setup = setupSandbox();
    const { body } = await setup.createPayment("v2", { payerReference: "01929918378" });
    const page = await setup.sandbox.app.request(
      `/checkout${new URL(body.bkashURL as string).search}`,
    );
    expect(await page.text()).toContain('value="01929918378"');
  });

  it("refuses an address with a wrong hash or an unknown payment", async () => {
    const { get, paymentId } = await openCheckout();
    const wrongHash = await get(`/checkout?paymentId=${paymentId}&hash=guess`);
    expect(wrongHash.response.status).toBe(404);
    expect(wrongHash.html).toContain("This payment link is not valid");
    expect((await get("/checkout?paymentId=TR0011none&hash=x")).response.status).toBe(404);
  });

  it("escapes merchant-supplied text", async () => {
    const setup = setupSandbox();
    const { body } = await setup.createPayment("v1.2.0-beta", {
      merchantInvoiceNumber: "INV \"quoted\" 'x'",
    });
    const page = await setup.sandbox.app.request(
      `/checkout${new URL(body.bkashURL as string).search}`,
    );
    const html = await page.text();
    expect(html).toContain("INV &quot;quoted&quot; &#39;x&#39;");
  });

  it("closes the page once the payment has expired", async () => {
    const { get, clock } = await openCheckout();
    clock.advance(24 * 60 * 60 * 1000);
    const { response, html } = await get();
    expect(response.status).toBe(410);
    expect(html).toContain("This payment has expired");
  });
});
