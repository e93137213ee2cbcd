import { randomBytes } from "node:crypto";
import type {
  CreatePaymentResponse,
  PaymentListItem,
  PaymentStatusForClient,
} from "@outsmart/contracts/payments";
import { paymentMessages } from "@outsmart/contracts/payment-messages";
import { packNotOnSaleMessage } from "@outsmart/contracts/offer";
import { isPackId, type PackId, plans } from "@outsmart/contracts/plans";
import type { Database } from "../../db/client.ts";
import type { PaymentStatus } from "./payments.queries.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import type { Logger } from "../../lib/logger.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import type { BkashPayment, CreatePaymentResult } from "../../integrations/bkash/bkash-client.ts";
import { insertPaymentEvent, type PaymentEventKind } from "./payment-refunds.queries.ts";
import { createPaymentRefunds, listStatus } from "./payment-refunds.service.ts";
import { paymentsTotal } from "../../lib/metrics.ts";
import type { PaymentGateway } from "./bkash-gateway.ts";
import {
  type AdvanceTrigger,
  type BkashAnswer,
  type BkashCall,
  decideNextStep,
  FIRST_CHECK_AFTER_MS,
  PAYMENT_LIFETIME_MS,
  type NextStep,
  nextCheckAt,
  type PaymentState,
} from "./payment-decisions.ts";
import {
  claimPayment,
  closePayment,
  findDuePayments,
  findPayment,
  insertPayment,
  listPaymentsForProfile,
  lockPayment,
  type PaymentRow,
  releasePaymentClaim,
  updatePayment,
} from "./payments.queries.ts";

const CLAIM_MS = 45_000; // longer than one bKash call's 30 s timeout
/**
 * bKash calls one `advance` may make. The longest useful run is query → execute (the customer
 * authorised) → query (execute said "already executed"); past that bKash is contradicting itself,
 * so the payment waits for the next background check instead of asking again at once.
 */
export const MAX_BKASH_CALLS_PER_ADVANCE = 3;
/** How long the callback page waits for another process that is finishing the payment. */
const CALLBACK_WAIT_MS = 35_000;
const CALLBACK_POLL_MS = 500;

function clientStatus(status: PaymentStatus): PaymentStatusForClient {
  if (status === "success") return "success";
  return status === "pending" ? "pending" : "failed";
}

/** "01712345678" → "017******78": enough for support to recognise, not enough to reuse. */
function maskWallet(account: string | undefined): string | null {
  if (!account) return null;
  return account.length > 5
    ? `${account.slice(0, 3)}${"*".repeat(account.length - 5)}${account.slice(-2)}`
    : "*".repeat(account.length);
}

