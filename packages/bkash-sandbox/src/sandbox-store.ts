import type { SandboxPaymentDocument } from "./payment-document.ts";

/**
 * Where the sandbox keeps its payments. The sandbox reads a payment from the store on every request
 * (it keeps no copy between requests), so several sandboxes can share one store, and a restart
 * loses nothing when the store is durable. `createMemorySandboxStore` serves standalone use and
 * tests; Outsmart's server keeps them in PostgreSQL.
 */
export type SandboxStore = {
  /** Stores a new payment; resolves once it is durable. */
  insert(payment: StoredSandboxPayment): Promise<void>;
  read(paymentId: string): Promise<StoredSandboxPayment | undefined>;
  /** The payment with this trxID (search transaction). */
  readByTrxId(trxId: string): Promise<StoredSandboxPayment | undefined>;
  /**
   * Changes one payment: reads it while holding a lock that every other `update` of the same
   * payment waits for (in every process sharing the store), calls `change` with it (or
   * `undefined` when there is none), stores `next` when `change` returns one, and resolves with
   * `result` once that is durable. `change` is synchronous: the lock is held only for the store's
   * own I/O. When `change` throws, nothing is stored and `update` rejects.
   */
  update<T>(
    paymentId: string,
    change: (current: StoredSandboxPayment | undefined) => SandboxStoreChange<T>,
  ): Promise<T>;
};

/** A payment as a store holds it: its ids, for lookups, and its whole state as a JSON document. */
export type StoredSandboxPayment = {
  paymentId: string;
  /** Set once the payment has been executed. */
  trxId: string | undefined;
  /** Opaque to stores: written and read by the sandbox (`payment-document.ts`). */
  document: SandboxPaymentDocument;
};

/** What `change` decided: the answer to give, and the new state to store (none: unchanged). */
export type SandboxStoreChange<T> = { result: T; next?: StoredSandboxPayment };
