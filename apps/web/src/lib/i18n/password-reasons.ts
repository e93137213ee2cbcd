/**
 * The password policy's reasons for refusing a weak password (`details.reasons`, written in English
 * by apps/server/src/modules/auth/password-policy.ts; the English screens show them as they are).
 * A screen in another language says each in its own words: matched here, worded by its catalogue
 * (docs/i18n.md). The strength checker's own advice (English only) becomes one general sentence.
 */
export type PasswordReasonTexts = {
  tooShort: string;
  tooLongPassword: string;
  common: string;
  builtOnCommon: (token: string) => string;
  containsName: string;
  moreWords: string;
};

export function passwordReasonText(said: string, r: PasswordReasonTexts): string {
  const reason = String(said);
  if (reason.startsWith("Use at least")) return r.tooShort;
  if (reason.startsWith("Use at most")) return r.tooLongPassword;
  if (reason.startsWith("It is one of the most common")) return r.common;
  if (reason.startsWith("It contains your name")) return r.containsName;
  const built = /^It is built on "(.+)", a common password/.exec(reason);
  if (built?.[1]) return r.builtOnCommon(built[1]);
  return r.moreWords;
}
