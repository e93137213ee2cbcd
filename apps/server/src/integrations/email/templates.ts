import type { OutgoingMessage } from "./messenger.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A paragraph, or a paragraph that is a link (a second address the reader may need). */
type Line = string | { text: string; url: string };

/** A plain, readable e-mail: text for every client, minimal HTML with one button. */
function email(
  to: string,
  subject: string,
  greeting: string,
  lines: Line[],
  action: { label: string; url: string },
  closing = "If you did not ask for this, you can ignore this e-mail.",
): OutgoingMessage {
  const text = [
    greeting,
    "",
    ...lines.map((line) => (typeof line === "string" ? line : `${line.text}: ${line.url}`)),
    "",
    `${action.label}: ${action.url}`,
    "",
    closing,
    "— Outsmart",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>${lines.map(paragraph).join("")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3df5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:14px">Or open this link: ${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:14px">${escapeHtml(closing)}</p><p>— Outsmart</p></body></html>`;
  return { channel: "email", to, subject, text, html };
}

function paragraph(line: Line): string {
  if (typeof line === "string") return `<p>${escapeHtml(line)}</p>`;
  return `<p><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></p>`;
}

const hello = (name: string | undefined) => (name ? `Hi ${name},` : "Hi,");

export function verifyEmailMessage(
  to: string,
  name: string | undefined,
  url: string,
): OutgoingMessage {
  return email(
    to,
    "Confirm your e-mail address for Outsmart",
    hello(name),
    ["Please confirm that this is your e-mail address.", "The link works for 24 hours."],
    {
      label: "Confirm e-mail address",
      url,
    },
  );
}

export function resetPasswordMessage(
  to: string,
  name: string | undefined,
  url: string,
): OutgoingMessage {
  return email(
    to,
    "Reset your Outsmart password",
    hello(name),
    [
      "Someone asked to reset the password of your Outsmart account.",
      "The link works for one hour.",
    ],
    {
      label: "Choose a new password",
      url,
    },
  );
}

/**
 * To the owner of an address someone tried to sign up with (ADR 0028). No name: the account may be
 * an unconfirmed one whose name a stranger typed.
 */
export function signUpAttemptMessage(
  to: string,
  links: { signIn: string; resetPassword: string },
): OutgoingMessage {
  return email(
    to,
    "Someone tried to create an Outsmart account with your address",
    "Hi,",
    [
      "Someone tried to create a new Outsmart account with this e-mail address. There is already an account for it, so nothing was created and nothing has changed.",
      "If it was you, sign in instead, or choose a new password if you no longer know it.",
      { text: "Choose a new password", url: links.resetPassword },
    ],
    { label: "Sign in to Outsmart", url: links.signIn },
    "If it was not you, you can ignore this e-mail: your account is safe.",
  );
}

/** The SMS twin of `signUpAttemptMessage`. */
export function signUpAttemptSms(to: string, signInUrl: string): OutgoingMessage {
  return {
    channel: "sms",
    to,
    text: `Someone tried to create an Outsmart account with your number, which already has one. If it was you, sign in or reset your password at ${signInUrl}. If not, ignore this message.`,
  };
}

export function phoneCodeMessage(
  to: string,
  code: string,
  purpose: "verify" | "reset",
): OutgoingMessage {
  const text =
    purpose === "reset"
      ? `Your Outsmart password reset code is ${code}. It expires in 5 minutes. Never share it.`
      : `Your Outsmart verification code is ${code}. It expires in 5 minutes. Never share it.`;
  return { channel: "sms", to, text };
}
