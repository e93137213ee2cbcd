import { type Context, Hono } from "hono";
import { type ApiError, apiError, errorCodes, isApiError } from "./error-codes.ts";
import type { Faults, SandboxEndpoint, SandboxFault } from "./faults.ts";
import {
  type ApiFamily,
  type PaymentBook,
  poishaToAmount,
  readId,
  refundablePoisha,
  type SandboxPayment,
  type SandboxRefund,
  transactionStatusOf,
} from "./payment-book.ts";
import type { SandboxClock, TokenAuthority, TokenReply } from "./token-authority.ts";
import { formatBkashTime } from "./wire-format.ts";

/** One API request as the sandbox received it, for tests to inspect. */
export type SandboxCall = {
  endpoint: SandboxEndpoint;
  apiVersion: ApiFamily;
  at: Date;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** The HTTP status answered, or `dropped` when the connection was cut. */
  status: number | "dropped";
};

/** Thrown to cut the connection: `app.request()` rejects, a real socket is destroyed. */
export class DroppedConnection extends Error {
  constructor() {
    super("bKash sandbox dropped the connection (injected fault)");
    this.name = "DroppedConnection";
  }
}

export const apiPaths: Record<
  ApiFamily,
  { root: string; endpoints: Record<SandboxEndpoint, string> }
> = {
  "v1.2.0-beta": {
    root: "/v1.2.0-beta/tokenized/checkout",
    endpoints: {
      grant: "/token/grant",
      refresh: "/token/refresh",
      create: "/create",
      execute: "/execute",
      query: "/payment/status",
      search: "/general/searchTransaction",
      // Refund and refund status share this URL (the body tells them apart, reference §7.2);
      // `/payment/refund/status` is also served (S4).
      refund: "/payment/refund",
      refundStatus: "/payment/refund/status",
    },
  },
  v2: {
    root: "/v2/tokenized-checkout",
    endpoints: {
      grant: "/auth/grant-token",
      refresh: "/auth/refresh-token",
      create: "/payment/create",
      execute: "/payment/execute",
      query: "/query/payment",
      search: "/general/search-transaction",
      // Off the origin root, as every integration calls them (reference §7.3, pitfall 11).
      refund: "/refund/payment/transaction",
      refundStatus: "/refund/payment/status",
    },
  },
};

type Reply = { kind: "ok"; fields: Record<string, unknown> } | ApiError | "unauthorized";

type Deps = {
  tokens: TokenAuthority;
  book: PaymentBook;
  faults: Faults;
  clock: SandboxClock;
  calls: SandboxCall[];
};

/** The call log keeps the most recent calls only, so a long-running sandbox stays small. */
export const maxRecordedCalls = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Envelopes (reference §8.1): v1.2 answers everything with HTTP 200 and `statusCode`; v2 errors
 * are HTTP 400 `{internalCode, externalCode, errorMessageEn, errorMessageBn}`. v2 payment
 * successes carry no `statusCode` (as v2 refunds do); token replies have it in both families.
 */
function errorResponse(c: Context, family: ApiFamily, error: ApiError): Response {
  if (family === "v1.2.0-beta")
    return c.json({ statusCode: error.code, statusMessage: error.message }, 200);
  return c.json(
    {
      internalCode: error.internal ?? errorCodes[error.code].internal,
      externalCode: error.code,
      errorMessageEn: error.message,
      errorMessageBn: null,
    },
    400,
  );
}

function gatewayResponse(c: Context, status: 400 | 401 | 403 | 503, message: string): Response {
  return c.json({ message }, status);
}

const successful = { statusCode: "0000", statusMessage: "Successful" } as const;

function tokenFields(reply: TokenReply): Record<string, unknown> {
  return { ...successful, ...reply };
}

function ids(family: ApiFamily) {
  return family === "v2"
    ? ({ payment: "paymentId", trx: "trxId" } as const)
    : ({ payment: "paymentID", trx: "trxID" } as const);
}

function createFields(family: ApiFamily, payment: SandboxPayment, bkashURL: string) {
  return {
    [ids(family).payment]: payment.paymentId,
    paymentCreateTime: formatBkashTime(payment.createdAt),
    transactionStatus: "Initiated",
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    bkashURL,
    callbackURL: payment.callbackURL,
    successCallbackURL: payment.callbackUrls.success,
    failureCallbackURL: payment.callbackUrls.failure,
    cancelledCallbackURL: payment.callbackUrls.cancel,
    ...(family === "v2" ? { signature: payment.signature } : {}),
  };
}

function executeFields(family: ApiFamily, payment: SandboxPayment) {
  return {
    [ids(family).payment]: payment.paymentId,
    customerMsisdn: payment.wallet,
    payerReference: payment.payerReference,
    paymentExecuteTime: payment.executedAt ? formatBkashTime(payment.executedAt) : undefined,
    [ids(family).trx]: payment.trxId,
    transactionStatus: transactionStatusOf(payment, "completed"),
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    payerType: "Customer",
    payerAccount: payment.wallet,
    maxRefundableAmount: poishaToAmount(refundablePoisha(payment)),
  };
}

