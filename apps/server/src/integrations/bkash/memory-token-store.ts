import type { LockedTokenStore, StoredToken, TokenStore } from "./bkash-token-manager.ts";

/**
 * A `TokenStore` in memory, for tests and single-process development. Its lock is a promise
 * chain, so `withLock` callers run one after another as they would on a database lock.
 */
export function createMemoryTokenStore(initial?: StoredToken): TokenStore & {
  /** How many times `withLock` has been entered. */
  lockCount(): number;
} {
  let token = initial;
  let queue: Promise<unknown> = Promise.resolve();
  let locks = 0;
  const locked: LockedTokenStore = {
    read: async () => token,
    write: async (next) => {
      token = next;
    },
  };
  return {
    read: async () => token,
    withLock<T>(fn: (locked: LockedTokenStore) => Promise<T>): Promise<T> {
      const run = queue.then(() => {
        locks += 1;
        return fn(locked);
      });
      // The next holder waits for this one whether it succeeds or fails.
      queue = run.catch(() => undefined);
      return run;
    },
    lockCount: () => locks,
  };
}
