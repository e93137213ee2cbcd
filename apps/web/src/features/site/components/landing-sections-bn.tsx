import { footerBn } from "../i18n/footer-bn";
import { pricingBn } from "../i18n/pricing-bn";
import { sectionsBn } from "../i18n/sections-bn";
import {
  FeaturesAndUseCases as Features,
  PricingAndFaq as Pricing,
  RoiHeading as Heading,
  RoiNote as Note,
} from "./landing-sections";
import { SiteFooter } from "./site-footer";

/** The landing page's sections below the fold and its footer, bound to their strings in Bangla. */
export const FeaturesAndUseCases = () => <Features s={sectionsBn} />;
export const RoiHeading = () => <Heading s={sectionsBn} />;
export const RoiNote = () => <Note s={sectionsBn} />;
export const PricingAndFaq = () => <Pricing s={sectionsBn} p={pricingBn} language="bn" />;
export const Footer = () => <SiteFooter m={footerBn} />;
