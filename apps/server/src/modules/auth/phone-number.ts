import { randomBytes } from "node:crypto";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Phone numbers are stored in E.164 ("+8801712345678"). Local Bangladeshi forms ("01712345678",
 * "8801712345678") are understood because most users will type those.
 */
export function normalizePhoneNumber(input: string): string | undefined {
  const trimmed = input.replace(/[\s\-().]/g, "");
  if (!/^\+?\d{6,16}$/.test(trimmed)) return undefined;
  const candidate = /^880\d{10}$/.test(trimmed) ? `+${trimmed}` : trimmed;
  const parsed = parsePhoneNumberFromString(candidate, "BD");
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * Better Auth needs a unique e-mail for every user. Users who sign up with a phone number only get
 * one under the reserved `.invalid` top-level domain (RFC 2606), which can never receive mail and
 * which the API never shows.
 */
const PHONE_EMAIL_DOMAIN = "phone.invalid";

/** Random, so a number given up by one account can later be used by another. */
export function placeholderEmailForPhone(e164: string): string {
  return `${e164.replace(/^\+/, "")}.${randomBytes(6).toString("hex")}@${PHONE_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return Boolean(email?.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`));
}

/** The e-mail to show a person: undefined for phone-only accounts. */
export function visibleEmail(email: string | null | undefined): string | undefined {
  return email && !isPlaceholderEmail(email) ? email : undefined;
}
