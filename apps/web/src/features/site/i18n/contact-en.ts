import { ApiClientError } from "~/lib/api-error";

/**
 * The contact page and its form in English, the seed's texts (docs/i18n.md). `ContactMessages` is
 * this object's shape; contact-bn.ts is typed with it. The route hands it to the page as a prop.
 */
export const contactEn = {
  /** A server error in the page's language. */
  error: (error: unknown, fallback: string): string =>
    error instanceof ApiClientError ? error.message : fallback,
  /** A check's message (the contract's English, contracts/site.ts) in the page's language. */
  check: (message: string): string => message,

  metaTitle: "Contact Us · Outsmart",
  metaDescription:
    "Questions about Outsmart, payments, Enterprise plans or API access? Send us a message.",
  title: "Contact Us",
  intro:
    "Questions about your account, a payment, the Enterprise plan or API access? Send us a message and we will reply by e-mail.",
  topics: {
    api: "I would like to know more about API access.",
    enterprise: "I would like to know more about the Enterprise plan.",
  } as Record<string, string>,
  writeDirectly: "You can also write to",
  directlyAt: " directly at",
  includeTransaction: ". For a payment, include the bKash transaction id from your profile page.",
  operator: "the operator of this site",
  unnamedOperator: "the operator of this Outsmart installation",
  contactPage: "our contact page",

  thanks: "Thank you, we have received your message.",
  willReply: (email: string) => `We will reply to ${email}. Your reference is `,
  sendAnother: "Send another message",
  form: "Contact form",
  name: "Name",
  email: "E-mail",
  message: "Message",
  messageHint: (min: number) => `At least ${min} characters.`,
  somethingWrong: "Something went wrong. Please try again.",
  strongerPassword: "Choose a stronger password:",
  sending: "Sending...",
  send: "Send message",
};

export type ContactMessages = typeof contactEn;