function invoiceNumber(now: Date): string {
  return `OS-${dhakaDay(now).replaceAll("-", "")}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

function stateOf(payment: PaymentRow, now: Date): PaymentState {
  return {
    started: payment.bkashPaymentId !== null,
    pricePoisha: payment.amountBdt * 100,
    ageMs: now.getTime() - payment.createdAt.getTime(),
  };
}

/** A step that ends an `advance`: anything but another call to bKash. */
type FinalStep = Exclude<NextStep, { kind: "call" }>;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * bKash pack purchases (product decisions §5). Every path that learns something about a payment —
 * the browser's return (callback), "Verify Payment", status polling, background reconciliation —
 * goes through `advance`, which lets one process at a time talk to bKash about a payment and
 * credits it inside a transaction that locks the payment row. So the pack is credited exactly
 * once, whatever races, and everyone then reads the same final state from the database.
 */
export function createPaymentsService(deps: {
  db: Database;
  gateway: PaymentGateway;
  credits: CreditsService;
  clock: Clock;
  logger: Logger;
  callbackBaseUrl: string;
  /** Whether a pack's models can be used now (modules/tools/offer.service.ts). */
  offer: { packOnSale(packId: PackId): Promise<boolean> };
}) {
  const { db, gateway, credits, clock, logger } = deps;

  /** A line of the payment's bKash timeline; never lets a failed write break the payment. */
  async function timeline(
    paymentId: string,
    kind: PaymentEventKind,
    outcome: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    try {
      await insertPaymentEvent(db, { paymentId, kind, outcome, detail, now: clock.now() });
    } catch (error) {
      logger.warn({ paymentId, kind, err: error }, "Could not record a payment timeline event");
    }
  }

  function answerDetail(
    result: BkashAnswer["result"] | CreatePaymentResult,
  ): Record<string, unknown> {
    if (result.kind === "ok")
      return {
        status: result.payment.status,
        trxId: result.payment.trxId ?? null,
        bkashPaymentId: result.payment.paymentId,
      };
    if (result.kind === "unknown") return { reason: result.reason, detail: result.detail };
    return { code: result.code, message: result.message };
  }

  /**
   * Marks the payment `success` and adds the pack's credits, in one transaction that locks the row:
   * the exactly-once gate. Ends the claim either way.
   */
  async function credit(payment: PaymentRow, result: BkashPayment): Promise<PaymentStatus> {
    let credited = false;
    const status = await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (!locked || locked.status !== "pending") return locked?.status ?? "failed";
      const now = clock.now();
      if (!locked.profileId) {
        // Nobody to credit (the profile is gone): keep it pending for support, as before.
        await releasePaymentClaim(tx, payment.id, nextCheckAt(payment.createdAt, now));
        return "pending";
      }
      await updatePayment(tx, payment.id, {
        status: "success",
        bkashTrxId: result.trxId ?? null,
        providerStatus: result.status,
        payerAccount: maskWallet(result.customerMsisdn),
        completedAt: now,
        updatedAt: now,
        lockedUntil: null,
        nextCheckAt: null,
      });
      await credits.topUpForPayment(tx, {
        id: payment.id,
        profileId: locked.profileId,
        packId: payment.packId,
        credits: payment.credits,
        trxId: result.trxId ?? null,
      });
      logger.info(
        { paymentId: payment.id, trxId: result.trxId, credits: payment.credits },
        "Payment completed and credited",
      );
      credited = true;
      return "success" as const;
    });
    if (credited) paymentsTotal.inc({ status: "success" });
    return status;
  }

  /** Writes what the loop decided; each step ends this process's claim on the payment. */
  async function settle(payment: PaymentRow, step: FinalStep): Promise<PaymentStatus> {
    switch (step.kind) {
      case "credit":
        return await credit(payment, step.payment);
      case "close":
        if (step.alert)
          logger.error({ paymentId: payment.id, ...step.alert.details }, step.alert.message);
        await closePayment(
          db,
          payment.id,
          step.status,
          step.reason,
          clock.now(),
          step.providerStatus,
        );
        paymentsTotal.inc({ status: step.status });
        return step.status;
      case "wait":
        await releasePaymentClaim(db, payment.id, nextCheckAt(payment.createdAt, clock.now()));
        return "pending";
    }
  }

  async function callBkash(
    paymentId: string,
    call: BkashCall,
    bkashPaymentId: string,
  ): Promise<BkashAnswer> {
    const answer: BkashAnswer =
      call === "execute"
        ? { call, result: await gateway.executePayment(bkashPaymentId) }
        : { call, result: await gateway.queryPayment(bkashPaymentId) };
    await timeline(paymentId, call, answer.result.kind, answerDetail(answer.result));
    return answer;
  }

  function logAnswer(paymentId: string, answer: BkashAnswer): void {
    if (answer.call !== "execute") return;
    const { result } = answer;
    if (result.kind === "unknown")
      logger.warn(
        { paymentId, reason: result.reason, detail: result.detail },
        "bKash execute gave no answer: will query later",
      );
    if (result.kind === "rejected")
      logger.warn(
        { paymentId, code: result.code, message: result.message },
        "bKash refused to execute the payment",
      );
  }

  /** Asks bKash, at most `MAX_BKASH_CALLS_PER_ADVANCE` times, until the decision is not another call. */
  async function askBkash(
    payment: PaymentRow,
    bkashPaymentId: string,
    first: Extract<NextStep, { kind: "call" }>,
  ): Promise<FinalStep> {
    let step: NextStep = first;
    for (let calls = 0; step.kind === "call"; calls += 1) {
      if (calls === MAX_BKASH_CALLS_PER_ADVANCE) {
        logger.warn(
          { paymentId: payment.id, calls, next: step.call },
          "bKash's answers did not settle the payment: will check again later",
        );
        return { kind: "wait" };
      }
      const answer = await callBkash(payment.id, step.call, bkashPaymentId);
      logAnswer(payment.id, answer);
      step = decideNextStep(stateOf(payment, clock.now()), answer, step.trigger);
    }
    return step;
  }

  /**
   * Moves a pending payment forward if this process can claim it; returns the status it ends in
   * (or "pending" when another process holds the claim, or bKash has not answered).
   */
  /**
   * Moves a pending payment forward; `busyElsewhere` is true when another process holds its claim
   * (it is talking to bKash about it right now), so its outcome may be moments away.
   */
  async function advanceOnce(
    paymentId: string,
    trigger: AdvanceTrigger,
  ): Promise<{ status: PaymentStatus; busyElsewhere: boolean }> {
    const payment = await findPayment(db, paymentId);
    if (!payment) throw new AppError("NOT_FOUND", "There is no such payment.");
    if (payment.status !== "pending") return { status: payment.status, busyElsewhere: false };
    const now = clock.now();
    const first = decideNextStep(stateOf(payment, now), undefined, trigger);
    if (first.kind !== "call" || !payment.bkashPaymentId) {
      // bKash never started it: nothing to ask, nothing to claim (closing is conditional anyway).
      const status = first.kind === "close" ? await settle(payment, first) : "pending";
      return { status, busyElsewhere: false };
    }
    if (!(await claimPayment(db, payment.id, now, new Date(now.getTime() + CLAIM_MS))))
      return { status: "pending", busyElsewhere: true };
    try {
      const status = await settle(payment, await askBkash(payment, payment.bkashPaymentId, first));
      return { status, busyElsewhere: false };
    } catch (error) {
      // A failed call or write must not hold the claim: whatever was written rolled back, and the
      // next caller may try at once.
      await settle(payment, { kind: "wait" });
      throw error;
    }
  }

  async function advance(paymentId: string, trigger: AdvanceTrigger): Promise<PaymentStatus> {
    return (await advanceOnce(paymentId, trigger)).status;
  }

  async function ownedPayment(profileId: string, paymentId: string): Promise<PaymentRow> {
    const payment = await findPayment(db, paymentId);
    // Someone else's payment answers exactly like a missing one.
    if (!payment || payment.profileId !== profileId)
      throw new AppError("NOT_FOUND", "There is no such payment.");
    return payment;
  }

  return {
    advance,

    /** The operator console's payments part: lists, timelines, "Check with bKash now", refunds. */
    refunds: createPaymentRefunds({ db, gateway, credits, clock, logger }),

    /** create-bkash-payment: the price comes from our catalogue; a mismatching `amount` is refused. */
    async create(
      profileId: string,
      packageType: string,
      amount: number | string | undefined,
    ): Promise<CreatePaymentResponse> {
      if (!isPackId(packageType)) throw new AppError("BAD_REQUEST", paymentMessages.invalidPackage);
      const pack = plans[packageType];
      // An old tab may still show a pack whose models are gone: never sell what cannot be spent.
      if (!(await deps.offer.packOnSale(packageType)))
        throw new AppError("CONFLICT", packNotOnSaleMessage(packageType));
      if (amount !== undefined && Number(amount) !== pack.priceBdt) {
        throw new AppError(
          "BAD_REQUEST",
          `The amount does not match the ${pack.name} price (৳${pack.priceBdt}).`,
        );
      }
      const now = clock.now();
      const payment = await insertPayment(db, {
        profileId,
        packId: packageType,
        amountBdt: pack.priceBdt,
        credits: pack.credits,
        invoiceNumber: invoiceNumber(now),
        now,
        nextCheckAt: new Date(now.getTime() + FIRST_CHECK_AFTER_MS),
      });
      paymentsTotal.inc({ status: "pending" });
      const result = await gateway.createPayment({
        amount: pack.priceBdt,
        invoiceNumber: payment.invoiceNumber,
        payerReference: payment.accountRef.slice(0, 8),
        callbackUrl: `${deps.callbackBaseUrl}?paymentId=${payment.id}`,
      });
      await timeline(payment.id, "create", result.kind, answerDetail(result));
      if (result.kind !== "ok") {
        const reason =
          result.kind === "rejected"
            ? `${result.code}: ${result.message}`
            : `${result.reason}: ${result.detail}`;
        logger.warn({ paymentId: payment.id, reason }, "bKash did not create the payment");
        await closePayment(
          db,
          payment.id,
          "failed",
          "bKash could not start the payment.",
          clock.now(),
        );
        paymentsTotal.inc({ status: "failed" });
        throw new AppError(
          result.kind === "rejected" ? "PROVIDER_ERROR" : "SERVICE_UNAVAILABLE",
          paymentMessages.createFailed,
        );
      }
      await updatePayment(db, payment.id, {
        bkashPaymentId: result.payment.paymentId,
        bkashUrl: result.payment.bkashUrl,
        providerStatus: result.payment.status,
        updatedAt: clock.now(),
      });
      return {
        success: true,
        paymentUrl: result.payment.bkashUrl,
        paymentId: payment.id,
        bkashPaymentId: result.payment.paymentId,
      };
    },

    /** verify-bkash-payment: the owner asks us to confirm now (after they paid in the other tab). */
    async verify(
      profileId: string,
      paymentId: string,
      bkashPaymentId: string | undefined,
    ): Promise<{ success: boolean; error?: string }> {
      const payment = await ownedPayment(profileId, paymentId);
      if (bkashPaymentId && payment.bkashPaymentId && bkashPaymentId !== payment.bkashPaymentId) {
        throw new AppError("BAD_REQUEST", paymentMessages.verificationFailed);
      }
      const status = await advance(payment.id, "verify");
      if (status === "success") return { success: true };
      if (status === "pending")
        return {
          success: false,
          error:
            "bKash has not confirmed this payment yet. Finish paying in the bKash tab, then try again.",
        };
      return {
        success: false,
        error:
          (await findPayment(db, payment.id))?.failureReason ?? paymentMessages.verificationFailed,
      };
    },

    /** check-payment-status: the owner's poll; it nudges the payment along when a check is due. */
    async status(profileId: string, paymentId: string): Promise<PaymentStatusForClient> {
      const payment = await ownedPayment(profileId, paymentId);
      if (payment.status !== "pending") return clientStatus(payment.status);
      const due = !payment.nextCheckAt || payment.nextCheckAt <= clock.now();
      return clientStatus(due ? await advance(payment.id, "poll") : "pending");
    },

    /**
     * The browser's return from bKash. Its query string proves nothing: the ids must match what we
     * stored, and only bKash's own answer (execute or query) can complete the payment.
     */
    async handleCallback(
      query: { paymentId?: string; paymentID?: string; status?: string },
      signal?: AbortSignal,
    ): Promise<PaymentRow | undefined> {
      const payment = query.paymentId
        ? await findPayment(db, query.paymentId).catch(() => undefined)
        : undefined;
      if (!payment || !payment.bkashPaymentId || payment.bkashPaymentId !== query.paymentID) {
        logger.warn({ query }, "bKash callback with unknown or mismatching payment ids: ignored");
        return undefined;
      }
      await timeline(payment.id, "callback", query.status ?? "none", {
        status: query.status ?? null,
      });
      const trigger: AdvanceTrigger =
        query.status === "success"
          ? "callback-success"
          : query.status === "cancel"
            ? "callback-cancel"
            : "callback-failure";
      const first = await advanceOnce(payment.id, trigger);
      let status = first.status;
      // Another process may be finishing it right now: wait briefly for its answer, unless the
      // browser has gone. When we asked bKash ourselves, its answer is the outcome: no wait.
      for (
        let waited = 0;
        first.busyElsewhere && status === "pending" && waited < CALLBACK_WAIT_MS;
        waited += CALLBACK_POLL_MS
      ) {
        const slept = await clock.sleep(CALLBACK_POLL_MS, signal).then(
          () => true,
          () => false,
        );
        if (!slept) break;
        status = (await findPayment(db, payment.id))?.status ?? status;
      }
      return await findPayment(db, payment.id);
    },

    /** Background reconciliation: checks due pending payments (callback never came, tab closed…). */
    async reconcile(limit = 20): Promise<number> {
      const ids = await findDuePayments(db, clock.now(), limit);
      for (const id of ids) await advance(id, "reconcile");
      return ids.length;
    },

    async list(profileId: string): Promise<PaymentListItem[]> {
      const rows = await listPaymentsForProfile(db, profileId);
      const now = clock.now().getTime();
      return rows.map((row) => {
        // bKash refuses a payment id after PAYMENT_LIFETIME_MS: a pending one is over by then,
        // whether or not reconciliation has closed it yet; before that it can be finished.
        const expiresAt = row.createdAt.getTime() + PAYMENT_LIFETIME_MS;
        const status = listStatus(row, new Date(now));
        return {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          packId: row.packId,
          packName: plans[row.packId].name,
          amountBdt: row.amountBdt,
          credits: row.credits,
          status,
          bkashTrxId: row.bkashTrxId,
          expiresAt: new Date(expiresAt).toISOString(),
          continueUrl: status === "pending" ? row.bkashUrl : null,
        };
      });
    },
  };
}
