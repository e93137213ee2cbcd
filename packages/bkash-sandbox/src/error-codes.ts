/**
 * The bKash status codes the sandbox answers with (reference §8.2), with their published English
 * messages. `internal` is the snake_case `internalCode` of the v2 error envelope: a few are
 * attested (invalid_payment_id, invalid_amount, invalid_payment_state, payment_already_completed),
 * the rest are invented in the same style.
 */
export const errorCodes = {
  "2001": { message: "Invalid App Key", internal: "invalid_app_key" },
  "2002": { message: "Invalid Payment ID", internal: "invalid_payment_id" },
  "2006": { message: "Invalid amount", internal: "invalid_amount" },
  "2007": { message: "Invalid currency", internal: "invalid_currency" },
  "2008": { message: "Invalid intent", internal: "invalid_intent" },
  "2014": { message: "Wrong PIN", internal: "wrong_pin" },
  "2015": { message: "Wrong PIN count exceeded", internal: "wrong_pin_count_exceeded" },
  "2016": { message: "Wrong verification code", internal: "wrong_verification_code" },
  "2017": {
    message: "Wrong verification limit exceeded",
    internal: "wrong_verification_limit_exceeded",
  },
  "2023": { message: "Insufficient Balance", internal: "insufficient_balance" },
  "2031": {
    message: "Invalid merchant invoice number",
    internal: "invalid_merchant_invoice_number",
  },
  "2033": { message: "Transaction not found", internal: "transaction_not_found" },
  "2037": {
    message: "Debit party account state prohibits this transaction",
    internal: "debit_party_account_state_prohibited",
  },
  "2048": { message: "Invalid Payer Reference", internal: "invalid_payer_reference" },
  "2049": { message: "Invalid Merchant Callback URL", internal: "invalid_callback_url" },
  "2056": { message: "Invalid Payment State", internal: "invalid_payment_state" },
  "2062": {
    message: "The payment has already been completed",
    internal: "payment_already_completed",
  },
  "2063": { message: "Mode is not valid as per request data", internal: "invalid_mode" },
  // Published with this spelling.
  "2065": { message: "Mendatory field missing", internal: "mandatory_field_missing" },
  // Refund (v2) codes, reference §8.3.
  "2071": { message: "Refund after 60 days not allowed", internal: "refund_time_limit_exceeded" },
  "2072": { message: "Refund amount not valid", internal: "invalid_refund_amount" },
  "2073": { message: "Invalid SKU", internal: "invalid_sku" },
  "2074": { message: "Transaction cannot be reversed", internal: "transaction_cannot_be_reversed" },
  "2075": { message: "SKU character limit exceeded", internal: "sku_character_limit_exceeded" },
  "2076": {
    message: "Reason character limit exceeded",
    internal: "reason_character_limit_exceeded",
  },
  "2077": { message: "Invalid TrxID", internal: "invalid_trx_id" },
  "2078": { message: "Invalid reason", internal: "invalid_reason" },
  "2117": {
    message: "The payment execution has already been completed",
    internal: "payment_execution_already_completed",
  },
  "2127": { message: "Transaction not yet completed", internal: "transaction_not_completed" },
  "9999": { message: "System Error.", internal: "system_error" },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * An error answer before it is dressed in one API family's envelope. `internal` overrides the
 * code's usual v2 `internalCode` (2072 is `refund_amount_exceed_payment_amount` when the amount is
 * above what is left to refund).
 */
export type ApiError = { code: ErrorCode; message: string; internal?: string };

export function apiError(code: ErrorCode, message?: string, internal?: string): ApiError {
  return {
    code,
    message: message ?? errorCodes[code].message,
    ...(internal === undefined ? {} : { internal }),
  };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "code" in value && "message" in value;
}
