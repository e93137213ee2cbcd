import { z } from "zod";
import { creditSummarySchema, ledgerPageSchema } from "./credits.ts";
import { generationStatsSchema } from "./generations.ts";
import { nextCursorSchema, pageCursorSchema } from "./keyset-page.ts";
import { paymentListItemSchema, paymentListStatuses } from "./payments.ts";
import { text } from "./text.ts";

/**
 * The operator console's API (`/api/console/*`, docs/operator-console.md). Every route needs an
 * account with the operator role; money and key actions also need a recent sign-in and, when the
 * operator has two-step verification, a current authenticator code in this header.
 */
export const TWO_FACTOR_CODE_HEADER = "x-outsmart-2fa-code";

export const OPERATOR_REQUIRED_MESSAGE =
  "Only an operator of this Outsmart installation can do that.";
export const TWO_FACTOR_CODE_REQUIRED_MESSAGE =
  "Enter the 6-digit code from your authenticator app to continue.";
export const WRONG_TWO_FACTOR_CODE_MESSAGE =
  "That code is not right. Enter the current 6-digit code from your authenticator app.";
export const LAST_OPERATOR_MESSAGE =
  "This is the only operator. Make another account an operator before removing this one.";

/** What a suspended account is told when it tries to sign in. */
export function accountSuspendedMessage(operatorEmail: string): string {
  return `This account is suspended. To talk about it, write to ${operatorEmail}.`;
}

/** Rows per console page (customers, audit log, messages). */
export const CONSOLE_PAGE_SIZE = 50;

// ── Audit log ──

export const auditActions = [
  "operator.grant",
  "operator.revoke",
  "customer.credits.adjust",
  "customer.suspend",
  "customer.reactivate",
  "customer.two-factor.reset",
  "message.handled",
  "tool.update",
  "tool.rollback",
  "ai.provider.save",
  "ai.provider.remove",
  "ai.model.save",
  "ai.model.reset",
  "payment.query",
  "payment.refund",
] as const;
export type AuditAction = (typeof auditActions)[number];

const dateFilter = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD.");

