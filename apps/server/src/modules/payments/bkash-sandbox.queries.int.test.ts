import { type BkashSandbox, createBkashSandbox } from "@outsmart/bkash-sandbox";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../testing/test-database.ts";
import { createBkashSandboxStore } from "./bkash-sandbox.queries.ts";

/** Two server processes on one database, each with its own in-process sandbox (issue 18). */
const testDb = useTestDatabase();

type Json = Record<string, unknown>;

function sandboxOnDatabase(): BkashSandbox {
  return createBkashSandbox({
    publicBaseUrl: "http://localhost:3000/bkash-sandbox",
    tokenCallLimit: Infinity,
    store: createBkashSandboxStore(testDb.current.db),
  });
}

/** A merchant API client of one sandbox (v1.2.0-beta), with its own token. */
async function merchant(sandbox: BkashSandbox) {
  const post = async (path: string, body: Json, headers: Record<string, string>) => {
    const response = await sandbox.app.request(`/v1.2.0-beta/tokenized/checkout${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Json;
  };
  const { credentials } = sandbox;
  const grant = await post(
    "/token/grant",
    { app_key: credentials.appKey, app_secret: credentials.appSecret },
    { username: credentials.username, password: credentials.password },
  );
  const auth = { authorization: String(grant.id_token), "x-app-key": credentials.appKey };
  return {
    create: async () =>
      String(
        (
          await post(
            "/create",
            {
              mode: "0011",
              payerReference: "u",
              callbackURL: "http://localhost:3000/payments/bkash/callback",
              amount: "500.00",
              currency: "BDT",
              intent: "sale",
              merchantInvoiceNumber: `INV-${crypto.randomUUID()}`,
            },
            auth,
          )
        ).paymentID,
      ),
    execute: (paymentID: string) => post("/execute", { paymentID }, auth),
    query: (paymentID: string) => post("/payment/status", { paymentID }, auth),
    search: (trxID: string) => post("/general/searchTransaction", { trxID }, auth),
  };
}

describe("the sandbox's payments in PostgreSQL", () => {
  it("are the same for every sandbox on the database", async () => {
    const first = sandboxOnDatabase();
    const second = sandboxOnDatabase();
    const paymentId = await (await merchant(first)).create();
    await second.authorisePayment(paymentId);
    const other = await merchant(second);
    expect(await (await merchant(first)).query(paymentId)).toMatchObject({
      transactionStatus: "Initiated",
      verificationStatus: "Complete",
    });
    const executed = await other.execute(paymentId);
    expect(executed).toMatchObject({ statusCode: "0000", transactionStatus: "Completed" });
    const found = await (await merchant(first)).search(String(executed.trxID));
    expect(found).toMatchObject({ trxID: executed.trxID, transactionStatus: "Completed" });
    expect(await first.getPayment(paymentId)).toEqual(await second.getPayment(paymentId));
  });

  it("execute a payment once when two processes execute it at the same time", async () => {
    const sandboxes = [sandboxOnDatabase(), sandboxOnDatabase()];
    const merchants = await Promise.all(sandboxes.map((sandbox) => merchant(sandbox)));
    const paymentIds = await Promise.all(Array.from({ length: 8 }, () => merchants[0]!.create()));
    await Promise.all(paymentIds.map((id) => sandboxes[1]!.authorisePayment(id)));

    const answers = await Promise.all(
      paymentIds.flatMap((id) => [...merchants, ...merchants].map((m) => m.execute(id))),
    );
    for (const [index, paymentId] of paymentIds.entries()) {
      const mine = answers.slice(index * 4, index * 4 + 4);
      const completed = mine.filter((answer) => answer.statusCode === "0000");
      expect(completed).toHaveLength(1);
      expect(mine.filter((answer) => answer.statusCode === "2062")).toHaveLength(3);
      expect((await sandboxes[0]!.getPayment(paymentId))?.trxId).toBe(completed[0]?.trxID);
    }
  });

  it("let one of two racing page posts decide: the PIN or Cancel", async () => {
    const [page, other] = [sandboxOnDatabase(), sandboxOnDatabase()];
    const paymentId = await (await merchant(page)).create();
    const snapshot = await page.getPayment(paymentId);
    const hash = new URL(snapshot?.bkashURL ?? "").searchParams.get("hash") ?? "";
    const post = (sandbox: BkashSandbox, fields: Record<string, string>) =>
      sandbox.hostedPage.request("/checkout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ paymentId, hash, ...fields }).toString(),
      });
    await post(page, { action: "confirm", step: "wallet", wallet: "01770618575" });
    await post(other, { action: "confirm", step: "otp", otp: "123456" });
    const [pin, cancel] = await Promise.all([
      post(page, { action: "confirm", step: "pin", pin: "12121" }),
      post(other, { action: "cancel", step: "pin" }),
    ]);
    const redirects = [pin, cancel].filter((response) => response.status === 302);
    expect(redirects).toHaveLength(1);
    const status = new URL(redirects[0]?.headers.get("location") ?? "").searchParams.get("status");
    const stored = await other.getPayment(paymentId);
    expect(stored?.stage).toBe(status === "success" ? "authorised" : "cancelled");
  });
});
