import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createRateLimiters } from "../../lib/rate-limit.ts";
import { createAuthLimits } from "./auth-rate-limits.ts";
import {
  activeLockout,
  createSignInLockout,
  lockedOutError,
  lockoutKey,
} from "./sign-in-lockout.ts";

describe("lockoutKey", () => {
  it("counts an e-mail address whatever its case", () => {
    expect(lockoutKey("Rahim.Ahmed@Example.COM")).toBe("rahim.ahmed@example.com");
  });

  it("counts a phone number in E.164, however it was typed", () => {
    expect(lockoutKey("017 1234-5678")).toBe("+8801712345678");
    expect(lockoutKey("+8801712345678")).toBe("+8801712345678");
  });

  it("counts anything else as typed, lower-cased", () => {
    expect(lockoutKey("Not-A-Number")).toBe("not-a-number");
  });
});

describe("activeLockout", () => {
  const state = (consumedPoints: number, remainingPoints: number, msBeforeNext = 1000) => ({
    consumedPoints,
    remainingPoints,
    msBeforeNext,
  });

  it("lets the attempt through when nothing was counted yet", () => {
    expect(activeLockout(null, null, 10)).toBeNull();
  });

  it("lets the attempt through below the account's limit and with network points left", () => {
    expect(activeLockout(state(9, 1), state(50, 50), 10)).toBeNull();
  });

  it("refuses once the account reached its failures, before looking at the network", () => {
    const account = state(10, 0, 900_000);
    expect(activeLockout(account, state(100, 0), 10)).toBe(account);
  });

  it("refuses when the network has no points left", () => {
    const network = state(100, 0, 60_000);
    expect(activeLockout(state(1, 9), network, 10)).toBe(network);
    expect(activeLockout(null, network, 10)).toBe(network);
  });
});

describe("lockedOutError", () => {
  it("names the wait in whole minutes, rounded up, and gives the seconds to the client", () => {
    const error = lockedOutError(61_000);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many failed sign-in attempts. Try again in 2 minutes, or reset your password.",
      details: { retryAfterSeconds: 61 },
    });
  });

  it("says one minute, in the singular, for anything shorter", () => {
    expect(lockedOutError(1_500)).toMatchObject({
      message: "Too many failed sign-in attempts. Try again in 1 minute, or reset your password.",
      details: { retryAfterSeconds: 2 },
    });
  });
});

describe("createSignInLockout", () => {
  function lockout() {
    const limiters = createRateLimiters({ redisUrl: undefined, logger: createSilentLogger() });
    return createSignInLockout(createAuthLimits(limiters, { failures: 3, lockSeconds: 15 * 60 }));
  }
  const ip = "203.0.113.7";

  it("locks the account at the policy's failure count, for the whole cool-down", async () => {
    const signIns = lockout();
    const key = lockoutKey("mim@example.com");
    await signIns.recordFailure(key, ip);
    await signIns.recordFailure(key, ip);
    await expect(signIns.assertNotLockedOut(key, ip)).resolves.toBeUndefined();
    await signIns.recordFailure(key, ip);
    const refused = await signIns.assertNotLockedOut(key, ip).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect((refused as AppError).details?.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("counts each account on its own", async () => {
    const signIns = lockout();
    for (let i = 0; i < 3; i += 1) await signIns.recordFailure("one@example.com", ip);
    await expect(signIns.assertNotLockedOut("two@example.com", ip)).resolves.toBeUndefined();
  });

  it("forgets the failures after a successful sign-in", async () => {
    const signIns = lockout();
    for (let i = 0; i < 3; i += 1) await signIns.recordFailure("mim@example.com", ip);
    await signIns.clear("mim@example.com");
    await expect(signIns.assertNotLockedOut("mim@example.com", ip)).resolves.toBeUndefined();
  });

  it("after a password reset, unlocks the account under its e-mail and its phone number", async () => {
    const signIns = lockout();
    const phone = "+8801712345678";
    for (let i = 0; i < 3; i += 1) {
      await signIns.recordFailure("mim@example.com", ip);
      await signIns.recordFailure(phone, ip);
    }
    await signIns.clearAccount({ email: "Mim@Example.com", phoneNumber: phone });
    await expect(signIns.assertNotLockedOut("mim@example.com", ip)).resolves.toBeUndefined();
    await expect(signIns.assertNotLockedOut(phone, ip)).resolves.toBeUndefined();
  });
});
