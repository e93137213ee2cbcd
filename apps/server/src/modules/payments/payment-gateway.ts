/**
 * What the payments module needs from bKash (integrations/bkash implements it; tests may fake it).
 * A call either succeeded, was refused by bKash with a code, or has an unknown outcome (timeout,
 * network error, 5xx): "unknown" is never treated as "failed" — the payment is queried later.
 */
export type GatewayResult<T> = { kind: "ok"; value: T } | { kind: "rejected"; code: string; message: string } | { kind: "unknown"; reason: string };

export type GatewayPayment = {
  paymentId: string;
  /** "Initiated", "Completed", "Authorized", or anything else bKash may add. */
  transactionStatus: string;
  /** "Complete" once the customer finished wallet, OTP and PIN on bKash's page. */
  verificationStatus: string | undefined;
  amount: string;
  trxId: string | undefined;
  payerAccount: string | undefined;
};

export type PaymentGateway = {
  createPayment(input: {
    amount: string;
    invoiceNumber: string;
    payerReference: string;
    callbackUrl: string;
  }): Promise<GatewayResult<{ paymentId: string; bkashUrl: string }>>;
  executePayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
  queryPayment(paymentId: string): Promise<GatewayResult<GatewayPayment>>;
};
