/**
 * Reading and writing bKash's wire format, tolerant of the drift between API generations and
 * deployments (reference §10 item 8): both ID casings, both URL and invoice spellings, both
 * verification fields, numbers or strings, non-ISO timestamps, unknown status values.
 */

export type BkashApiVersion = "v1.2.0-beta" | "v2";

/** `transactionStatus`: these three are documented; anything else is passed through as is. */
export type BkashPaymentStatus = "Initiated" | "Completed" | "Authorized" | (string & {});

/** `verificationStatus` (older: `userVerificationStatus`). */
export type BkashVerification = "Complete" | "Incomplete" | (string & {});

/** A payment as execute and query report it, with bKash's field-name drift removed. */
export type BkashPayment = {
  paymentId: string;
  status: BkashPaymentStatus;
  /** Whether the customer finished wallet + OTP + PIN; only query reports it. */
  verification: BkashVerification | undefined;
  /** bKash's transaction ID, once executed. */
  trxId: string | undefined;
  /** The amount exactly as bKash wrote it (it echoes what was sent: "500" or "500.00"). */
  amount: string | undefined;
  /** The same amount in poisha (1/100 taka), so it can be compared with integers. */
  amountPoisha: number | undefined;
  currency: string | undefined;
  intent: string | undefined;
  invoiceNumber: string | undefined;
  payerReference: string | undefined;
  /** The customer's wallet number, once executed. */
  customerMsisdn: string | undefined;
  createdAt: Date | undefined;
  executedAt: Date | undefined;
};

/** What create returns: where to send the customer, and the callback URLs bKash will use. */
export type BkashCreatedPayment = BkashPayment & {
  bkashUrl: string;
  callbackUrls: { success: string; failure: string; cancelled: string } | undefined;
  /** The callback `signature`, when create reports it (v2); compare it with the callback's. */
  signature: string | undefined;
};

type Body = Record<string, unknown>;