function queryFields(family: ApiFamily, payment: SandboxPayment, book: PaymentBook) {
  const stage = book.stageOf(payment);
  const executed = stage === "completed";
  return {
    [ids(family).payment]: payment.paymentId,
    mode: payment.mode,
    paymentCreateTime: formatBkashTime(payment.createdAt),
    paymentExecuteTime:
      executed && payment.executedAt ? formatBkashTime(payment.executedAt) : undefined,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    // Query renames the invoice field (reference §6).
    merchantInvoice: payment.merchantInvoiceNumber,
    [ids(family).trx]: executed ? payment.trxId : undefined,
    transactionStatus: transactionStatusOf(payment, stage),
    verificationStatus: payment.verified ? "Complete" : "Incomplete",
    payerReference: payment.payerReference,
    payerType: executed ? "Customer" : undefined,
    payerAccount: executed ? payment.wallet : undefined,
    maxRefundableAmount: executed ? poishaToAmount(refundablePoisha(payment)) : "0",
  };
}

function searchFields(family: ApiFamily, payment: SandboxPayment) {
  return {
    [ids(family).trx]: payment.trxId,
    initiationTime: formatBkashTime(payment.createdAt),
    completedTime: payment.executedAt ? formatBkashTime(payment.executedAt) : undefined,
    transactionType: "bKash Tokenized Checkout via API",
    customerMsisdn: payment.wallet,
    transactionStatus: transactionStatusOf(payment, "completed"),
    amount: payment.amount,
    currency: payment.currency,
    // Invented: the sandbox merchant's short code.
    organizationShortCode: "50010",
  };
}

/** v2 refund times carry no offset (reference §7.3): `2024-06-13T16:27:24:000`, Dhaka time. */
function refundTime(date: Date): string {
  return formatBkashTime(date).replace(" GMT+0600", "");
}

function refundFields(family: ApiFamily, payment: SandboxPayment, refund: SandboxRefund) {
  if (family === "v1.2.0-beta")
    return {
      completedTime: formatBkashTime(refund.completedAt),
      transactionStatus: "Completed",
      originalTrxID: payment.trxId,
      refundTrxID: refund.refundTrxId,
      amount: refund.amount,
      currency: payment.currency,
      charge: "0.00",
    };
  return {
    originalTrxId: payment.trxId,
    refundTrxId: refund.refundTrxId,
    refundTransactionStatus: "Completed",
    originalTrxAmount: payment.amount,
    refundAmount: refund.amount,
    currency: payment.currency,
    completedTime: refundTime(refund.completedAt),
    sku: refund.sku,
    reason: refund.reason,
  };
}

function refundStatusFields(payment: SandboxPayment) {
  return {
    originalTrxId: payment.trxId,
    originalTrxAmount: payment.amount,
    originalTrxCompletedTime: payment.executedAt ? refundTime(payment.executedAt) : undefined,
    refundTransactions: payment.refunds.map((refund) => ({
      refundTrxId: refund.refundTrxId,
      refundTransactionStatus: "Completed",
      refundAmount: refund.amount,
      completedTime: refundTime(refund.completedAt),
    })),
  };
}

/** v2 refunds need all five fields, or the gateway refuses the body (reference §7.3, S13). */
const v2RefundFields = ["paymentId", "trxId", "refundAmount", "sku", "reason"];

