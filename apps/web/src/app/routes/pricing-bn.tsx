import { footerBn } from "~/features/site/i18n/footer-bn";
import { PricingPage, pricingMeta } from "../pricing-page";
import { pricingBn } from "~/features/site/i18n/pricing-bn";
import { siteBn } from "~/features/site/i18n/site-bn";

export function meta() {
  return pricingMeta(pricingBn, "bn");
}

/** `/bn/pricing`: the pricing page in Bangla. */
export default function Pricing() {
  return <PricingPage m={siteBn} p={pricingBn} footer={footerBn} />;
}
