import { describe, expect, it } from "vitest";
import { type AccountStanding, isConfirmed, signUpStep } from "./account-confirmation.ts";

const account = (overrides: Partial<AccountStanding> = {}): AccountStanding => ({
  email: "rafi@example.com",
  emailVerified: false,
  phoneNumberVerified: null,
  twoFactorEnabled: false,
  ...overrides,
});
const phoneOnly = (overrides: Partial<AccountStanding> = {}) =>
  account({ email: "8801712345678.a1b2c3d4e5f6@phone.invalid", ...overrides });

describe("isConfirmed", () => {
  it.each([
    ["a new e-mail account", false, account()],
    ["an e-mail account whose link was followed", true, account({ emailVerified: true })],
    ["a new phone account", false, phoneOnly({ phoneNumberVerified: false })],
    ["a phone account whose code was entered", true, phoneOnly({ phoneNumberVerified: true })],
    ["a placeholder address marked verified", false, phoneOnly({ emailVerified: true })],
    ["an e-mail account with a verified number", true, account({ phoneNumberVerified: true })],
    ["an older account with two-step verification", true, account({ twoFactorEnabled: true })],
  ] as const)("%s: %s", (_name, expected, standing) => {
    expect(isConfirmed(standing)).toBe(expected);
  });
});

describe("signUpStep", () => {
  it.each([
    ["no account", "create-account", undefined, false],
    ["no account, whatever the password", "create-account", undefined, true],
    ["an unconfirmed account, same password", "confirm-again", account(), true],
    ["an unconfirmed account, another password", "tell-owner", account(), false],
    [
      "a confirmed account, another password",
      "tell-owner",
      account({ emailVerified: true }),
      false,
    ],
    ["a confirmed account, same password", "tell-owner", account({ emailVerified: true }), true],
    [
      "an unconfirmed phone account, same password",
      "confirm-again",
      phoneOnly({ phoneNumberVerified: false }),
      true,
    ],
  ] as const)("%s → %s", (_name, expected, existing, passwordMatches) => {
    expect(signUpStep(existing, passwordMatches)).toBe(expected);
  });
});
