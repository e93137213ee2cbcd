import type { ReactNode } from "react";
import { errorMessage } from "~/lib/api-error";
import { formatDay, formatMonthYear } from "~/lib/dates";
import { timeAgo } from "~/lib/time-ago";

/**
 * The profile page in English: the seed's texts exactly (docs/i18n.md). `ProfileMessages` is this
 * object's shape; profile-bn.ts is typed with it.
 */
export const profileEn = {
  error: (error: unknown, fallback: string): string => errorMessage(error, fallback),
  /** "3 hours ago" */
  timeAgo: (date: string | Date): string => timeAgo(date),
  /** A count as the language writes it ("1,234" / "১,২৩৪"). */
  number: (value: number | string): string => String(value),
  /** "Nov 05, 2026" / "৫ নভেম্বর ২০২৬" */
  day: (date: Date): string => formatDay(date),
  /** "March 2026" / "মার্চ ২০২৬" */
  monthYear: (date: Date): string => formatMonthYear(date),

  profile: "Profile",
  usage: "Usage Statistics",
  usageLead: "From every generation you have made.",
  toolsUsed: "Tools Used",
  generations: "Generations",
  hoursSaved: "Hours Saved",
  hours: (hours: string) => `${hours}h`,
  statsError: "Your statistics could not be loaded. Refresh to try again.",
  accountSettings: "Account settings",
  accountFailed: "Could not load your account.",
  loadingAccount: "Loading your account",
  verified: "Verified",
  notVerified: "Not verified",
  memberSince: (when: string) => `Member since ${when}`,
  unknown: "Unknown",
  email: "E-mail",
  none: "None",
  joined: "Joined",
  currentPlan: "Current Plan",
  planFailed: "Could not load your plan.",
  planSummaries: {
    free: "Basic AI access",
    starter: "Premium models · 250 credits",
    pro: "All models, including top-tier · 750 credits",
  },
  balance: "Balance:",
  credits: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? "credit" : "credits"}`,
  topUp: "Top Up Credits",
  upgrade: "Upgrade Plan",
  newTab: "(opens in a new tab)",

  somethingWrong: "Something went wrong. Please try again.",
  strongerPassword: "Choose a stronger password:",
  /** A weak password's reason as the server wrote it (profile-bn.ts says it in Bangla). */
  passwordReason: (reason: string): string => reason,
  cancel: "Cancel",
  saving: "Saving...",
  sending: "Sending...",
  checking: "Checking...",
  yourPassword: "Your password",
  reauthenticate: "For your security, enter your password again to continue.",
  password: "Password",
  confirmAndContinue: "Confirm and continue",

  yourName: "Your name",
  nameLead: "Shown in the app and on your avatar.",
  nameSaved: "Your name was saved.",
  firstName: "First name",
  lastName: "Last name",
  enterFirstName: "Enter your first name",
  atMost60: "Use at most 60 characters",
  saveName: "Save name",

  emailTitle: "E-mail address",
  emailLead: "Used to sign in and to reset your password.",
  noEmail: "No e-mail address yet",
  linkSent: "Link sent",
  sendAgain: "Send confirmation link again",
  /** The new address is shown in bold (`email`, an element with a key). */
  emailSent: (email: ReactNode): ReactNode[] => [
    "We sent a confirmation link to ",
    email,
    ". Your address changes when you open it.",
  ],
  newEmail: "New e-mail address",
  validEmail: "Enter a valid e-mail address",
  sendLink: "Send confirmation link",
  changeEmail: "Change e-mail",
  addEmail: "Add e-mail",

  phoneTitle: "Phone number",
  phoneLead: "You can sign in with it and get password-reset codes by SMS.",
  noPhone: "No phone number yet",
  verifyNumber: "Verify this number",
  changeNumber: "Change number",
  addPhone: "Add phone number",
  newPhone: "New phone number",
  phoneHint: "Bangladeshi numbers can be typed as 01712345678.",
  sendCode: "Send code",
  codeSent: (phone: ReactNode): ReactNode[] => [
    "We sent a 6-digit code to ",
    phone,
    ". It expires in 5 minutes.",
  ],
  code: "Code",
  verify: "Verify",
  phoneVerified: "Your phone number is verified.",

  passwordTitle: "Password",
  passwordLead: "Changing it signs you out on every other device.",
  passwordChanged: "Password changed. Your other devices have been signed out.",
  currentPassword: "Current password",
  newPassword: "New password",
  passwordHint: "At least 10 characters.",
  enterCurrentPassword: "Enter your current password",
  chooseNewPassword: "Choose a new password",
  changing: "Changing...",
  changePassword: "Change password",

  twoStep: "Two-step verification",
  on: "On",
  off: "Off",
  twoStepLead: "Ask for a code from an authenticator app after your password.",
  setPasswordFirst: "Set a password first: two-step verification protects password sign-ins.",
  newBackupCodes: "New backup codes",
  turnOff: "Turn off",
  turnOn: "Turn on",
  turnOnTitle: "Turn on two-step verification",
  turnOffTitle: "Turn off two-step verification",
  turnOnLead:
    "After your password, you will also enter a code from an authenticator app (such as Google Authenticator or 1Password) when you sign in.",
  continue: "Continue",
  scan: "Scan this code with your authenticator app, then enter the 6-digit code it shows.",
  qrAlt: "QR code to scan with your authenticator app",
  cantScan: "Can't scan? Enter this key:",
  codeFromApp: "Code from the app",
  twoStepOn: "Two-step verification is on.",
  saveCodes:
    "Save these backup codes somewhere safe. If you lose your phone, each code lets you sign in once. We will not show them again.",
  savedCodes: "I have saved my codes",
  oldCodesGone: "Your old backup codes no longer work. Save these instead.",
  done: "Done",
  passwordOnly: "Your account will be protected by your password only.",
  replacesCodes: "This replaces all of your current backup codes.",
  createCodes: "Create new codes",
  twoStepOff: "Two-step verification is off.",
  backupCodes: "Backup codes",
  backupFileTitle: "Outsmart backup codes (each works once)",
  codesCopied: "Backup codes copied.",
  copyFailed: "Copy Failed",
  copyByHand: "Select the codes and copy them by hand.",
  copy: "Copy",
  download: "Download",

  sessionsTitle: "Where you're signed in",
  sessionsLead: "Sign out of devices you don't recognise, then change your password.",
  loadingSessions: "Loading your sessions",
  thisDevice: "This device",
  /** The server's names of a device: "Chrome on Android", "Unknown device". */
  deviceOn: (browser: string, system: string) => `${browser} on ${system}`,
  unknownDevice: "Unknown device",
  lastActive: (lastSeen: string, signedIn: string) =>
    `last active ${lastSeen} · signed in ${signedIn}`,
  signedOutOf: (device: string) => `Signed out of ${device}.`,
  signOutOf: (device: string) => `Sign out of ${device}`,
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  signOutEverywhereTitle: "Sign out everywhere?",
  signOutEverywhereLead: "Every device, including this one, will need to sign in again.",
  signedOutEverywhere: "You have been signed out everywhere.",
  signingOut: "Signing out...",

  deleteTitle: "Delete account",
  deleteLead: "Permanently delete your account, your profile and your generation history.",
  deleteMine: "Delete my account",
  deleteDialog: "Delete your account?",
  deleteWarning:
    "This deletes your account, profile, sessions and every generation in your history. It cannot be undone.",
  deleteRecords:
    "Records of payments and credit purchases are kept for accounting, without your name or contact details.",
  typeDelete: "Type DELETE to confirm",
  deleting: "Deleting...",
  deleted: "Your account has been deleted.",
};

export type ProfileMessages = typeof profileEn;
