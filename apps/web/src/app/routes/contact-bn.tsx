import { contactBn } from "~/features/site/i18n/contact-bn";
import { footerBn } from "~/features/site/i18n/footer-bn";
import { siteBn } from "~/features/site/i18n/site-bn";
import { ContactPage, contactMeta } from "../contact-page";

export function meta() {
  return contactMeta(contactBn);
}

/** `/bn/contact`: the contact page in Bangla. */
export default function Contact() {
  return <ContactPage m={siteBn} footer={footerBn} c={contactBn} />;
}
