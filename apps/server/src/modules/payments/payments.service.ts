import { randomBytes } from "node:crypto";
import type {
  CreatePaymentResponse,
  PaymentListItem,
  PaymentStatusForClient,
} from "@outsmart/contracts/payments";
import { paymentMessages } from "@outsmart/contracts/payment-messages";
import { isPackId, plans } from "@outsmart/contracts/plans";
import type { Database } from "../../db/client.ts";
import type { PaymentStatus } from "../../db/schema/payments.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import type { Logger } from "../../lib/logger.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import type { BkashClient, BkashPayment } from "../../integrations/bkash/bkash-client.ts";
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

/** What the payments module needs from bKash (the real client, pointed at bKash or the bundled sandbox). */
export type PaymentGateway = Pick<BkashClient, "createPayment" | "executePayment" | "queryPayment">;

/** What made us look at a payment; decides whether to execute it or only ask about it. */
export type AdvanceTrigger =
  "callback-success" | "callback-failure" | "callback-cancel" | "verify" | "poll" | "reconcile";

const CLAIM_MS = 45_000; // longer than one bKash call's 30 s timeout
const FIRST_CHECK_AFTER_MS = 3 * 60 * 1000; // give the customer time on bKash's page
const PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000; // bKash payment ids are unusable after 24 h

