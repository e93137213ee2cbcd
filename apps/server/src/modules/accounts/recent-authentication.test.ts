import {
  RECENT_AUTHENTICATION_MS,
  REAUTHENTICATION_REQUIRED_MESSAGE,
} from "@outsmart/contracts/account";
import { describe, expect, it } from "vitest";
import { assertRecentlyAuthenticated, authenticatedAt } from "./recent-authentication.ts";

const signIn = new Date("2026-03-01T10:00:00Z");
const later = (ms: number, from = signIn) => new Date(from.getTime() + ms);

describe("authenticatedAt", () => {
  it("is the sign-in when the password was never re-entered", () => {
    expect(authenticatedAt({ sessionCreatedAt: signIn, reauthenticatedAt: null })).toEqual(signIn);
  });

  it("is the re-entry when it came after the sign-in", () => {
    const reentry = later(60 * 60_000);
    expect(authenticatedAt({ sessionCreatedAt: signIn, reauthenticatedAt: reentry })).toEqual(
      reentry,
    );
  });

  it("is never earlier than the sign-in", () => {
    const before = later(-60_000);
    expect(authenticatedAt({ sessionCreatedAt: signIn, reauthenticatedAt: before })).toEqual(
      signIn,
    );
  });
});

describe("assertRecentlyAuthenticated", () => {
  const session = { sessionCreatedAt: signIn, reauthenticatedAt: null };

  it("allows a change up to the end of the window", () => {
    expect(() =>
      assertRecentlyAuthenticated(session, later(RECENT_AUTHENTICATION_MS)),
    ).not.toThrow();
  });

  it("asks for the password again once the window has passed", () => {
    expect(() => assertRecentlyAuthenticated(session, later(RECENT_AUTHENTICATION_MS + 1))).toThrow(
      expect.objectContaining({
        code: "FORBIDDEN",
        message: REAUTHENTICATION_REQUIRED_MESSAGE,
        details: { reauthenticate: true },
      }),
    );
  });

  it("counts a recent re-entry in an old session", () => {
    const reentry = later(24 * 60 * 60_000);
    expect(() =>
      assertRecentlyAuthenticated(
        { sessionCreatedAt: signIn, reauthenticatedAt: reentry },
        later(60_000, reentry),
      ),
    ).not.toThrow();
  });
});