/** GET /api/console/audit. `from` and `to` are whole UTC days, both included. */
export const auditQuerySchema = z.object({
  actor: text().trim().max(64).optional(),
  action: z.enum(auditActions).optional(),
  target: text().trim().max(64).optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  before: pageCursorSchema.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: nextCursorSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;

// ── Customers ──

export const customerQuerySchema = z.object({
  /** Part of an e-mail address, a phone number or a name; empty lists everyone, newest first. */
  q: text().trim().max(100).default(""),
  before: pageCursorSchema.optional(),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;

export const customerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  operator: z.boolean(),
  suspended: z.boolean(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** A search result: the account and its plan and balance. */
export const customerSearchItemSchema = customerListItemSchema.extend({
  plan: creditSummarySchema.shape.plan,
  planLabel: z.string(),
  balance: z.number().int().nonnegative(),
});
export type CustomerSearchItem = z.infer<typeof customerSearchItemSchema>;

export const customerPageSchema = z.object({
  customers: z.array(customerSearchItemSchema),
  nextCursor: nextCursorSchema,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});

export const customerDetailSchema = customerListItemSchema.extend({
  emailVerified: z.boolean(),
  phoneNumberVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  suspendedAt: z.iso.datetime().nullable(),
  credits: creditSummarySchema,
  ledger: ledgerPageSchema,
  payments: z.array(paymentListItemSchema),
  generations: generationStatsSchema,
  sessions: z.array(customerSessionSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** POST /api/console/customers/:id/credits: the line appears in the customer's own ledger. */
export const adjustCreditsRequestSchema = z.object({
  amount: z
    .number()
    .int("Credits are whole numbers.")
    .refine((value) => value !== 0, "Enter a number of credits other than 0.")
    .refine(
      (value) => Math.abs(value) <= 1_000_000,
      "That is more credits than one change allows.",
    ),
  reason: text()
    .trim()
    .min(3, "Say why (it is kept in the customer's ledger).")
    .max(200, "Keep the reason under 200 characters."),
});
export type AdjustCreditsRequest = z.input<typeof adjustCreditsRequestSchema>;
export const adjustCreditsResponseSchema = z.object({ balance: z.number().int().nonnegative() });

/** The answer of every other customer action: the customer as they now are. */
export const customerActionResponseSchema = z.object({ customer: customerListItemSchema });

// ── Messages ──

export const messageQuerySchema = z.object({
  status: z.enum(["all", "unhandled", "handled"]).default("all"),
  before: pageCursorSchema.optional(),
});
export type MessageQuery = z.input<typeof messageQuerySchema>;

export const consoleMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const messagePageSchema = z.object({
  messages: z.array(consoleMessageSchema),
  nextCursor: nextCursorSchema,
});
export type MessagePage = z.infer<typeof messagePageSchema>;

// ── Payments (ADR 0087) ──

/** GET /api/console/payments. `from` and `to` are whole UTC days, both included. */
export const consolePaymentQuerySchema = z.object({
  status: z.enum(paymentListStatuses).optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  /** Our invoice number, bKash's payment ID or trxID, or part of the customer's e-mail address. */
  q: text().trim().max(100).default(""),
  before: pageCursorSchema.optional(),
});
export type ConsolePaymentQuery = z.input<typeof consolePaymentQuerySchema>;

export const consolePaymentListItemSchema = paymentListItemSchema.extend({
  invoiceNumber: z.string(),
  bkashPaymentId: z.string().nullable(),
  /** Refunded so far through bKash, in poisha (1/100 taka). */
  refundedPoisha: z.number().int().nonnegative(),
  customer: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
});
export type ConsolePaymentListItem = z.infer<typeof consolePaymentListItemSchema>;

export const consolePaymentPageSchema = z.object({
  payments: z.array(consolePaymentListItemSchema),
  nextCursor: nextCursorSchema,
});
export type ConsolePaymentPage = z.infer<typeof consolePaymentPageSchema>;

export const paymentEventKinds = [
  "create",
  "execute",
  "query",
  "callback",
  "refund",
  "refund_status",
] as const;

/** One line of a payment's bKash timeline: a call and its answer, or a browser callback. */
export const paymentTimelineEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(paymentEventKinds),
  /** `ok`, `rejected`, `unknown`, `already-executed`; for a callback, the status it claimed. */
  outcome: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PaymentTimelineEvent = z.infer<typeof paymentTimelineEventSchema>;

export const consoleRefundSchema = z.object({
  id: z.uuid(),
  amountPoisha: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(["pending", "completed", "failed"]),
  creditsRemoved: z.number().int().nonnegative(),
  bkashRefundTrxId: z.string().nullable(),
  failureReason: z.string().nullable(),
  actorLabel: z.string(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;

export const consolePaymentDetailSchema = consolePaymentListItemSchema.extend({
  payerAccount: z.string().nullable(),
  providerStatus: z.string().nullable(),
  failureReason: z.string().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** What can still be refunded, in poisha: 0 unless the payment succeeded. */
  refundablePoisha: z.number().int().nonnegative(),
  /** Why no refund can be made now (null when one can). */
  refundBlockedReason: z.string().nullable(),
  /** The customer's balance now (0 when the account is gone), for the refund preview. */
  balance: z.number().int().nonnegative(),
  timeline: z.array(paymentTimelineEventSchema),
  refunds: z.array(consoleRefundSchema),
});
export type ConsolePaymentDetail = z.infer<typeof consolePaymentDetailSchema>;

/** POST /api/console/payments/:id/refund. */
export const refundPaymentRequestSchema = z.object({
  /** Taka, at most 2 decimals. */
  amount: z
    .number()
    .positive("Enter an amount above ৳0.")
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      "Taka amounts have at most 2 decimals.",
    ),
  reason: text()
    .trim()
    .min(3, "Say why (bKash keeps it with the refund).")
    .max(255, "Keep the reason under 255 characters."),
  /** New for each refund form: sending the same key again returns the same refund (a double click). */
  requestKey: z.uuid(),
  /** What had been refunded when the form was opened: if it changed, the operator looks again. */
  refundedPoisha: z.number().int().nonnegative(),
});
export type RefundPaymentRequest = z.input<typeof refundPaymentRequestSchema>;

export const refundPaymentResponseSchema = z.object({
  refund: consoleRefundSchema,
  /** What to tell the operator, in plain words. */
  message: z.string(),
});
export type RefundPaymentResponse = z.infer<typeof refundPaymentResponseSchema>;

/** POST /api/console/payments/:id/query ("Check with bKash now"). */
export const queryPaymentResponseSchema = z.object({ message: z.string() });

export { refundCredits } from "./refund-credits.ts";
