import { describe, expect, it } from "vitest";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { emailTextsBn } from "./email-texts-bn.ts";
import { emailTextsEn } from "./email-texts-en.ts";
import type { OutgoingMessage } from "./messenger.ts";
import {
  phoneCodeMessage,
  resetPasswordMessage,
  signUpAttemptMessage,
  signUpAttemptSms,
  verifyEmailMessage,
} from "./templates.ts";

describe("signUpAttemptMessage", () => {
  const message = signUpAttemptMessage(
    "rafi@example.com",
    {
      signIn: "https://outsmart.example/auth",
      resetPassword: "https://outsmart.example/auth?mode=forgot-password&x=<1>",
    },
    "en",
  );

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
    const sms = signUpAttemptSms("+8801712345678", "https://outsmart.example/auth", "en");
    expect(sms).toEqual({
      channel: "sms",
      to: "+8801712345678",
      text: "Someone tried to create an Outsmart account with your number, which already has one. If it was you, sign in or reset your password at https://outsmart.example/auth. If not, ignore this message.",
    });
  });
});

describe("verifyEmailMessage", () => {
  it("keeps the usual closing line and says how long the link works", () => {
    const message = verifyEmailMessage("rafi@example.com", "Rafi", "https://x.example/v?t=1", "en");
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

/** Every account message, built in one language. */
function everyMessage(language: InterfaceLanguage): Record<string, OutgoingMessage> {
  const links = { signIn: "https://o.example/auth", resetPassword: "https://o.example/auth?r=1" };
  return {
    verifyEmail: verifyEmailMessage("rafi@example.com", "Rafi", "https://o.example/v", language),
    resetPassword: resetPasswordMessage(
      "rafi@example.com",
      "Rafi",
      "https://o.example/r",
      language,
    ),
    signUpAttempt: signUpAttemptMessage("rafi@example.com", links, language),
    signUpAttemptSms: signUpAttemptSms("+8801712345678", links.signIn, language),
    verifyCode: phoneCodeMessage("+8801712345678", "123456", "verify", language),
    resetCode: phoneCodeMessage("+8801712345678", "654321", "reset", language),
  };
}

/** Share of the letters (Latin or Bengali) that are Bengali, leaving out addresses. */
function bengaliShare(text: string): number {
  const letters = text.replace(/https?:\/\/\S+|\S+@\S+/g, "").match(/[A-Za-z\u0980-\u09FF]/g) ?? [];
  return letters.filter((letter) => /[\u0980-\u09FF]/.test(letter)).length / letters.length;
}

describe("the account messages in each language", () => {
  it("keeps the English texts exactly", () => {
    const english = everyMessage("en");
    const reset = english.resetPassword;
    expect(reset?.channel === "email" && reset.subject).toBe("Reset your Outsmart password");
    expect(reset?.text).toBe(
      [
        "Hi Rafi,",
        "",
        "Someone asked to reset the password of your Outsmart account.",
        "The link works for one hour.",
        "",
        "Choose a new password: https://o.example/r",
        "",
        "If you did not ask for this, you can ignore this e-mail.",
        "— Outsmart",
      ].join("\n"),
    );
    expect(english.verifyCode?.text).toBe(
      "Your Outsmart verification code is 123456. It expires in 5 minutes. Never share it.",
    );
    expect(english.resetCode?.text).toBe(
      "Your Outsmart password reset code is 654321. It expires in 5 minutes. Never share it.",
    );
    for (const message of Object.values(english))
      if (message.channel === "email") expect(message.html).toContain('<html lang="en">');
  });

  it.each(Object.entries(everyMessage("bn")))("writes %s in Bangla", (_name, message) => {
    expect(bengaliShare(message.text)).toBeGreaterThan(0.8);
    if (message.channel === "email") {
      expect(bengaliShare(message.subject)).toBeGreaterThan(0.6);
      expect(message.html).toContain('<html lang="bn">');
      expect(bengaliShare(message.html ?? "")).toBeGreaterThan(0.3);
    }
  });

  it("keeps the links, names and codes in the Bangla messages", () => {
    const bangla = everyMessage("bn");
    expect(bangla.verifyEmail?.text).toContain("হ্যালো Rafi,");
    expect(bangla.verifyEmail?.text).toContain(
      `${emailTextsBn.verifyEmail.action}: https://o.example/v`,
    );
    expect(bangla.signUpAttempt?.text).toContain(
      `${emailTextsBn.signUpAttempt.resetLink}: https://o.example/auth?r=1`,
    );
    expect(bangla.signUpAttemptSms?.text).toContain("https://o.example/auth ");
    // Codes stay in Latin digits: the code field takes them as typed.
    expect(bangla.verifyCode?.text).toContain("123456");
    expect(bangla.resetCode?.text).toContain("654321");
  });

  it("has every text in both languages", () => {
    expect(Object.keys(emailTextsBn).sort()).toEqual(Object.keys(emailTextsEn).sort());
  });
});
