// Kept apart from account.ts (and free of zod) so the signed-in screens can show an e-mail
// without loading the schema library (docs/decisions/0055-signed-in-javascript.md).

/**
 * Accounts created with a phone number only carry a placeholder e-mail under the reserved
 * `.invalid` top-level domain (RFC 2606): it can never receive mail and is never shown.
 */
export const PHONE_PLACEHOLDER_EMAIL_DOMAIN = "phone.invalid";

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return Boolean(email?.toLowerCase().endsWith(`@${PHONE_PLACEHOLDER_EMAIL_DOMAIN}`));
}

/** The e-mail to show a person: undefined for phone-only accounts. */
export function visibleEmail(email: string | null | undefined): string | undefined {
  return email && !isPlaceholderEmail(email) ? email : undefined;
}
