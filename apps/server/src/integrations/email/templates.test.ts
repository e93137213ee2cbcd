import { describe, expect, it } from "vitest";
import { signUpAttemptMessage, signUpAttemptSms, verifyEmailMessage } from "./templates.ts";

describe("signUpAttemptMessage", () => {
  const message = signUpAttemptMessage("rafi@example.com", {
    signIn: "https://outsmart.example/auth",
    resetPassword: "https://outsmart.example/auth?mode=forgot-password&x=<1>",
  });

  it("tells the owner what happened, with both ways in, and greets nobody by name", () => {
    expect(message.channel).toBe("email");
    if (message.channel !== "email") return;
    expect(message.subject).toBe("Someone tried to create an Outsmart account with your address");
    expect(message.text).toMatch(/^Hi,\n/);
    expect(message.text).toContain("nothing was created and nothing has changed");
    expect(message.text).toContain("Sign in to Outsmart: https://outsmart.example/auth\n");
    expect(message.text).toContain(
      "Choose a new password: https://outsmart.example/auth?mode=forgot-password&x=<1>",
    );
    expect(message.text).toContain("If it was not you, you can ignore this e-mail");
    expect(message.text).not.toContain("If you did not ask for this");
  });

  it("links both addresses in the HTML part, escaped", () => {
    if (message.channel !== "email") return;
    expect(message.html).toContain(
      '<a href="https://outsmart.example/auth?mode=forgot-password&#38;x=&#60;1&#62;">Choose a new password</a>',
    );
    expect(message.html).toContain('<a href="https://outsmart.example/auth" style=');
    expect(message.html).toContain(
      "If it was not you, you can ignore this e-mail: your account is safe.",
    );
  });
});

describe("signUpAttemptSms", () => {
  it("is one short text with the sign-in address", () => {
    const sms = signUpAttemptSms("+8801712345678", "https://outsmart.example/auth");
    expect(sms).toEqual({
      channel: "sms",
      to: "+8801712345678",
      text: "Someone tried to create an Outsmart account with your number, which already has one. If it was you, sign in or reset your password at https://outsmart.example/auth. If not, ignore this message.",
    });
  });
});

describe("verifyEmailMessage", () => {
  it("keeps the usual closing line and says how long the link works", () => {
    const message = verifyEmailMessage("rafi@example.com", "Rafi", "https://x.example/v?t=1");
    expect(message.channel === "email" && message.text).toBe(
      [
        "Hi Rafi,",
        "",
        "Please confirm that this is your e-mail address.",
        "The link works for 24 hours.",
        "",
        "Confirm e-mail address: https://x.example/v?t=1",
        "",
        "If you did not ask for this, you can ignore this e-mail.",
        "— Outsmart",
      ].join("\n"),
    );
  });
});
