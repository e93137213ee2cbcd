/**
 * The account e-mails and SMS in English: the seed's texts exactly. `EmailTexts` is this object's
 * shape; every other language's texts are typed with it (docs/i18n.md, "E-mails and SMS").
 */
export const emailTextsEn = {
  hello: (name: string | undefined) => (name ? `Hi ${name},` : "Hi,"),
  closing: "If you did not ask for this, you can ignore this e-mail.",
  signature: "— Outsmart",
  orOpenLink: "Or open this link:",
  verifyEmail: {
    subject: "Confirm your e-mail address for Outsmart",
    lines: ["Please confirm that this is your e-mail address.", "The link works for 24 hours."],
    action: "Confirm e-mail address",
  },
  resetPassword: {
    subject: "Reset your Outsmart password",
    lines: [
      "Someone asked to reset the password of your Outsmart account.",
      "The link works for one hour.",
    ],
    action: "Choose a new password",
  },
  signUpAttempt: {
    subject: "Someone tried to create an Outsmart account with your address",
    lines: [
      "Someone tried to create a new Outsmart account with this e-mail address. There is already an account for it, so nothing was created and nothing has changed.",
      "If it was you, sign in instead, or choose a new password if you no longer know it.",
    ],
    resetLink: "Choose a new password",
    action: "Sign in to Outsmart",
    closing: "If it was not you, you can ignore this e-mail: your account is safe.",
  },
  signUpAttemptSms: (signInUrl: string) =>
    `Someone tried to create an Outsmart account with your number, which already has one. If it was you, sign in or reset your password at ${signInUrl}. If not, ignore this message.`,
  verifyCodeSms: (code: string) =>
    `Your Outsmart verification code is ${code}. It expires in 5 minutes. Never share it.`,
  resetCodeSms: (code: string) =>
    `Your Outsmart password reset code is ${code}. It expires in 5 minutes. Never share it.`,
};

export type EmailTexts = typeof emailTextsEn;
