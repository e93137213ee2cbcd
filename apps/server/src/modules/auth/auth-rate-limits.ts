import type { RateLimiters } from "../../lib/rate-limit.ts";

export type LockoutPolicy = {
  /** Failed sign-ins for one account before it is locked… */
  failures: number;
  /** …for this long (the reset-password flow keeps working meanwhile). */
  lockSeconds: number;
};

export const defaultLockoutPolicy: LockoutPolicy = { failures: 10, lockSeconds: 15 * 60 };

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Every limit on the account endpoints, in one place. Keys are IPs, accounts or user ids. */
export function createAuthLimits(
  limiters: RateLimiters,
  lockout: LockoutPolicy = defaultLockoutPolicy,
) {
  const failedSignInsByAccount = limiters.create({
    name: "signin-fail-account",
    points: lockout.failures,
    durationSeconds: lockout.lockSeconds,
  });
  return {
    lockout,
    failedSignInsByAccount,
    failedSignInsByIp: limiters.create({
      name: "signin-fail-ip",
      points: 100,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    }),
    signUpsByIp: limiters.create({ name: "signup-ip", points: 20, durationSeconds: 60 * 60 }),
    /** Messages the signed-out flows send one address: sign-up links and codes, "someone tried". */
    signUpMessagesByAddress: limiters.create({
      name: "signup-address",
      points: 5,
      durationSeconds: 60 * 60,
    }),
    resetRequestsByIp: limiters.create({ name: "reset-ip", points: 20, durationSeconds: 60 * 60 }),
    resetRequestsByIdentifier: limiters.create({
      name: "reset-identifier",
      points: 5,
      durationSeconds: 60 * 60,
    }),
    codeChecksByIp: limiters.create({
      name: "code-ip",
      points: 30,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    }),
    codeSendsByUser: limiters.create({
      name: "code-send-user",
      points: 5,
      durationSeconds: 60 * 60,
    }),
    /** Wrong authenticator or backup codes per account (the IP limit alone lets a botnet guess). */
    codeFailuresByUser: limiters.create({
      name: "code-fail-user",
      points: 10,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    }),
  };
}
