import { z } from "zod";
import { paymentListStatuses } from "./payment-statuses.ts";
import { text } from "./text.ts";

/** POST /functions/v1/create-bkash-payment — `packageType` is validated by the server (seed: "Invalid package selected"). */
export const createPaymentRequestSchema = z.object({
  packageType: text().max(32),
  amount: z.union([z.number(), text().max(32)]).optional(),
});

export const createPaymentResponseSchema = z.object({
  success: z.literal(true),
  paymentUrl: z.url(),
  paymentId: z.uuid(),
  bkashPaymentId: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** POST /functions/v1/verify-bkash-payment */
export const verifyPaymentRequestSchema = z.object({
  paymentId: z.uuid(),
  bkashPaymentId: text().min(1).max(100).optional(),
});
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});

/** POST /functions/v1/check-payment-status: `success` anything else than success/failed means "still pending". */
export const checkPaymentStatusRequestSchema = z.object({ paymentId: z.uuid() });
export const checkPaymentStatusResponseSchema = z.object({
  success: z.literal(true),
  payment: z.object({ status: z.enum(["success", "failed", "pending"]) }),
});
export type PaymentStatusForClient = z.infer<
  typeof checkPaymentStatusResponseSchema
>["payment"]["status"];

export { type PaymentListStatus, paymentListStatuses } from "./payment-statuses.ts";

export const paymentListItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  packId: z.enum(["starter", "pro"]),
  packName: z.string(),
  amountBdt: z.number().int(),
  credits: z.number().int(),
  status: z.enum(paymentListStatuses),
  bkashTrxId: z.string().nullable(),
  /** When bKash stops accepting this payment (24 h after it was created). */
  expiresAt: z.iso.datetime(),
  /**
   * bKash's page for a payment that is still pending and not expired: "Continue payment" opens it
   * again. Null otherwise. A pending payment past `expiresAt` is listed as `expired`.
   */
  continueUrl: z.string().nullable(),
});
export const paymentListSchema = z.object({ payments: z.array(paymentListItemSchema) });
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