/** The first of `names` present as a string (numbers are accepted and turned into strings). */
export function readString(body: Body, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = body[name];
    if (typeof value === "string" && value !== "") return value;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/**
 * Formats taka for the wire: always two decimals ("500.00"). Rejects what bKash would refuse
 * with 2006 (zero, negative, more than two decimals), because that is a bug in the caller.
 */
export function formatBkashAmount(amountBdt: number): string {
  const poisha = Math.round(amountBdt * 100);
  if (!Number.isFinite(amountBdt) || poisha <= 0 || Math.abs(amountBdt * 100 - poisha) > 1e-6)
    throw new RangeError(
      `A bKash amount must be positive with at most 2 decimals, got ${amountBdt}`,
    );
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, "0")}`;
}

/** "500", "500.5" and "500.00" → poisha; undefined for anything that is not such an amount. */
export function bkashAmountToPoisha(amount: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Parses bKash times: `2025-11-02T14:29:02:166 GMT+0600` (colon before the milliseconds), ISO
 * variants, and refund times without an offset, which are Dhaka time (+06:00).
 */
export function parseBkashTime(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[:.](\d{1,3}))?\s*(?:GMT|UTC)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value.trim(),
    );
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, millis = "0", zone = "+0600"] = match;
  const offset = zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis.padEnd(3, "0")}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Normalises an execute or query answer; undefined when it lacks an ID or a status. */
export function readPayment(body: Body, requestedId?: string): BkashPayment | undefined {
  const paymentId = readString(body, "paymentID", "paymentId") ?? requestedId;
  const status = readString(body, "transactionStatus");
  if (paymentId === undefined || status === undefined) return undefined;
  const amount = readString(body, "amount");
  return {
    paymentId,
    status,
    verification: readString(body, "verificationStatus", "userVerificationStatus"),
    trxId: readString(body, "trxID", "trxId"),
    amount,
    amountPoisha: amount === undefined ? undefined : bkashAmountToPoisha(amount),
    currency: readString(body, "currency"),
    intent: readString(body, "intent"),
    invoiceNumber: readString(body, "merchantInvoiceNumber", "merchantInvoice"),
    payerReference: readString(body, "payerReference"),
    customerMsisdn: readString(body, "customerMsisdn", "payerAccount"),
    createdAt: parseBkashTime(readString(body, "paymentCreateTime", "createTime")),
    executedAt: parseBkashTime(readString(body, "paymentExecuteTime", "updateTime")),
  };
}

/** Normalises a create answer; undefined when it lacks the payment ID or the page URL. */
export function readCreatedPayment(body: Body): BkashCreatedPayment | undefined {
  const bkashUrl = readString(body, "bkashURL", "bKashURL", "bkashUrl");
  // Create is "Initiated" by definition; some answers omit the field.
  const payment = readPayment({ transactionStatus: "Initiated", ...body });
  if (!payment || bkashUrl === undefined) return undefined;
  const success = readString(body, "successCallbackURL");
  const failure = readString(body, "failureCallbackURL");
  const cancelled = readString(body, "cancelledCallbackURL");
  return {
    ...payment,
    bkashUrl,
    callbackUrls: success && failure && cancelled ? { success, failure, cancelled } : undefined,
    signature: readString(body, "signature"),
  };
}

/** A token answer (grant or refresh); `expires_in` may be a number or a numeric string. */
export function readTokenAnswer(
  body: Body,
): { idToken: string; refreshToken: string; expiresInSeconds: number } | undefined {
  const idToken = readString(body, "id_token");
  const refreshToken = readString(body, "refresh_token");
  if (idToken === undefined || refreshToken === undefined) return undefined;
  const expiresIn = Number(readString(body, "expires_in"));
  // bKash's tokens live an hour; assume so if the field is missing or nonsense.
  const expiresInSeconds = Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600;
  return { idToken, refreshToken, expiresInSeconds };
}

/** Why a call's outcome is not known. The caller must not conclude anything from it. */
export type BkashUnknownReason =
  | "timeout"
  | "network"
  | "http-5xx"
  | "gateway"
  | "malformed"
  | "provider-error"
  | "unauthorized"
  | "token";

/** One HTTP answer reduced to what it means (reference §8.1). */
export type BkashEnvelope =
  | { kind: "success"; body: Body }
  | { kind: "error"; code: string; message: string }
  | { kind: "unauthorized" }
  | { kind: "unknown"; reason: BkashUnknownReason; detail: string };

function isObject(value: unknown): value is Body {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * - 401 → unauthorized (the gateway's answer to an expired or revoked token);
 * - 5xx → unknown: the backend may or may not have acted;
 * - v2 error envelope (`externalCode`), v1.2 `statusCode` ≠ "0000" or legacy `errorCode` → error;
 * - v1.2 needs `statusCode: "0000"` (HTTP 200 alone is not success); v2 success may omit it;
 * - a bare gateway `{message}` (403, 404…) → unknown, as bKash's own plugin treats it.
 */
export function readEnvelope(
  apiVersion: BkashApiVersion,
  status: number,
  body: unknown,
): BkashEnvelope {
  if (status === 401) return { kind: "unauthorized" };
  if (status >= 500) return { kind: "unknown", reason: "http-5xx", detail: `HTTP ${status}` };
  if (!isObject(body))
    return { kind: "unknown", reason: "malformed", detail: `HTTP ${status} without a JSON object` };

  const externalCode = readString(body, "externalCode");
  if (externalCode !== undefined)
    return {
      kind: "error",
      code: externalCode,
      message: readString(body, "errorMessageEn", "internalCode") ?? "",
    };
  const statusCode = readString(body, "statusCode");
  if (statusCode !== undefined) {
    if (statusCode === "0000" && status < 300) return { kind: "success", body };
    if (statusCode !== "0000")
      return { kind: "error", code: statusCode, message: readString(body, "statusMessage") ?? "" };
  }
  const errorCode = readString(body, "errorCode");
  if (errorCode !== undefined)
    return { kind: "error", code: errorCode, message: readString(body, "errorMessage") ?? "" };
  if (apiVersion === "v2" && status >= 200 && status < 300) return { kind: "success", body };

  const message = readString(body, "message");
  if (message !== undefined)
    return { kind: "unknown", reason: "gateway", detail: `HTTP ${status}: ${message}` };
  return {
    kind: "unknown",
    reason: "malformed",
    detail: `HTTP ${status} without a bKash status code`,
  };
}

/** One refund as refund, refund status (v2 list item) or legacy refund status report it. */
export type BkashRefund = {
  refundTrxId: string;
  /** `Completed` is the only documented value; anything else is passed through. */
  status: string;
  /** The amount exactly as bKash wrote it. */
  amount: string;
  amountPoisha: number | undefined;
  originalTrxId: string | undefined;
  completedAt: Date | undefined;
};

/**
 * Normalises a refund answer of either API: v2 (`refundTrxId`, `refundTransactionStatus`,
 * `refundAmount`) or the legacy v1.2 `payment/refund` (`refundTrxID`, `transactionStatus`,
 * `amount`). Undefined without a refund trxID, a status or an amount.
 */
export function readRefund(body: Body, originalTrxId?: string): BkashRefund | undefined {
  const refundTrxId = readString(body, "refundTrxId", "refundTrxID");
  const status = readString(body, "refundTransactionStatus", "transactionStatus");
  const amount = readString(body, "refundAmount", "amount");
  if (refundTrxId === undefined || status === undefined || amount === undefined) return undefined;
  return {
    refundTrxId,
    status,
    amount,
    amountPoisha: bkashAmountToPoisha(amount),
    originalTrxId: readString(body, "originalTrxId", "originalTrxID") ?? originalTrxId,
    completedAt: parseBkashTime(readString(body, "completedTime")),
  };
}

/**
 * Normalises a refund status answer: v2's `refundTransactions[]`, or the legacy answer, which
 * describes one refund (the latest) in the refund answer's shape. Undefined when it is neither.
 */
export function readRefundStatus(body: Body): BkashRefund[] | undefined {
  const originalTrxId = readString(body, "originalTrxId", "originalTrxID");
  const list = body.refundTransactions;
  if (Array.isArray(list)) {
    const refunds = list.filter(isObject).map((item) => readRefund(item, originalTrxId));
    return refunds.every((refund) => refund !== undefined) ? refunds : undefined;
  }
  const single = readRefund(body);
  return single ? [single] : undefined;
}
