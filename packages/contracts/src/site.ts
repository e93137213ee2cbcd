import { z } from "zod";
import { text } from "./text.ts";
import { formatWholeNumber } from "./format.ts";

/**
 * The public site's API: who runs this installation (shown on /privacy, /terms and /contact) and
 * the contact form. Operator details come from the server's configuration (OPERATOR_NAME,
 * OPERATOR_EMAIL), never from the browser bundle, so one build serves every operator.
 */
export const siteInfoSchema = z.object({
  operatorName: z.string(),
  contactEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** POST /api/contact. The same rules run in the form (react-hook-form) and on the server. */
export const contactRequestSchema = z.object({
  name: text()
    .trim()
    .min(1, "Please enter your name.")
    .max(contactLimits.nameMax, `Please keep your name under ${contactLimits.nameMax} characters.`),
  email: text()
    .trim()
    .max(contactLimits.emailMax, "That e-mail address is too long.")
    .pipe(z.email("Please enter a valid e-mail address.")),
  message: text()
    .trim()
    .min(
      contactLimits.messageMin,
      `Please write at least ${contactLimits.messageMin} characters so we can help.`,
    )
    .max(
      contactLimits.messageMax,
      `Please keep your message under ${formatWholeNumber(contactLimits.messageMax)} characters.`,
    ),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  /** The stored message's id, quoted back so the sender can refer to it. */
  id: z.string(),
  receivedAt: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
