import { randomBytes } from "node:crypto";
import { PHONE_PLACEHOLDER_EMAIL_DOMAIN } from "@outsmart/contracts/account";
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
 * a placeholder under the reserved `.invalid` domain (contracts/account.ts hides it everywhere);
 * random, so a number given up by one account can later be used by another.
 */
export function placeholderEmailForPhone(e164: string): string {
  return `${e164.replace(/^\+/, "")}.${randomBytes(6).toString("hex")}@${PHONE_PLACEHOLDER_EMAIL_DOMAIN}`;
}
