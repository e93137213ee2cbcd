/**
 * The auth screens (sign in, sign up, two-step, forgot and reset password, confirmation) in
 * English: the seed's texts exactly (e2e specs assert them). `AuthMessages` is this object's shape;
 * the Bangla catalogue is typed with it (docs/i18n.md).
 */
export const authEn = {
  checkingSession: "Checking your session",
  /** The browser tab's titles. */
  pageTitle: "Sign in · Outsmart",
  resetPageTitle: "Choose a new password · Outsmart",
  titles: {
    "sign-in": "Welcome back to Outsmart",
    "sign-up": "Start your journey with Outsmart",
    "two-factor": "Two-step verification",
    "forgot-password": "Reset your password",
    "check-email": "Check your e-mail",
    "confirm-phone": "Enter the code we sent you",
  },
  signInOrUp: "Sign in or sign up",
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  emailConfirmedWelcome: "E-mail confirmed. Welcome to Outsmart!",
  emailConfirmedSignIn: "E-mail confirmed. Sign in to continue.",
  phoneConfirmedWelcome: "Phone number confirmed. Welcome to Outsmart!",
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  packSignUp: (pack: string) =>
    `Create an account to buy the ${pack}. Already have one? Choose Sign In.`,
  packSignIn: (pack: string) => `Sign in to buy the ${pack}.`,
  socialFailed:
    "Signing in with that provider did not complete. Try again, or use your e-mail or phone number.",
  linkExpired:
    "This confirmation link has expired or is no longer valid. Sign in with your e-mail address and password, and we will send you a new one.",
  agreeBefore: "By creating an account you agree to our ",
  terms: "Terms of Service",
  agreeAnd: " and ",
  privacy: "Privacy Policy",
  agreeAfter: ".",
  // The brand panel beside the form.
  highlights: (toolCount: number) => [
    `${toolCount} AI tools for captions, ads, emails, blogs and campaign plans`,
    "Every generation saved in your history",
    "Free to start; top up credits with bKash when you need premium models",
  ],
  slogan: "Grow Smarter, Not Harder.",
  madeFor: "Made for e-commerce brands, agencies and SaaS teams.",
  // Fields and buttons.
  identifierLabel: "Email or phone number",
  identifierPlaceholder: "you@company.com or 01712345678",
  passwordLabel: "Password",
  forgotPassword: "Forgot password?",
  signingIn: "Signing in...",
  signInButton: "Sign in to Outsmart",
  firstName: "First name",
  lastName: "Last name",
  identifierHint: "We'll send a link or code to confirm it.",
  passwordHint: "At least 10 characters. A few unusual words make a strong, memorable password.",
  creatingAccount: "Creating your account...",
  createAccount: "Create account",
  or: "or",
  continueWith: (provider: string) => `Continue with ${provider}`,
  // Two-step verification.
  totpIntro: "Open your authenticator app and enter the 6-digit code for Outsmart.",
  backupIntro:
    "Enter one of the backup codes you saved when you turned on two-step verification. Each code works once.",
  totpLabel: "Authentication code",
  backupLabel: "Backup code",
  trustDevice: "Trust this device for 30 days",
  checking: "Checking...",
  verify: "Verify",
  useBackupCode: "Use a backup code instead",
  useAuthenticator: "Use your authenticator app",
  backToSignIn: "Back to sign in",
  // Forgot and reset password.
  forgotIntro:
    "Enter the e-mail address or phone number of your account. We will send you a link or a code.",
  sendReset: "Send reset instructions",
  sending: "Sending...",
  resetEmailSent: (identifier: string) => [
    "If an account exists for ",
    identifier,
    ", we have e-mailed it a link to choose a new password. The link works for one hour.",
  ],
  resetSmsSent: (identifier: string) => [
    "If an account uses ",
    identifier,
    ", we have sent it a 6-digit code by SMS. It expires in 5 minutes.",
  ],
  smsCodeLabel: "Code from the SMS",
  newPassword: "New password",
  newPasswordHint: "At least 10 characters.",
  setNewPassword: "Set new password",
  saving: "Saving...",
  chooseNewPassword: "Choose a new password",
  resetLinkExpired:
    "This reset link has expired or was already used. Ask for a new one from the sign-in page.",
  resetDone:
    "Your password has been changed, and every device has been signed out. Sign in with your new password.",
  signIn: "Sign in",
  // Confirming an address.
  emailNotConfirmed: (email: string) => [
    "Your e-mail address is not confirmed yet. We sent a new link to ",
    email,
    ": open it to confirm your address and sign in.",
  ],
  emailLinkSent: (email: string) => [
    "We sent a link to ",
    email,
    ". Open it to confirm your address and sign in. The link works for 24 hours.",
  ],
  checkSpam: "Nothing yet? Check your spam folder.",
  resendLink: "Resend the link",
  linkResent: "We sent a new link.",
  useAnotherAddress: "Use another address",
  phoneNotConfirmed: (phone: string) => [
    "Your phone number is not confirmed yet. We sent a new 6-digit code to ",
    phone,
    ". It expires in 5 minutes.",
  ],
  phoneCodeSent: (phone: string) => [
    "We sent a 6-digit code by SMS to ",
    phone,
    ". Enter it to confirm your number and sign in. It expires in 5 minutes.",
  ],
  confirm: "Confirm",
  sendNewCode: "Send a new code",
  codeResent: "We sent a new code.",
  useAnotherNumber: "Use another number",
  waitSeconds: (label: string, seconds: number) => `${label} (${seconds} s)`,
  outboxEmail: "This installation has no mail server, so the e-mail waits in its outbox. ",
  outboxSms: "This installation does not send text messages, so the SMS waits in its outbox. ",
  /** Before the link, the link, after it. */
  outboxOpen: (): [string, string, string] => [
    "On the computer running Outsmart, open ",
    "the outbox",
    ".",
  ],
  // Validation messages (the form's own checks).
  validation: {
    // The seed's exact text (MISSING_CREDENTIALS_MESSAGE in contracts/account.ts).
    missingCredentials: "You must provide either an email or phone number and a password",
    firstNameRequired: "Enter your first name",
    tooLong: "Use at most 60 characters",
    identifierRequired: "Enter your e-mail address or phone number",
    newPasswordRequired: "Choose a new password",
    sixDigitCode: "Enter the 6-digit code",
    authenticatorCode: "Enter the 6-digit code from your app",
    backupCode: "Enter one of your backup codes",
  },
  // The server's messages, shown as they are in English; see `authErrorText` for Bangla.
  errors: {
    strongerPassword: "Choose a stronger password:",
    generic: "Something went wrong. Please try again.",
    network: "Could not reach the server. Check your connection and try again.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    invalidCredentials: "The e-mail address, phone number or password is incorrect.",
    suspended: (operatorEmail: string) =>
      `This account is suspended. To talk about it, write to ${operatorEmail}.`,
    lockedOut: (minutes: number) =>
      `Too many failed sign-in attempts. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}, or reset your password.`,
    invalidPhone: "Enter a valid phone number, for example 01712345678.",
    tooManyEmails:
      "We have already sent several messages to this address in the last hour. Check your inbox (and spam folder), or try again later.",
    tooManySms:
      "We have already sent several messages to this number in the last hour. Please try again later.",
    tooManySignUps: "Too many new accounts from your network. Please try again later.",
    tooManyResets: "Too many reset requests. Please try again later.",
    tooManyCodes: "Too many code attempts. Please wait 15 minutes and try again.",
    wrongCode: "The code is wrong or has expired. Ask for a new one.",
    wrongTwoFactorCode:
      "That code is not right. Enter the current 6-digit code from your authenticator app.",
    resetLinkExpired: "This reset link has expired or was already used. Ask for a new one.",
    couldNotCreate: "We could not create your account. Please check the form and try again.",
    couldNotSignIn: "We could not sign you in. Please try again.",
  },
  // The password policy's reasons (the server's texts; others are general advice from its checker).
  passwordReasons: {
    tooShort: "Use at least 10 characters.",
    tooLongPassword: "Use at most 128 characters.",
    common: "It is one of the most common passwords, found in lists of leaked passwords.",
    builtOnCommon: (token: string) =>
      `It is built on "${token}", a common password that attackers try first.`,
    containsName: "It contains your name or e-mail address.",
    moreWords: "Add a few more uncommon words.",
  },
};

export type AuthMessages = typeof authEn;
