import { contactEn } from "~/features/site/i18n/contact-en";
import { footerEn } from "~/features/site/i18n/footer-en";
import { siteEn } from "~/features/site/i18n/site-en";
import { ContactPage, contactMeta } from "../contact-page";

export function meta() {
  return contactMeta(contactEn);
}

export default function Contact() {
  return <ContactPage m={siteEn} footer={footerEn} c={contactEn} />;
}
