import type { OutgoingMessage } from "./messenger.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain, readable e-mail: text for every client, minimal HTML with one button. */
function email(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
): OutgoingMessage {
  const text = [
    greeting,
    "",
    ...lines,
    "",
    `${action.label}: ${action.url}`,
    "",
    "If you did not ask for this, you can ignore this e-mail.",
    "— Outsmart",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3df5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:14px">Or open this link: ${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:14px">If you did not ask for this, you can ignore this e-mail.</p><p>— Outsmart</p></body></html>`;
  return { channel: "email", to, subject, text, html };
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
    ["Please confirm that this is your e-mail address."],
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
