import type { RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../../lib/app-error.ts";
import { isRateLimitRejection } from "../../lib/rate-limit.ts";
import type { AuthLimits } from "./auth-rate-limits.ts";
import { normalizePhoneNumber } from "./phone-number.ts";

/** The key a lockout is counted under: the account as the person typed it, normalised. */
export function lockoutKey(identifier: string): string {
  if (identifier.includes("@")) return identifier.toLowerCase();
  return normalizePhoneNumber(identifier) ?? identifier.toLowerCase();
}

type LimiterState = Pick<RateLimiterRes, "consumedPoints" | "remainingPoints" | "msBeforeNext">;

/**
 * The limit that refuses the next sign-in, if any: the account's lock (after `failures` failed
 * attempts) before the network's. Either state is missing when nothing was counted yet.
 */
export function activeLockout(
  account: LimiterState | null,
  network: LimiterState | null,
  failures: number,
): LimiterState | null {
  if (account && account.consumedPoints >= failures) return account;
  if (network && network.remainingPoints <= 0) return network;
  return null;
}

/** What a locked-out person is told: how long to wait, and that the reset flow still works. */
export function lockedOutError(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError(
    "RATE_LIMITED",
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
    { details: { retryAfterSeconds: Math.ceil(msBeforeNext / 1000) } },
  );
}

/**
 * The lockout keys of a known account: every way its owner may type it at sign-in. A wrong
 * password given anywhere else (re-entering it, changing it, turning two-step verification on or
 * off, deleting the account) counts against the same keys, so ten wrong passwords lock the
 * account everywhere, sign-in included.
 */
export function accountLockoutKeys(user: { email: string; phoneNumber: string | null }): string[] {
  return [user.email.toLowerCase(), ...(user.phoneNumber ? [user.phoneNumber] : [])];
}

/**
 * Failed sign-ins, counted per account (as typed, see `lockoutKey`) and per IP. The account's
 * tenth failure locks it for the policy's cool-down; a successful sign-in or a password reset
 * clears it.
 */
export function createSignInLockout(limits: AuthLimits) {
  const swallow = (error: unknown) => {
    if (!isRateLimitRejection(error)) throw error;
  };

  return {
    async assertNotLockedOut(key: string, ip: string): Promise<void> {
      const [account, network] = await Promise.all([
        limits.failedSignInsByAccount.get(key),
        limits.failedSignInsByIp.get(ip),
      ]);
      const locked = activeLockout(account, network, limits.lockout.failures);
      if (locked) throw lockedOutError(locked.msBeforeNext);
    },

    async recordFailure(key: string, ip: string): Promise<void> {
      const result = await limits.failedSignInsByAccount.consume(key).catch(swallow);
      if (result && result.consumedPoints >= limits.lockout.failures) {
        // The tenth failure starts a full cool-down, however early in the window it came.
        await limits.failedSignInsByAccount.block(key, limits.lockout.lockSeconds);
      }
      await limits.failedSignInsByIp.consume(ip).catch(swallow);
    },

    /** A signed-in password check: refused while any of the account's keys is locked. */
    async assertAccountNotLockedOut(keys: readonly string[]): Promise<void> {
      const states = await Promise.all(keys.map((key) => limits.failedSignInsByAccount.get(key)));
      for (const state of states) {
        const locked = activeLockout(state, null, limits.lockout.failures);
        if (locked) throw lockedOutError(locked.msBeforeNext);
      }
    },

    /** A wrong password from a signed-in person: counted like a failed sign-in, on every key. */
    async recordAccountFailure(keys: readonly string[]): Promise<void> {
      for (const key of keys) {
        const result = await limits.failedSignInsByAccount.consume(key).catch(swallow);
        if (result && result.consumedPoints >= limits.lockout.failures)
          await limits.failedSignInsByAccount.block(key, limits.lockout.lockSeconds);
      }
    },

    /** After a successful sign-in with this key. */
    async clear(key: string): Promise<void> {
      await limits.failedSignInsByAccount.delete(key);
    },

    /** After a password reset: every way the person may have typed their account. */
    async clearAccount(user: { email: string; phoneNumber: string | null }): Promise<void> {
      await limits.failedSignInsByAccount.delete(user.email.toLowerCase());
      if (user.phoneNumber) await limits.failedSignInsByAccount.delete(user.phoneNumber);
    },
  };
}
