import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { createApiRoutes, DroppedConnection, type SandboxCall } from "./api-routes.ts";
import { type CallbackStatus, createCheckoutFlow } from "./checkout-flow.ts";
import { createCheckoutPage } from "./checkout-page.ts";
import { createFaults, type FaultSettings } from "./faults.ts";
import { createMemorySandboxStore } from "./memory-sandbox-store.ts";
import {
  createPaymentBook,
  type PaymentStage,
  type SandboxPayment,
  transactionStatusOf,
} from "./payment-book.ts";
import type { SandboxStore } from "./sandbox-store.ts";
import { testOtp, testPin, testWallets } from "./test-wallets.ts";
import {
  createTokenAuthority,
  type SandboxClock,
  type SandboxCredentials,
} from "./token-authority.ts";

export type { SandboxCall } from "./api-routes.ts";
export type { CallbackStatus } from "./checkout-flow.ts";
export type { FaultPhase, SandboxEndpoint, SandboxFault } from "./faults.ts";
export type { ApiFamily, PaymentStage, SandboxRefund } from "./payment-book.ts";
export type { SandboxPaymentDocument } from "./payment-document.ts";
export type { SandboxStore, SandboxStoreChange, StoredSandboxPayment } from "./sandbox-store.ts";
export { createMemorySandboxStore } from "./memory-sandbox-store.ts";
export { testOtp, testPin, testWallets, type TestWallet } from "./test-wallets.ts";
export type { SandboxClock, SandboxCredentials } from "./token-authority.ts";

/**
 * The sandbox's merchant credentials unless others are given. Invented: shaped like the set
 * bKash's public sandbox circulates (username, username@digits, 26- and 50-character keys), but
 * they work only here.
 */
export const defaultSandboxCredentials: SandboxCredentials = {
  username: "sandboxTokenizedUser01",
  password: "sandboxTokenizedUser01@40104",
  appKey: "coi8tqvsobvqz9xymt04s9q26o",
  appSecret: "2asotj1c254yg1fqxapok28lqtcvg97lvng1ppr1o516iyoo17",
};

/**
 * New random credentials, for a sandbox that only the code creating it may use (Outsmart's server
 * makes new ones at every start: ADR 0026).
 */
export function createSandboxCredentials(): SandboxCredentials {
  const random = (bytes: number) => randomBytes(bytes).toString("base64url");
  return {
    username: `sandbox-${random(9)}`,
    password: random(24),
    appKey: random(24),
    appSecret: random(36),
  };
}

export type BkashSandboxOptions = FaultSettings & {
  /** Absolute URL the app is reachable at (e.g. `http://localhost:3000/bkash-sandbox`); builds `bkashURL`. */
  publicBaseUrl: string;
  credentials?: SandboxCredentials;
  clock?: SandboxClock;
  /** Grant + refresh calls allowed per hour before the app key is blocked for an hour (default 2). */
  tokenCallLimit?: number;
  /** Where payments are kept (default: this process's memory, lost when it stops). */
  store?: SandboxStore;
};

/** A payment as the sandbox holds it, for tests. */
export type SandboxPaymentSnapshot = Pick<
  SandboxPayment,
  | "paymentId"
  | "amount"
  | "intent"
  | "merchantInvoiceNumber"
  | "payerReference"
  | "callbackURL"
  | "callbackUrls"
  | "signature"
  | "trxId"
  | "wallet"
  | "failure"
  | "createdAt"
  | "expiresAt"
  | "executedAt"
  | "refunds"
> & {
  stage: PaymentStage;
  transactionStatus: string;
  verificationStatus: "Complete" | "Incomplete";
  bkashURL: string;
};

export type CheckoutResult = { status: CallbackStatus; callbackUrl: string };

