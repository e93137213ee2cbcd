import type { PackId } from "@outsmart/contracts/plans";

/** The seed's browser-storage key and record for a payment open in another tab. */
export const PENDING_PAYMENT_STORAGE_KEY = "pendingPayment";

export type PendingPayment = {
  paymentId: string;
  bkashPaymentId: string;
  packageType: PackId;
  amount: number;
};

/** The seed's `pendingPayment` in browser storage: written when a payment opens, cleared when it ends. */
export function readPendingPayment(): PendingPayment | undefined {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(PENDING_PAYMENT_STORAGE_KEY) ?? "null",
    ) as Partial<PendingPayment> | null;
    if (
      value &&
      typeof value.paymentId === "string" &&
      typeof value.bkashPaymentId === "string" &&
      (value.packageType === "starter" || value.packageType === "pro")
    ) {
      return {
        paymentId: value.paymentId,
        bkashPaymentId: value.bkashPaymentId,
        packageType: value.packageType,
        amount: Number(value.amount),
      };
    }
  } catch {
    // unreadable or blocked storage: behave as if nothing is pending
  }
  return undefined;
}

export function writePendingPayment(payment: PendingPayment): void {
  try {
    window.localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify(payment));
  } catch {
    // storage unavailable (private mode): polling in this tab still works
  }
}

export function clearPendingPayment(): void {
  try {
    window.localStorage.removeItem(PENDING_PAYMENT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
