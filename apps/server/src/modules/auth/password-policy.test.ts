import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { assertStrongPassword, passwordProblems } from "./password-policy.ts";

describe("passwordProblems", () => {
  it("accepts a long, uncommon passphrase", async () => {
    expect(await passwordProblems("tangerine-harbour-quietly-47")).toEqual([]);
  });

  it("explains a short password", async () => {
    expect(await passwordProblems("abc123")).toEqual(["Use at least 10 characters."]);
  });

  it("flags a common, breached-list password even when long enough", async () => {
    expect((await passwordProblems("qwertyuiop"))[0]).toBe(
      "It is one of the most common passwords, found in lists of leaked passwords.",
    );
  });

  it("flags a common password with a few digits added", async () => {
    expect((await passwordProblems("password1234"))[0]).toBe(
      'It is built on "password", a common password that attackers try first.',
    );
  });

  it("flags a password built from the user's own details", async () => {
    const problems = await passwordProblems("rahimahmed2024", [
      "Rahim",
      "Ahmed",
      "rahim@example.com",
    ]);
    expect(problems).toContain("It contains your name or e-mail address.");
  });

  it("rejects an absurdly long password", async () => {
    expect(await passwordProblems("x".repeat(200))).toEqual(["Use at most 128 characters."]);
  });
});

describe("assertStrongPassword", () => {
  it("lets a strong password through, skipping details the person has not given", async () => {
    await expect(
      assertStrongPassword("tangerine-harbour-quietly-47", ["Rahim", null, undefined, ""]),
    ).resolves.toBeUndefined();
  });

  it("refuses a weak one with every reason in the message and in the details", async () => {
    const error = await assertStrongPassword("abc123", []).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a stronger password. Use at least 10 characters.",
      details: { reasons: ["Use at least 10 characters."] },
    });
  });

  it("checks the password against the person's own details", async () => {
    const error = await assertStrongPassword("rahimahmed2024", ["Rahim", null, "Ahmed"]).catch(
      (caught: unknown) => caught,
    );
    expect((error as AppError).details?.reasons).toContain(
      "It contains your name or e-mail address.",
    );
  });
});