function normaliseBaseUrl(value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`publicBaseUrl must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, "");
}

/**
 * A simulator of bKash Tokenized Checkout: the API (v1.2.0-beta and v2 paths), the hosted
 * payment page, and knobs and inspection for tests. `app` (API and page) is a Hono app that can
 * be served alone or mounted in another app (`parent.route("/bkash-sandbox", sandbox.app)`);
 * `hostedPage` is the customer's page alone, for an app that keeps the merchant API to itself
 * (calling `app.fetch` directly) while customers reach the page.
 */
export function createBkashSandbox(options: BkashSandboxOptions) {
  const publicBaseUrl = normaliseBaseUrl(options.publicBaseUrl);
  const credentials = options.credentials ?? defaultSandboxCredentials;
  const clock = options.clock ?? { now: () => new Date() };
  const tokens = createTokenAuthority({
    credentials,
    clock,
    tokenCallLimit: options.tokenCallLimit ?? 2,
  });
  const book = createPaymentBook({
    clock,
    publicBaseUrl,
    store: options.store ?? createMemorySandboxStore(),
  });
  const flow = createCheckoutFlow(book);
  const hostedPage = createCheckoutPage(flow);
  const faults = createFaults(options);
  const calls: SandboxCall[] = [];

  const app = new Hono();
  app.route("/", createApiRoutes({ tokens, book, faults, clock, calls }));
  app.route("/", hostedPage);
  app.onError((error, c) => {
    if (error instanceof DroppedConnection) throw error;
    return c.json({ message: "Internal server error" }, 500);
  });

  async function requirePayment(paymentId: string) {
    const payment = await book.get(paymentId);
    if (!payment) throw new Error(`The bKash sandbox has no payment ${paymentId}`);
    return payment;
  }

  return {
    app,
    hostedPage,
    publicBaseUrl,
    credentials,

    async getPayment(paymentId: string): Promise<SandboxPaymentSnapshot | undefined> {
      const payment = await book.get(paymentId);
      if (!payment) return undefined;
      const stage = book.stageOf(payment);
      return {
        paymentId: payment.paymentId,
        stage,
        transactionStatus: transactionStatusOf(payment, stage),
        verificationStatus: payment.verified ? "Complete" : "Incomplete",
        amount: payment.amount,
        intent: payment.intent,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        payerReference: payment.payerReference,
        callbackURL: payment.callbackURL,
        callbackUrls: { ...payment.callbackUrls },
        signature: payment.signature,
        bkashURL: book.checkoutUrl(payment),
        trxId: payment.trxId,
        wallet: payment.wallet,
        failure: payment.failure,
        createdAt: payment.createdAt,
        expiresAt: payment.expiresAt,
        executedAt: payment.executedAt,
        refunds: payment.refunds,
      };
    },

    /**
     * Completes the hosted page as a customer would (wallet → OTP → PIN), so server tests need
     * no browser. The default wallet pays; the failing test wallets end in `failure`.
     */
    async authorisePayment(
      paymentId: string,
      customer: { wallet?: string } = {},
    ): Promise<CheckoutResult> {
      const { hash } = await requirePayment(paymentId);
      const wallet = customer.wallet ?? testWallets[0]!.number;
      let view = await flow.show(paymentId, hash);
      for (let attempt = 0; attempt < 3 && view.kind === "step"; attempt += 1) {
        if (view.error) break;
        view = await flow.submit(paymentId, hash, {
          action: "confirm",
          step: view.step,
          wallet,
          otp: testOtp,
          pin: testPin,
        });
      }
      if (view.kind !== "redirect") {
        const why = view.kind === "step" ? view.error : view.kind === "closed" ? view.reason : "";
        throw new Error(`The bKash sandbox could not authorise ${paymentId}: ${why}`);
      }
      return { status: view.status, callbackUrl: view.url };
    },

    /** Presses Cancel on the hosted page. */
    async cancelPayment(paymentId: string): Promise<CheckoutResult> {
      const { hash, checkout } = await requirePayment(paymentId);
      const view = await flow.submit(paymentId, hash, { action: "cancel", step: checkout.step });
      if (view.kind !== "redirect")
        throw new Error(`The bKash sandbox could not cancel ${paymentId}`);
      return { status: view.status, callbackUrl: view.url };
    },

    /** Token calls received so far (refused ones included), by kind. */
    tokenCalls: () => tokens.counts(),
    /** The API requests received (the last 1000), oldest first. */
    calls: (): readonly SandboxCall[] => [...calls],
    /** Invalidates every id_token and refresh token issued so far (answers 401 / refresh fails). */
    revokeTokens: () => tokens.revokeAll(),

    failNext: faults.failNext,
    setLatency: faults.setLatency,
    setExecuteDelay: faults.setExecuteDelay,
    setAlreadyExecutedCode: faults.setAlreadyExecutedCode,
    clearFaults: faults.clear,
  };
}

export type BkashSandbox = ReturnType<typeof createBkashSandbox>;
