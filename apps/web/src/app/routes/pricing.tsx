import { footerEn } from "~/features/site/i18n/footer-en";
import { PricingPage, pricingMeta } from "../pricing-page";
import { pricingEn } from "~/features/site/i18n/pricing-en";
import { siteEn } from "~/features/site/i18n/site-en";

export function meta() {
  return pricingMeta(pricingEn, "en");
}

/** `/pricing`: the pricing page in English. */
export default function Pricing() {
  return <PricingPage m={siteEn} p={pricingEn} footer={footerEn} />;
}
