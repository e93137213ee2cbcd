import { INVALID_CREDENTIALS_MESSAGE } from "@outsmart/contracts/account";
import { describe, expect, it } from "vitest";
import { ApiClientError } from "~/lib/api-error";
import { authBn } from "../i18n/auth-bn";
import { authEn } from "../i18n/auth-en";
import { authErrorText } from "./auth-error-text";

const weak = new ApiClientError(
  "Choose a stronger password. Use at least 10 characters.",
  400,
  "BAD_REQUEST",
  { reasons: ["Use at least 10 characters.", "Add a word or two. Uncommon words are better."] },
);

describe("authErrorText", () => {
  it("shows the server's English message as it is in English", () => {
    const error = new ApiClientError(INVALID_CREDENTIALS_MESSAGE, 401, "UNAUTHENTICATED");
    expect(authErrorText(error, "en", authEn)).toEqual({
      message: INVALID_CREDENTIALS_MESSAGE,
      reasons: [],
    });
    expect(authErrorText(weak, "en", authEn).reasons).toEqual(weak.details.reasons);
  });

  it("says the known server messages in Bangla", () => {
    const bangla = (error: ApiClientError) => authErrorText(error, "bn", authBn).message;
    expect(bangla(new ApiClientError(INVALID_CREDENTIALS_MESSAGE, 401, "UNAUTHENTICATED"))).toBe(
      authBn.errors.invalidCredentials,
    );
    expect(
      bangla(
        new ApiClientError(
          "This account is suspended. To talk about it, write to help@shop.example.",
          403,
          "FORBIDDEN",
          { suspended: true },
        ),
      ),
    ).toBe("এই অ্যাকাউন্টটা স্থগিত আছে। এ নিয়ে কথা বলতে help@shop.example-এ লিখুন।");
    expect(
      bangla(
        new ApiClientError(
          "Too many failed sign-in attempts. Try again in 2 minutes, or reset your password.",
          429,
          "RATE_LIMITED",
          { retryAfterSeconds: 95 },
        ),
      ),
    ).toContain("২ মিনিট পর");
    expect(bangla(new ApiClientError("Invalid code", 401, "INVALID_CODE"))).toBe(
      authBn.errors.wrongTwoFactorCode,
    );
    expect(bangla(new ApiClientError("Something new", 429, "RATE_LIMITED"))).toBe(
      authBn.errors.rateLimited,
    );
    expect(authErrorText(new Error("x"), "bn", authBn).message).toBe(authBn.errors.generic);
  });

  it("lists a weak password's reasons in Bangla, the checker's English advice as one tip", () => {
    expect(authErrorText(weak, "bn", authBn)).toEqual({
      message: authBn.errors.strongerPassword,
      reasons: [authBn.passwordReasons.tooShort, authBn.passwordReasons.moreWords],
    });
  });
});

describe("the English catalogue", () => {
  it("has the server's own texts where it names them", async () => {
    const account = await import("@outsmart/contracts/account");
    expect(authEn.validation.missingCredentials).toBe(account.MISSING_CREDENTIALS_MESSAGE);
    expect(authEn.errors.invalidCredentials).toBe(account.INVALID_CREDENTIALS_MESSAGE);
    expect(authEn.errors.wrongCode).toBe(account.WRONG_CODE_MESSAGE);
  });
});
