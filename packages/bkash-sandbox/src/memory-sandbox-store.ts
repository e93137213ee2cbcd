import type { SandboxStore, StoredSandboxPayment } from "./sandbox-store.ts";

/**
 * Payments in this process's memory, gone when it stops: for the standalone sandbox and tests.
 * Copies go in and out, so callers cannot change a stored payment except through `update`, as
 * with a database. `update` runs without awaiting anything, so it is atomic in one process.
 */
export function createMemorySandboxStore(): SandboxStore {
  const payments = new Map<string, StoredSandboxPayment>();
  const copy = (payment: StoredSandboxPayment): StoredSandboxPayment => structuredClone(payment);

  return {
    async insert(payment) {
      if (payments.has(payment.paymentId))
        throw new Error(`The sandbox store already has payment ${payment.paymentId}`);
      payments.set(payment.paymentId, copy(payment));
    },

    async read(paymentId) {
      const payment = payments.get(paymentId);
      return payment && copy(payment);
    },

    async readByTrxId(trxId) {
      for (const payment of payments.values())
        if (payment.trxId !== undefined && payment.trxId === trxId) return copy(payment);
      return undefined;
    },

    async update(paymentId, change) {
      const current = payments.get(paymentId);
      const { result, next } = change(current && copy(current));
      if (next) payments.set(paymentId, copy(next));
      return result;
    },
  };
}
