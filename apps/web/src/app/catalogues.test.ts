import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authBn } from "~/features/auth/i18n/auth-bn";
import { authEn } from "~/features/auth/i18n/auth-en";
import { brandsBn } from "~/features/brands/i18n/brands-bn";
import { brandsEn } from "~/features/brands/i18n/brands-en";
import { creditsBn } from "~/features/credits/i18n/credits-bn";
import { creditsEn } from "~/features/credits/i18n/credits-en";
import { consolePaymentsBn } from "~/features/console/i18n/payments-bn";
import { consolePaymentsEn } from "~/features/console/i18n/payments-en";
import { paymentsBn } from "~/features/payments/i18n/payments-bn";
import { paymentsEn } from "~/features/payments/i18n/payments-en";
import { profileBn } from "~/features/account/i18n/profile-bn";
import { profileEn } from "~/features/account/i18n/profile-en";
import { generationBn } from "~/lib/i18n/generation-bn";
import { generationEn } from "~/lib/i18n/generation-en";
import { historyBn } from "~/features/generations/i18n/history-bn";
import { historyEn } from "~/features/generations/i18n/history-en";
import { consoleBn } from "~/features/console/i18n/console-bn";
import { consoleEn } from "~/features/console/i18n/console-en";
import { contactBn } from "~/features/site/i18n/contact-bn";
import { contactEn } from "~/features/site/i18n/contact-en";
import { footerBn } from "~/features/site/i18n/footer-bn";
import { footerEn } from "~/features/site/i18n/footer-en";
import { notFoundBn } from "~/features/site/i18n/not-found-bn";
import { notFoundEn } from "~/features/site/i18n/not-found-en";
import { pricingBn } from "~/features/site/i18n/pricing-bn";
import { pricingEn } from "~/features/site/i18n/pricing-en";
import { sectionsBn } from "~/features/site/i18n/sections-bn";
import { sectionsEn } from "~/features/site/i18n/sections-en";
import { siteBn } from "~/features/site/i18n/site-bn";
import { siteEn } from "~/features/site/i18n/site-en";
import { consoleOverviewBn } from "~/features/console/i18n/console-overview-bn";
import { consoleOverviewEn } from "~/features/console/i18n/console-overview-en";
import { consoleAiBn } from "~/features/console/i18n/console-ai-bn";
import { consoleAiEn } from "~/features/console/i18n/console-ai-en";
import { consoleToolsBn } from "~/features/console/i18n/console-tools-bn";
import { consoleToolsEn } from "~/features/console/i18n/console-tools-en";
import { kitsBn } from "~/features/tools/i18n/kits-bn";
import { kitsEn } from "~/features/tools/i18n/kits-en";
import { templatesBn } from "~/features/tools/i18n/templates-bn";
import { templatesEn } from "~/features/tools/i18n/templates-en";
import { refineBn } from "~/components/i18n/refine-bn";
import { refineEn } from "~/components/i18n/refine-en";
import { toolStatesBn } from "~/features/tools/i18n/tool-states-bn";
import { toolStatesEn } from "~/features/tools/i18n/tool-states-en";
import { toolsBn } from "~/features/tools/i18n/tools-bn";
import { toolsEn } from "~/features/tools/i18n/tools-en";
import { appBn } from "~/lib/i18n/app-bn";
import { appEn } from "~/lib/i18n/app-en";

/**
 * Every catalogue in every language (docs/i18n.md). The types already make a missing or extra key
 * an error; this checks what types cannot: the same number of entries in lists, the same kind of
 * message (text or function), no empty text, Bangla really written in Bangla, and no key that no
 * screen uses.
 */
const catalogues = {
  site: { en: siteEn, bn: siteBn },
  sections: { en: sectionsEn, bn: sectionsBn },
  pricing: { en: pricingEn, bn: pricingBn },
  footer: { en: footerEn, bn: footerBn },
  contact: { en: contactEn, bn: contactBn },
  "not found": { en: notFoundEn, bn: notFoundBn },
  app: { en: appEn, bn: appBn },
  templates: { en: templatesEn, bn: templatesBn },
  kits: { en: kitsEn, bn: kitsBn },
  auth: { en: authEn, bn: authBn },
  payments: { en: paymentsEn, bn: paymentsBn },
  "console payments": { en: consolePaymentsEn, bn: consolePaymentsBn },
  credits: { en: creditsEn, bn: creditsBn },
  refine: { en: refineEn, bn: refineBn },
  consoleTools: { en: consoleToolsEn, bn: consoleToolsBn },
  consoleAi: { en: consoleAiEn, bn: consoleAiBn },
  consoleOverview: { en: consoleOverviewEn, bn: consoleOverviewBn },
  tools: { en: toolsEn, bn: toolsBn },
  "tool states": { en: toolStatesEn, bn: toolStatesBn },
  history: { en: historyEn, bn: historyBn },
  generation: { en: generationEn, bn: generationBn },
  profile: { en: profileEn, bn: profileBn },
  brands: { en: brandsEn, bn: brandsBn },
  console: { en: consoleEn, bn: consoleBn },
};

/** Names that stay as people say them (product, platform and tool names, abbreviations). */
const latinAllowed =
  /^(Google Ads|Facebook|Instagram|TikTok|LinkedIn|YouTube|Starter Pack|Pro Pack|AI Caption Generator|Blog Content Generator|English|en|bn|Outsmart)$/;

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, at = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key));
  return [{ path: at, value }];
}

const sourceRoot = path.resolve(import.meta.dirname, "..");
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(Object.entries(catalogues))("the %s catalogue", (_name, { en, bn }) => {
  it("has the same entries, of the same kind, in both languages", () => {
    const english = leaves(en);
    const bangla = leaves(bn);
    expect(bangla.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    for (const [index, leaf] of english.entries())
      expect(typeof bangla[index]?.value, leaf.path).toBe(typeof leaf.value);
  });

  it("has no empty text, and its Bangla is written in Bangla", () => {
    for (const { path: at, value } of leaves(bn)) {
      const text = typeof value === "function" ? String(value(2026, "৳২")) : String(value);
      expect(text.trim(), at).not.toBe("");
      if (latinAllowed.test(text)) continue;
      expect(/[\u0980-\u09FF]/.test(text), `${at}: "${text}"`).toBe(true);
    }
    for (const { path: at, value } of leaves(en))
      if (typeof value === "string") expect(value.trim(), at).not.toBe("");
  });

  it("has no key that no screen uses", () => {
    const source = sourceFiles(sourceRoot)
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    for (const key of Object.keys(en))
      expect(new RegExp(`\\.${key}\\b`).test(source), `unused key "${key}"`).toBe(true);
  });
});
