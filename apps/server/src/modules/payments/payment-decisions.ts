import type { PaymentStatus } from "./payments.queries.ts";
import type {
  BkashPayment,
  ExecutePaymentResult,
  QueryPaymentResult,
} from "../../integrations/bkash/bkash-client.ts";

/**
 * What to do next with a pending payment, as a pure function of what we know about it, what bKash
 * last answered and what made us look (ADR 0022). `payments.service.ts` runs the calls and writes
 * the outcome; every rule about money lives here, with a table-driven test beside it.
 */

/** What made us look at a payment. */
export type AdvanceTrigger =
  "callback-success" | "callback-failure" | "callback-cancel" | "verify" | "poll" | "reconcile";

/** The bKash calls a pending payment can need. */
export type BkashCall = "execute" | "query";

export const PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000; // bKash payment ids are unusable after 24 h
/**
 * The first background check of a new payment: soon, because a query never changes anything at
 * bKash, and it is what finds a payment whose customer paid while the process that created it was
 * down (the callback then reached nobody).
 */
export const FIRST_CHECK_AFTER_MS = 45 * 1000;

/** What the decision needs to know about our payment row. */
export type PaymentState = {
  /** Whether bKash created the payment (we hold its payment id). */
  started: boolean;
  /** The pack's price in poisha: bKash must report exactly this before anything is credited. */
  pricePoisha: number;
  /** Time since we created the payment. */
  ageMs: number;
};

/** bKash's answer to the last call, labelled with the call. */
export type BkashAnswer =
  { call: "execute"; result: ExecutePaymentResult } | { call: "query"; result: QueryPaymentResult };

export type ClosedStatus = Exclude<PaymentStatus, "pending" | "success">;

export type NextStep =
  /** Ask bKash; decide on its answer as if `trigger` had brought us here. */
  | { kind: "call"; call: BkashCall; trigger: AdvanceTrigger }
  /** bKash reports it paid, for our price: mark it `success` and add the pack's credits. */
  | { kind: "credit"; payment: BkashPayment }
  /** End it without credits. `alert` is for the operator's log: something is wrong, not just unpaid. */
  | {
      kind: "close";
      status: ClosedStatus;
      reason: string;
      providerStatus?: string;
      alert?: { message: string; details: Record<string, unknown> };
    }
  /** Leave it pending; the background reconciliation looks again later. */
  | { kind: "wait" };

/**
 * The first call to bKash for each trigger. The browser's return from bKash proves nothing (anyone
 * holding both ids can send any `status`: product decisions §5, issue 13), so every trigger,
 * the callback's included, asks bKash first; only when bKash reports the customer authorised the
 * payment is it executed. Executing first would burn a payment the customer has not authorised
 * (2056), which a forged "success" could then do to anyone's payment. A "cancel" or "failure"
 * return changes nothing either: bKash still says Initiated, and the payment stays pending until
 * bKash says otherwise or its 24 hours end.
 */
export const firstCall: Record<AdvanceTrigger, BkashCall> = {
  "callback-success": "query",
  "callback-failure": "query",
  "callback-cancel": "query",
  verify: "query",
  poll: "query",
  reconcile: "query",
};

const WAIT: NextStep = { kind: "wait" };

const isPaid = (payment: BkashPayment) =>
  payment.status === "Completed" || payment.status === "Authorized";

/** Paid, so credit, unless bKash reports a different amount than our price. */
function credit(state: PaymentState, payment: BkashPayment): NextStep {
  if (payment.amountPoisha === state.pricePoisha) return { kind: "credit", payment };
  return {
    kind: "close",
    status: "failed",
    reason: "The amount paid does not match the pack price.",
    providerStatus: payment.status,
    alert: {
      message: "bKash reported a different amount: nothing credited",
      details: { expectedPoisha: state.pricePoisha, reported: payment.amount },
    },
  };
}

function afterExecute(state: PaymentState, result: ExecutePaymentResult): NextStep {
  switch (result.kind) {
    case "ok":
      return isPaid(result.payment) ? credit(state, result.payment) : WAIT;
    case "already-executed":
      // A replayed callback, or a racing process before us: ask bKash what happened. From here on
      // only bKash's word counts, as in reconciliation, not the browser's.
      return { kind: "call", call: "query", trigger: "reconcile" };
    case "unknown":
      // Execute may have moved the money after we stopped waiting, and cannot be repeated: query later.
      return WAIT;
    case "rejected":
      return {
        kind: "close",
        status: "failed",
        reason: result.message || "bKash did not complete the payment.",
      };
  }
}

function afterQuery(
  state: PaymentState,
  result: QueryPaymentResult,
  trigger: AdvanceTrigger,
): NextStep {
  if (result.kind === "unknown") return WAIT;
  if (result.kind === "rejected")
    return {
      kind: "close",
      status: "failed",
      reason: result.message || "bKash does not know this payment.",
    };
  const payment = result.payment;
  if (isPaid(payment)) return credit(state, payment);
  if (payment.verification === "Complete") return { kind: "call", call: "execute", trigger };
  if (payment.status === "Expired" || state.ageMs >= PAYMENT_LIFETIME_MS)
    return {
      kind: "close",
      status: "expired",
      reason: "The payment was not completed within 24 hours.",
      providerStatus: payment.status,
    };
  return WAIT;
}

/** The next step for a pending payment: `answer` is undefined before the first call to bKash. */
export function decideNextStep(
  state: PaymentState,
  answer: BkashAnswer | undefined,
  trigger: AdvanceTrigger,
): NextStep {
  if (!answer) {
    if (state.started) return { kind: "call", call: firstCall[trigger], trigger };
    // Create never answered (or we crashed before storing its answer): nothing to ask bKash about.
    return state.ageMs >= PAYMENT_LIFETIME_MS
      ? { kind: "close", status: "expired", reason: "bKash never started this payment." }
      : WAIT;
  }
  return answer.call === "execute"
    ? afterExecute(state, answer.result)
    : afterQuery(state, answer.result, trigger);
}

/**
 * When a still-pending payment should next be checked in the background: every minute for its
 * first half hour (when customers finish paying), every 15 minutes up to 6 hours, then hourly, and
 * never after bKash's 24 hours.
 */
export function nextCheckAt(createdAt: Date, now: Date): Date {
  const age = now.getTime() - createdAt.getTime();
  const wait =
    age < 30 * 60 * 1000 ? 60 * 1000 : age < 6 * 60 * 60 * 1000 ? 15 * 60 * 1000 : 60 * 60 * 1000;
  return new Date(Math.min(now.getTime() + wait, createdAt.getTime() + PAYMENT_LIFETIME_MS));
}
