import { footerEn } from "../i18n/footer-en";
import { pricingEn } from "../i18n/pricing-en";
import { sectionsEn } from "../i18n/sections-en";
import {
  FeaturesAndUseCases as Features,
  PricingAndFaq as Pricing,
  RoiHeading as Heading,
  RoiNote as Note,
} from "./landing-sections";
import { SiteFooter } from "./site-footer";

/** The landing page's sections below the fold and its footer, bound to their strings in English. */
export const FeaturesAndUseCases = () => <Features s={sectionsEn} />;
export const RoiHeading = () => <Heading s={sectionsEn} />;
export const RoiNote = () => <Note s={sectionsEn} />;
export const PricingAndFaq = () => <Pricing s={sectionsEn} p={pricingEn} language="en" />;
export const Footer = () => <SiteFooter m={footerEn} />;
