import { z } from "zod";
import { text } from "./text.ts";

/** The seed's exact message when neither identifier nor password is given. */
export const MISSING_CREDENTIALS_MESSAGE =
  "You must provide either an email or phone number and a password";

/** The one answer to a failed sign-in, whether or not the account exists. */
export const INVALID_CREDENTIALS_MESSAGE =
  "The e-mail address, phone number or password is incorrect.";

export const REAUTHENTICATION_REQUIRED_MESSAGE =
  "For your security, enter your password again to continue.";

/** Every one-time code we send or accept (SMS codes, authenticator-app codes) has six digits. */
export const ONE_TIME_CODE_LENGTH = 6;

/** A one-time code as typed: spaces around it are ignored, then exactly six digits. */
export function oneTimeCodeSchema(message = "Enter the 6-digit code") {
  return z
    .string()
    .trim()
    .regex(/^\d{6}$/, message);
}

const name = (label: string, max = 60) =>
  text().trim().max(max, `${label} must be at most ${max} characters`);

export const signUpRequestSchema = z
  .object({
    firstName: name("First name").min(1, "Enter your first name"),
    lastName: name("Last name").default(""),
    email: text().trim().max(254).default(""),
    phoneNumber: text().trim().max(32).default(""),
    password: z.string().max(1024).default(""),
  })
  .refine((body) => (body.email !== "" || body.phoneNumber !== "") && body.password !== "", {
    message: MISSING_CREDENTIALS_MESSAGE,
    path: [],
  })
  .refine((body) => body.email === "" || z.email().safeParse(body.email).success, {
    message: "Enter a valid e-mail address",
    path: ["email"],
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z
  .object({
    identifier: text().trim().max(254).default(""),
    password: z.string().max(1024).default(""),
    rememberMe: z.boolean().default(true),
  })
  .refine((body) => body.identifier !== "" && body.password !== "", {
    message: MISSING_CREDENTIALS_MESSAGE,
    path: [],
  });
export type SignInRequest = z.input<typeof signInRequestSchema>;

/**
 * A sign-up never signs in and answers the same whether or not the address has an account: the
 * next step is always in the person's mailbox ("confirm-email": a link) or phone ("confirm-phone":
 * a 6-digit code for `confirmPhoneRequestSchema`).
 */
export const signUpResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(["confirm-email", "confirm-phone"]),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/**
 * "confirm-email" / "confirm-phone": the password was right but the account was never confirmed;
 * a fresh link or code was sent, and no session was started.
 */
export const signInResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(["signed-in", "two-factor-required", "confirm-email", "confirm-phone"]),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const WRONG_CODE_MESSAGE = "The code is wrong or has expired. Ask for a new one.";

/** The SMS code that confirms a new account's phone number (and signs its owner in). */
export const confirmPhoneRequestSchema = z.object({
  phoneNumber: text().trim().min(1, "Enter your phone number").max(32),
  code: oneTimeCodeSchema(),
});
export type ConfirmPhoneRequest = z.input<typeof confirmPhoneRequestSchema>;

export const confirmPhoneResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal("signed-in"),
});

/** Where a confirmation link lands (with `&error=…` when the link was expired or not valid). */
export const EMAIL_CONFIRMED_PATH = "/auth?confirmed=email";

export const signInOptionsSchema = z.object({
  socialProviders: z.array(z.enum(["google", "github"])),
  /**
   * Messages this installation keeps in its outbox instead of sending (e-mail without SMTP_URL;
   * SMS always, no gateway is built in), when the outbox page `/dev/outbox` exists (never in
   * production). The confirmation screens point a newcomer on a local install there.
   */
  outbox: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const accountSchema = z.object({
  userId: z.string(),
  profileId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Absent for accounts that signed up with a phone number only. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When this session last proved the password (sign-in or re-entry); sensitive changes need it within 15 minutes. */
  authenticatedAt: z.iso.datetime(),
});
export type Account = z.infer<typeof accountSchema>;

export const updateNameRequestSchema = z.object({
  firstName: name("First name").min(1, "Enter your first name"),
  lastName: name("Last name").default(""),
});

export const confirmPasswordRequestSchema = z.object({
  password: z.string().min(1, "Enter your password").max(1024),
});

/** POST /api/account/password-reset/request */
export const passwordResetRequestSchema = z.object({
  identifier: text().trim().min(1, "Enter your e-mail address or phone number").max(254),
});

/** POST /api/account/password-reset/complete (the e-mailed link's token) */
export const passwordResetWithTokenSchema = z.object({
  token: text().min(1).max(512),
  newPassword: z.string().max(1024),
});

/** POST /api/account/password-reset/complete-with-code (the SMS code) */
export const passwordResetWithCodeSchema = z.object({
  phoneNumber: text().trim().min(1).max(32),
  code: oneTimeCodeSchema(),
  newPassword: z.string().max(1024),
});

/** POST /api/account/password */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1024),
  newPassword: z.string().max(1024),
});

/** POST /api/account/email */
export const changeEmailRequestSchema = z.object({
  newEmail: text().pipe(z.email("Enter a valid e-mail address").max(254)),
});

/** POST /api/account/phone/code */
export const phoneCodeRequestSchema = z.object({
  phoneNumber: text().trim().min(1, "Enter a phone number").max(32),
});

/** POST /api/account/phone */
export const changePhoneRequestSchema = phoneCodeRequestSchema.extend({
  code: oneTimeCodeSchema(),
});

export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal("DELETE", { error: "Type DELETE to confirm" }),
  password: z.string().max(1024).optional(),
});

export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const okResponseSchema = z.object({ success: z.literal(true) });

/** Sensitive changes (e-mail, phone, deletion without a password) need a sign-in this recent. */
export const RECENT_AUTHENTICATION_MS = 15 * 60 * 1000;

export {
  PHONE_PLACEHOLDER_EMAIL_DOMAIN,
  isPlaceholderEmail,
  visibleEmail,
} from "./placeholder-email.ts";
