import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { emailTextsBn } from "./email-texts-bn.ts";
import { type EmailTexts, emailTextsEn } from "./email-texts-en.ts";
import type { OutgoingMessage } from "./messenger.ts";

/**
 * Every account message exists in each interface language; the caller chooses it (the account's
 * `interfaceLanguage`, or for a sign-up the language the visitor used: docs/i18n.md).
 */
const texts: Record<InterfaceLanguage, EmailTexts> = { en: emailTextsEn, bn: emailTextsBn };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A paragraph, or a paragraph that is a link (a second address the reader may need). */
type Line = string | { text: string; url: string };

/** A plain, readable e-mail: text for every client, minimal HTML with one button. */
function email(
  language: InterfaceLanguage,
  to: string,
  subject: string,
  greeting: string,
  lines: Line[],
  action: { label: string; url: string },
  closing = texts[language].closing,
): OutgoingMessage {
  const t = texts[language];
  const text = [
    greeting,
    "",
    ...lines.map((line) => (typeof line === "string" ? line : `${line.text}: ${line.url}`)),
    "",
    `${action.label}: ${action.url}`,
    "",
    closing,
    t.signature,
  ].join("\n");
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>${lines.map(paragraph).join("")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#5b3df5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:14px">${escapeHtml(t.orOpenLink)} ${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:14px">${escapeHtml(closing)}</p><p>${escapeHtml(t.signature)}</p></body></html>`;
  return { channel: "email", to, subject, text, html };
}

function paragraph(line: Line): string {
  if (typeof line === "string") return `<p>${escapeHtml(line)}</p>`;
  return `<p><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></p>`;
}

export function verifyEmailMessage(
  to: string,
  name: string | undefined,
  url: string,
  language: InterfaceLanguage,
): OutgoingMessage {
  const t = texts[language];
  return email(language, to, t.verifyEmail.subject, t.hello(name), t.verifyEmail.lines, {
    label: t.verifyEmail.action,
    url,
  });
}

export function resetPasswordMessage(
  to: string,
  name: string | undefined,
  url: string,
  language: InterfaceLanguage,
): OutgoingMessage {
  const t = texts[language];
  return email(language, to, t.resetPassword.subject, t.hello(name), t.resetPassword.lines, {
    label: t.resetPassword.action,
    url,
  });
}

/**
 * To the owner of an address someone tried to sign up with (ADR 0028). No name: the account may be
 * an unconfirmed one whose name a stranger typed.
 */
export function signUpAttemptMessage(
  to: string,
  links: { signIn: string; resetPassword: string },
  language: InterfaceLanguage,
): OutgoingMessage {
  const t = texts[language];
  return email(
    language,
    to,
    t.signUpAttempt.subject,
    t.hello(undefined),
    [...t.signUpAttempt.lines, { text: t.signUpAttempt.resetLink, url: links.resetPassword }],
    { label: t.signUpAttempt.action, url: links.signIn },
    t.signUpAttempt.closing,
  );
}

/** The SMS twin of `signUpAttemptMessage`. */
export function signUpAttemptSms(
  to: string,
  signInUrl: string,
  language: InterfaceLanguage,
): OutgoingMessage {
  return { channel: "sms", to, text: texts[language].signUpAttemptSms(signInUrl) };
}

export function phoneCodeMessage(
  to: string,
  code: string,
  purpose: "verify" | "reset",
  language: InterfaceLanguage,
): OutgoingMessage {
  const t = texts[language];
  const text = purpose === "reset" ? t.resetCodeSms(code) : t.verifyCodeSms(code);
  return { channel: "sms", to, text };
}
