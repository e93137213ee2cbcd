import { visibleEmail } from "@outsmart/contracts/account";

/** What the signed-out flows need to know about an existing account to decide what to send. */
export type AccountStanding = {
  /** May be a phone-only account's hidden placeholder. */
  email: string;
  emailVerified: boolean;
  phoneNumberVerified: boolean | null;
  twoFactorEnabled: boolean | null;
};

/**
 * An account is confirmed once its owner proved they can be reached there: the e-mail address
 * through its link, or the phone number through its code. Until then it cannot be signed into.
 * Two-step verification counts as confirmed too: only a signed-in person can turn it on (accounts
 * older than this rule may have), and a confirmation link or code signs in without the second
 * step, so such an account keeps the ordinary sign-in.
 */
export function isConfirmed(account: AccountStanding): boolean {
  return (
    (account.emailVerified && visibleEmail(account.email) !== undefined) ||
    account.phoneNumberVerified === true ||
    account.twoFactorEnabled === true
  );
}

/**
 * What a sign-up does, answering the same in every case (ADR 0028):
 * - `create-account`: nobody has the address; create the account, unconfirmed, and send its link
 *   or code.
 * - `confirm-again`: an unconfirmed account has the address and the password matches, so this is
 *   its owner again (a resend): send a fresh link or code.
 * - `tell-owner`: anyone else; the address's owner is told that someone tried, and nothing changes.
 *   An unconfirmed account's password is never replaced: the latest sign-up's mail would otherwise
 *   carry a stranger's password into the mailbox owner's account.
 */
export type SignUpStep = "create-account" | "confirm-again" | "tell-owner";

export function signUpStep(
  existing: AccountStanding | undefined,
  passwordMatches: boolean,
): SignUpStep {
  if (!existing) return "create-account";
  if (!isConfirmed(existing) && passwordMatches) return "confirm-again";
  return "tell-owner";
}
