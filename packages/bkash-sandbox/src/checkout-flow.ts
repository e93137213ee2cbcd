import { apiError } from "./error-codes.ts";
import type { CheckoutStep, PaymentBook, SandboxPayment } from "./payment-book.ts";
import { findTestWallet, testOtp, testPin, walletFailureCode } from "./test-wallets.ts";

/**
 * The customer's side of a payment: the hosted page's wallet → OTP → PIN steps as a state
 * machine, independent of HTML so tests (and `authorisePayment`) can drive it directly.
 */

export type CallbackStatus = "success" | "failure" | "cancel";

export type CheckoutView =
  | { kind: "step"; payment: SandboxPayment; step: CheckoutStep; error?: string; notice?: string }
  | { kind: "redirect"; payment: SandboxPayment; status: CallbackStatus; url: string }
  | { kind: "closed"; payment: SandboxPayment; reason: string }
  | { kind: "not-found" };

export type CheckoutSubmission = {
  action: "confirm" | "cancel";
  /** The step the submitted form was rendered for; a stale form (browser back) is ignored. */
  step: string | undefined;
  wallet?: string | undefined;
  otp?: string | undefined;
  pin?: string | undefined;
};

/** Wrong OTPs and wrong PINs allowed before the attempt fails: an invented number. */
export const maxWrongAttempts = 3;

const walletPattern = /^01[3-9]\d{8}$/;

function maskWallet(wallet: string): string {
  return `${wallet.slice(0, 3)}******${wallet.slice(-2)}`;
}

function attemptsLeft(used: number): string {
  const left = maxWrongAttempts - used;
  return `${left} attempt${left === 1 ? "" : "s"} left.`;
}

export function createCheckoutFlow(book: PaymentBook) {
  function redirect(payment: SandboxPayment, status: CallbackStatus): CheckoutView {
    return { kind: "redirect", payment, status, url: payment.callbackUrls[status] };
  }

  function fail(payment: SandboxPayment, code: "2015" | "2017" | "2023" | "2037"): CheckoutView {
    payment.stage = "failed";
    payment.failure = apiError(code);
    return redirect(payment, "failure");
  }

  /** Whether the page of this payment can be used at this address, or why not. */
  function open(payment: SandboxPayment | undefined, hash: string | undefined) {
    if (!payment || hash === undefined || payment.hash !== hash)
      return { kind: "not-found" } as const;
    const stage = book.stageOf(payment);
    if (stage === "initiated") return { kind: "open", payment } as const;
    const reasons = {
      authorised: "You have already confirmed this payment. You can close this page.",
      completed: "This payment is complete. You can close this page.",
      failed: `This payment failed: ${payment.failure?.message} (${payment.failure?.code}).`,
      cancelled: "This payment was cancelled.",
      burnt: "This payment can no longer be completed: the merchant closed it.",
      expired: "This payment has expired. Go back to the merchant to start a new one.",
    } as const;
    return { kind: "closed", payment, reason: reasons[stage] } as const;
  }

  async function show(
    paymentId: string | undefined,
    hash: string | undefined,
  ): Promise<CheckoutView> {
    const opened = open(paymentId === undefined ? undefined : await book.get(paymentId), hash);
    if (opened.kind !== "open") return opened;
    return { kind: "step", payment: opened.payment, step: opened.payment.checkout.step };
  }

  /** Applies one form post to the payment; the change is stored before this resolves. */
  async function submit(
    paymentId: string | undefined,
    hash: string | undefined,
    form: CheckoutSubmission,
  ): Promise<CheckoutView> {
    if (paymentId === undefined) return { kind: "not-found" };
    return await book.update(paymentId, (payment) => apply(payment, hash, form));
  }

  function apply(
    current: SandboxPayment | undefined,
    hash: string | undefined,
    form: CheckoutSubmission,
  ): CheckoutView {
    const opened = open(current, hash);
    if (opened.kind !== "open") return opened;
    const { payment } = opened;
    const { checkout } = payment;

    if (form.action === "cancel") {
      payment.stage = "cancelled";
      return redirect(payment, "cancel");
    }
    if (form.step !== checkout.step) return { kind: "step", payment, step: checkout.step };

    if (checkout.step === "wallet") {
      const wallet = (form.wallet ?? "").replace(/[\s-]/g, "");
      if (!walletPattern.test(wallet))
        return {
          kind: "step",
          payment,
          step: "wallet",
          error: "Enter your 11-digit bKash account number, for example 01770618575.",
        };
      if (!findTestWallet(wallet))
        return {
          kind: "step",
          payment,
          step: "wallet",
          error: `${wallet} is not a wallet in this sandbox. Use one of the test wallets listed on this page.`,
        };
      checkout.wallet = wallet;
      payment.wallet = wallet;
      checkout.step = "otp";
      return {
        kind: "step",
        payment,
        step: "otp",
        notice: `We sent a verification code to ${maskWallet(wallet)}.`,
      };
    }

    if (checkout.step === "otp") {
      if (form.otp?.trim() !== testOtp) {
        checkout.wrongOtps += 1;
        if (checkout.wrongOtps >= maxWrongAttempts) return fail(payment, "2017");
        return {
          kind: "step",
          payment,
          step: "otp",
          error: `Wrong verification code (2016). ${attemptsLeft(checkout.wrongOtps)}`,
        };
      }
      checkout.step = "pin";
      return { kind: "step", payment, step: "pin" };
    }

    if (form.pin?.trim() !== testPin) {
      checkout.wrongPins += 1;
      if (checkout.wrongPins >= maxWrongAttempts) return fail(payment, "2015");
      return {
        kind: "step",
        payment,
        step: "pin",
        error: `Wrong PIN (2014). ${attemptsLeft(checkout.wrongPins)}`,
      };
    }
    // The debit is attempted when the PIN is confirmed, so wallet-specific failures show here.
    const wallet = findTestWallet(checkout.wallet ?? "");
    const failureCode = wallet ? walletFailureCode[wallet.outcome] : undefined;
    if (failureCode) return fail(payment, failureCode);
    payment.stage = "authorised";
    payment.verified = true;
    return redirect(payment, "success");
  }

  return { show, submit };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
