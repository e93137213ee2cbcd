import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";

/** The CLDR plural forms a message gives; `other` is always required (ICU's rule). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<InterfaceLanguage, Intl.PluralRules>();

/**
 * ICU `{count, plural, one {…} other {…}}` with the browser's CLDR rules (Intl.PluralRules):
 * picks the form for `count` and replaces `#` with the count as the language writes it
 * (`formatted`, e.g. "২,০০০"). Made on first use only: the public pages never call it while loading.
 */
export function plural(
  language: InterfaceLanguage,
  count: number,
  forms: PluralForms,
  formatted: string = String(count),
): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  return (forms[rule.select(count)] ?? forms.other).replaceAll("#", formatted);
}