/** Parses a JSON object body; `undefined` for anything else (the gateway's "Invalid request body"). */
function parseBody(text: string): Record<string, unknown> | undefined {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Cuts the client's TCP connection when served by @hono/node-server, then aborts the handler. */
function dropConnection(c: Context): never {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
  env?.incoming?.socket?.destroy();
  throw new DroppedConnection();
}

/** The bKash Tokenized Checkout API, both families, mounted at their real paths. */
export function createApiRoutes(deps: Deps): Hono {
  const { tokens, book, faults, clock, calls } = deps;
  const app = new Hono();

  function tokenRequest(c: Context, body: Record<string, unknown>) {
    return {
      username: c.req.header("username"),
      password: c.req.header("password"),
      appKey: body.app_key,
      appSecret: body.app_secret,
    };
  }

  async function handle(
    c: Context,
    family: ApiFamily,
    endpoint: SandboxEndpoint,
    body: Record<string, unknown>,
  ): Promise<Reply | "invalid-body"> {
    if (endpoint === "grant" || endpoint === "refresh") {
      const reply =
        endpoint === "grant"
          ? tokens.grant(tokenRequest(c, body))
          : tokens.refresh({ ...tokenRequest(c, body), refreshToken: body.refresh_token });
      return isApiError(reply) ? reply : { kind: "ok", fields: tokenFields(reply) };
    }

    const access = tokens.authenticate(c.req.header("authorization"), c.req.header("x-app-key"));
    if (access !== "ok") return access;

    if (endpoint === "create") {
      const payment = await book.create(family, body);
      if (isApiError(payment)) return payment;
      return { kind: "ok", fields: createFields(family, payment, book.checkoutUrl(payment)) };
    }
    if (endpoint === "execute") {
      const payment = await book.execute(readId(body, "payment"), faults.alreadyExecutedCode());
      if (isApiError(payment)) return payment;
      // The payment is already executed (and stored); only the answer is late.
      const delay = faults.executeDelayMs();
      if (delay > 0) await sleep(delay);
      return { kind: "ok", fields: executeFields(family, payment) };
    }
    if (endpoint === "query") {
      const payment = await book.find(readId(body, "payment"));
      if (isApiError(payment)) return payment;
      return { kind: "ok", fields: queryFields(family, payment, book) };
    }
    if (endpoint === "refund" || endpoint === "refundStatus")
      return await refundReply(family, endpoint, body);
    const payment = await book.findByTrxId(readId(body, "trx"));
    if (isApiError(payment)) return payment;
    return { kind: "ok", fields: searchFields(family, payment) };
  }

  async function refundReply(
    family: ApiFamily,
    endpoint: "refund" | "refundStatus",
    body: Record<string, unknown>,
  ): Promise<Reply | "invalid-body"> {
    const amount = family === "v2" ? body.refundAmount : body.amount;
    // v1.2: the same URL answers refund status when the body has only paymentID and trxID.
    const isStatus =
      endpoint === "refundStatus" || (family === "v1.2.0-beta" && amount === undefined);
    if (isStatus) {
      const paymentId = readId(body, "payment");
      const trxId = readId(body, "trx");
      if (paymentId === undefined || trxId === undefined)
        return family === "v2" ? "invalid-body" : apiError("2065");
      const payment = await book.find(paymentId);
      if (isApiError(payment)) return payment;
      if (payment.trxId !== trxId) return apiError("2077");
      if (family === "v2") return { kind: "ok", fields: refundStatusFields(payment) };
      const latest = payment.refunds.at(-1);
      return latest
        ? { kind: "ok", fields: refundFields(family, payment, latest) }
        : apiError("2033");
    }
    if (family === "v2" && v2RefundFields.some((field) => body[field] === undefined))
      return "invalid-body";
    const request = {
      paymentId: readId(body, "payment"),
      trxId: readId(body, "trx"),
      amount,
      sku: body.sku,
      reason: body.reason,
    };
    if (Object.values(request).some((value) => value === undefined)) return apiError("2065");
    const payment = await book.refund(family, request);
    if (isApiError(payment)) return payment;
    return { kind: "ok", fields: refundFields(family, payment, payment.refunds.at(-1)!) };
  }

  function respond(
    c: Context,
    family: ApiFamily,
    endpoint: SandboxEndpoint,
    reply: Reply | "invalid-body",
  ) {
    if (reply === "unauthorized") return gatewayResponse(c, 401, "Unauthorized");
    if (reply === "invalid-body") return gatewayResponse(c, 400, "Invalid request body");
    if (isApiError(reply)) return errorResponse(c, family, reply);
    const isToken = endpoint === "grant" || endpoint === "refresh";
    const fields = family === "v2" || isToken ? reply.fields : { ...reply.fields, ...successful };
    return c.json(fields, 200);
  }

  function injectFault(c: Context, family: ApiFamily, fault: SandboxFault): Response {
    if (fault === "drop-connection") dropConnection(c);
    if (fault === "http-503") return gatewayResponse(c, 503, "Service Unavailable");
    return errorResponse(c, family, apiError("9999"));
  }

  for (const family of Object.keys(apiPaths) as ApiFamily[]) {
    const { root, endpoints } = apiPaths[family];
    for (const [endpoint, path] of Object.entries(endpoints) as Array<[SandboxEndpoint, string]>) {
      app.post(`${root}${path}`, async (c) => {
        const text = await c.req.text();
        const body = parseBody(text);
        const call: SandboxCall = {
          endpoint,
          apiVersion: family,
          at: clock.now(),
          headers: c.req.header(),
          body: body ?? text,
          status: "dropped",
        };
        calls.push(call);
        if (calls.length > maxRecordedCalls) calls.shift();

        const latency = faults.latencyOf(endpoint);
        if (latency > 0) await sleep(latency);
        let response: Response;
        const early = faults.take(endpoint, "before");
        if (early) response = injectFault(c, family, early);
        else if (!body) response = gatewayResponse(c, 400, "Invalid request body");
        else {
          response = respond(c, family, endpoint, await handle(c, family, endpoint, body));
          const late = faults.take(endpoint, "after");
          if (late) response = injectFault(c, family, late);
        }
        call.status = response.status;
        return response;
      });
    }
  }

  // API Gateway's answer to any path it has no route for.
  for (const family of Object.keys(apiPaths) as ApiFamily[])
    app.all(`${apiPaths[family].root}/*`, (c) =>
      gatewayResponse(c, 403, "Missing Authentication Token"),
    );

  return app;
}