/** When a still-pending payment should next be checked in the background. */
function nextCheck(payment: PaymentRow, now: Date): Date {
  const age = now.getTime() - payment.createdAt.getTime();
  const wait =
    age < 30 * 60 * 1000
      ? 2 * 60 * 1000
      : age < 6 * 60 * 60 * 1000
        ? 15 * 60 * 1000
        : 60 * 60 * 1000;
  return new Date(
    Math.min(now.getTime() + wait, payment.createdAt.getTime() + PAYMENT_LIFETIME_MS),
  );
}

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
}) {
  const { db, gateway, credits, clock, logger } = deps;

  async function succeed(payment: PaymentRow, result: BkashPayment): Promise<PaymentStatus> {
    if (result.amountPoisha !== payment.amountBdt * 100) {
      logger.error(
        { paymentId: payment.id, expected: payment.amountBdt, reported: result.amount },
        "bKash reported a different amount: nothing credited",
      );
      await closePayment(
        db,
        payment.id,
        "failed",
        "The amount paid does not match the pack price.",
        clock.now(),
        result.status,
      );
      return "failed";
    }
    return await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (!locked || locked.status !== "pending" || !locked.profileId)
        return locked?.status ?? "failed";
      const now = clock.now();
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
      return "success";
    });
  }

  const isPaid = (result: BkashPayment) =>
    result.status === "Completed" || result.status === "Authorized";

  /** Executes at bKash and records what happened; "unknown" leaves the payment for a later query. */
  async function execute(payment: PaymentRow, bkashPaymentId: string): Promise<PaymentStatus> {
    const result = await gateway.executePayment(bkashPaymentId);
    switch (result.kind) {
      case "ok":
        return isPaid(result.payment) ? await succeed(payment, result.payment) : "pending";
      case "already-executed":
        // A replayed callback, or a racing process before us: ask bKash what happened.
        return await query(payment, bkashPaymentId, "reconcile");
      case "unknown":
        logger.warn(
          { paymentId: payment.id, reason: result.reason, detail: result.detail },
          "bKash execute gave no answer: will query later",
        );
        return "pending";
      case "rejected":
        logger.warn(
          { paymentId: payment.id, code: result.code, message: result.message },
          "bKash refused to execute the payment",
        );
        await closePayment(
          db,
          payment.id,
          "failed",
          result.message || "bKash did not complete the payment.",
          clock.now(),
        );
        return "failed";
    }
  }

  /** Asks bKash about the payment; executes it if the customer authorised it and nobody did yet. */
  async function query(
    payment: PaymentRow,
    bkashPaymentId: string,
    trigger: AdvanceTrigger,
  ): Promise<PaymentStatus> {
    const result = await gateway.queryPayment(bkashPaymentId);
    const now = clock.now();
    if (result.kind === "unknown") return "pending";
    if (result.kind === "rejected") {
      await closePayment(
        db,
        payment.id,
        "failed",
        result.message || "bKash does not know this payment.",
        now,
      );
      return "failed";
    }
    const state = result.payment;
    if (isPaid(state)) return await succeed(payment, state);
    if (state.verification === "Complete") return await execute(payment, bkashPaymentId);
    if (trigger === "callback-cancel") {
      await closePayment(
        db,
        payment.id,
        "cancelled",
        "The payment was cancelled on bKash's page.",
        now,
        state.status,
      );
      return "cancelled";
    }
    if (trigger === "callback-failure") {
      await closePayment(
        db,
        payment.id,
        "failed",
        "The payment did not go through on bKash's page.",
        now,
        state.status,
      );
      return "failed";
    }
    if (
      state.status === "Expired" ||
      now.getTime() - payment.createdAt.getTime() >= PAYMENT_LIFETIME_MS
    ) {
      await closePayment(
        db,
        payment.id,
        "expired",
        "The payment was not completed within 24 hours.",
        now,
        state.status,
      );
      return "expired";
    }
    return "pending";
  }

  /**
   * Moves a pending payment forward if this process can claim it; returns the status it ends in
   * (or "pending" when another process holds the claim, or bKash has not answered).
   */
  async function advance(paymentId: string, trigger: AdvanceTrigger): Promise<PaymentStatus> {
    const payment = await findPayment(db, paymentId);
    if (!payment) throw new AppError("NOT_FOUND", "There is no such payment.");
    if (payment.status !== "pending") return payment.status;
    const now = clock.now();
    if (!payment.bkashPaymentId) {
      if (now.getTime() - payment.createdAt.getTime() >= PAYMENT_LIFETIME_MS) {
        await closePayment(db, payment.id, "expired", "bKash never started this payment.", now);
        return "expired";
      }
      return "pending";
    }
    if (!(await claimPayment(db, payment.id, now, new Date(now.getTime() + CLAIM_MS))))
      return "pending";
    let status: PaymentStatus = "pending";
    try {
      // Only the browser's "success" return executes at once (as bKash's own plugin does). Everything
      // else queries first: executing before the customer authorised would burn the payment (2056).
      const executeNow = trigger === "callback-success";
      status = executeNow
        ? await execute(payment, payment.bkashPaymentId)
        : await query(payment, payment.bkashPaymentId, trigger);
      return status;
    } finally {
      if (status === "pending")
        await releasePaymentClaim(db, payment.id, nextCheck(payment, clock.now()));
    }
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

    /** create-bkash-payment: the price comes from our catalogue; a mismatching `amount` is refused. */
    async create(
      profileId: string,
      packageType: string,
      amount: number | string | undefined,
    ): Promise<CreatePaymentResponse> {
      if (!isPackId(packageType)) throw new AppError("BAD_REQUEST", paymentMessages.invalidPackage);
      const pack = plans[packageType];
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
      const result = await gateway.createPayment({
        amount: pack.priceBdt,
        invoiceNumber: payment.invoiceNumber,
        payerReference: payment.accountRef.slice(0, 8),
        callbackUrl: `${deps.callbackBaseUrl}?paymentId=${payment.id}`,
      });
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
        throw new AppError(
          result.kind === "rejected" ? "PROVIDER_ERROR" : "SERVICE_UNAVAILABLE",
          paymentMessages.createFailed,
        );
      }
      await updatePayment(db, payment.id, {
        bkashPaymentId: result.payment.paymentId,
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
    async handleCallback(query: {
      paymentId?: string;
      paymentID?: string;
      status?: string;
    }): Promise<PaymentRow | undefined> {
      const payment = query.paymentId
        ? await findPayment(db, query.paymentId).catch(() => undefined)
        : undefined;
      if (!payment || !payment.bkashPaymentId || payment.bkashPaymentId !== query.paymentID) {
        logger.warn({ query }, "bKash callback with unknown or mismatching payment ids: ignored");
        return undefined;
      }
      const trigger: AdvanceTrigger =
        query.status === "success"
          ? "callback-success"
          : query.status === "cancel"
            ? "callback-cancel"
            : "callback-failure";
      let status = await advance(payment.id, trigger);
      // Another process may be finishing it right now: wait briefly for its answer.
      for (let waited = 0; status === "pending" && waited < 35_000; waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
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
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        packId: row.packId,
        packName: plans[row.packId].name,
        amountBdt: row.amountBdt,
        credits: row.credits,
        status: row.status,
        bkashTrxId: row.bkashTrxId,
      }));
    },
  };
}
