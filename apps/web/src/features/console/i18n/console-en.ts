import type { AuditAction } from "@outsmart/contracts/console";
import type { PaymentListStatus as PaymentStatus } from "@outsmart/contracts/payment-statuses";
import { formatBdt, formatWholeNumber } from "@outsmart/contracts/format";
import { errorMessage } from "~/lib/api-error";
import { formatDay, formatDayAndClock } from "~/lib/dates";

type Plan = "free" | "starter" | "pro";
type LedgerKind = "top_up" | "spend" | "refund" | "adjustment" | "payment_refund";

/**
 * The operator console's existing screens in English, the seed's texts (docs/i18n.md,
 * docs/operator-console.md). `ConsoleMessages` is this object's shape; console-bn.ts is typed
 * with it. Imported only by the console's own modules, so it stays in the `console-*` chunks.
 */
export const consoleEn = {
  error: (error: unknown, fallback?: string): string => errorMessage(error, fallback),
  /** A count ("1,234" / "১,২৩৪"). */
  count: (value: number): string => formatWholeNumber(value),
  /** "Nov 05, 2026" / "৫ নভেম্বর ২০২৬" */
  day: (date: string | Date): string => formatDay(date),
  /** "Nov 05, 2026 09:07" / "৫ নভেম্বর ২০২৬, ০৯:০৭" */
  dayAndClock: (date: string | Date): string => formatDayAndClock(date),
  taka: (amount: number): string => formatBdt(amount),

  // Frame and nav
  title: "Operator console",
  customersTab: "Customers",
  messagesTab: "Messages",
  auditTab: "Audit log",
  operatorsOnly: "Only an operator of this Outsmart installation can see this.",
  tryAgain: "Try again",
  newer: "Newer",
  older: "Older",

  // Customer search
  searchLabel: "E-mail, phone number or name",
  search: "Search",
  loadingCustomers: "Loading customers",
  noMatch: (q: string) => `No account matches “${q}”.`,
  noAccounts: "There are no accounts yet.",
  searchResults: "Search results",
  customerPages: "Customer pages",
  noName: "No name",
  operator: "Operator",
  suspended: "Suspended",
  plan: (_plan: Plan, label: string): string => label,
  credits: (count: number) => `${formatWholeNumber(count)} ${count === 1 ? "credit" : "credits"}`,

  // Customer detail
  allCustomers: "All customers",
  loadingCustomer: "Loading the customer",
  suspendedSince: (day: string) => `Suspended since ${day}`,
  active: "Active",
  balance: "Balance",
  twoStep: "Two-step verification",
  on: "On",
  off: "Off",
  generations: "Generations",
  generationsCount: (total: number, month: number) =>
    `${formatWholeNumber(total)} (${formatWholeNumber(month)} this month)`,
  joined: "Joined",
  adjustCredits: "Adjust credits",
  adjustLead: "The line appears in the customer's own ledger.",
  account: "Account",
  accountState: (email: boolean, phone: boolean | undefined, self: boolean) =>
    `E-mail ${email ? "confirmed" : "not confirmed"}${
      phone === undefined ? "" : `, phone ${phone ? "confirmed" : "not confirmed"}`
    }.${self ? " This is your own account." : ""}`,
  ledger: "Ledger",
  ledgerLead: "The latest entries, newest first.",
  noLedger: "No credit movements yet.",
  ledgerEntries: "Ledger entries",
  ledgerKinds: {
    top_up: "Top-up",
    spend: "Spent",
    refund: "Refund",
    adjustment: "Adjustment",
    payment_refund: "Payment refunded",
  } satisfies Record<LedgerKind, string>,
  payments: "Payments",
  noPayments: "No payments.",
  paymentStatus: (status: PaymentStatus): string =>
    status === "partly_refunded" ? "partly refunded" : status,
  sessions: "Active sessions",
  sessionsList: "Sessions",
  noSessions: "Not signed in anywhere.",
  unknownBrowser: "Unknown browser",
  unknownAddress: "Unknown address",
  sessionTimes: (address: string, signedIn: string, lastSeen: string) =>
    `${address} · signed in ${signedIn} · last seen ${lastSeen}`,

  // Actions
  actions: {
    suspend: {
      label: "Suspend",
      title: "Suspend this account?",
      description:
        "Every session of the account ends at once, and signing in says the account is suspended, with your contact address.",
      done: "The account is suspended.",
    },
    reactivate: {
      label: "Reactivate",
      title: "Reactivate this account?",
      description: "The customer can sign in again.",
      done: "The account is active again.",
    },
    "reset-two-factor": {
      label: "Reset two-step verification",
      title: "Turn off two-step verification?",
      description:
        "The authenticator secret, backup codes and trusted devices go; the password stays. Do this only once you are sure who is asking.",
      done: "Two-step verification is off for this account.",
    },
    grant: {
      label: "Make operator",
      title: "Make this account an operator?",
      description:
        "Operators see every customer, adjust credits, suspend accounts and read the audit log.",
      done: "The account is now an operator.",
    },
    revoke: {
      label: "Remove operator",
      title: "Remove the operator role?",
      description: "The account keeps its plan and credits but can no longer open the console.",
      done: "The account is no longer an operator.",
    },
  },
  cancel: "Cancel",

  // Adjust credits
  amountFormat: "Enter a whole number of credits, e.g. 50 or -20.",
  amountZero: "Enter a number of credits other than 0.",
  amountTooLarge: "That is more credits than one change allows.",
  reasonShort: "Say why (it is kept in the customer's ledger).",
  reasonLong: "Keep the reason under 200 characters.",
  adjusted: (balance: number) => `Done. The balance is now ${formatWholeNumber(balance)} credits.`,
  creditsLabel: "Credits",
  creditsHint: "Negative to remove.",
  reasonLabel: "Reason",
  saving: "Saving...",
  removeCredits: (count: number) => `Remove ${formatWholeNumber(count)} credits?`,
  addCredits: (count: number) => `Add ${formatWholeNumber(count)} credits?`,
  belowZero: (balance: number) =>
    `The balance is ${formatWholeNumber(balance)} credits: it cannot go below zero.`,
  newBalance: (balance: number, reason: string) =>
    `The new balance will be ${formatWholeNumber(balance)} credits. Reason: “${reason}”.`,

  // Step-up prompt
  reauthenticate: "For your security, enter your password again to continue.",
  password: "Password",
  checking: "Checking...",
  confirmAndContinue: "Confirm and continue",
  somethingWrong: "Something went wrong. Please try again.",
  strongerPassword: "Choose a stronger password:",
  authenticatorCode: "Authenticator code",

  // Messages
  show: "Show",
  allMessages: "All messages",
  notHandled: "Not handled",
  handled: "Handled",
  loadingMessages: "Loading messages",
  noMessages: "No messages here.",
  messagePages: "Message pages",
  handledOn: (when: string) => `Handled ${when}`,
  markedHandled: "Marked handled.",
  markHandled: "Mark handled",

  // Audit log
  auditActions: {
    "operator.grant": "Made operator",
    "operator.revoke": "Removed operator",
    "customer.credits.adjust": "Adjusted credits",
    "customer.suspend": "Suspended",
    "customer.reactivate": "Reactivated",
    "customer.two-factor.reset": "Reset two-step verification",
    "message.handled": "Marked a message handled",
    "payment.query": "Checked a payment with bKash",
    "payment.refund": "Refunded a payment",
    "tool.update": "Changed a tool",
    "tool.rollback": "Rolled a tool back",
    "ai.provider.save": "Saved an AI provider",
    "ai.provider.remove": "Removed an AI provider",
    "ai.model.save": "Changed a model",
    "ai.model.reset": "Reset a model",
  } satisfies Record<AuditAction, string>,
  filterAudit: "Filter the audit log",
  action: "Action",
  anyAction: "Any action",
  actorId: "Operator's user id",
  recordId: "Record id",
  fromDay: "From (UTC day)",
  toDay: "To (UTC day)",
  filter: "Filter",
  loadingAudit: "Loading the audit log",
  noEntries: "No entries match.",
  auditEntries: "Audit entries",
  auditPages: "Audit log pages",
  by: "by",
  customerRecord: (id: string) => `Customer ${id}`,
  messageRecord: "Message",

  // Browser tab titles
  titles: {
    overview: "Overview · Operator console · Outsmart",
    customers: "Customers · Operator console · Outsmart",
    customer: "Customer · Operator console · Outsmart",
    messages: "Messages · Operator console · Outsmart",
    audit: "Audit log · Operator console · Outsmart",
    payments: "Payments · Operator console · Outsmart",
    payment: "Payment · Operator console · Outsmart",
    tools: "Tools · Operator console · Outsmart",
    tool: (name: string) => `${name} · Tools · Operator console · Outsmart`,
    ai: "AI models · Operator console · Outsmart",
  },
};

export type ConsoleMessages = typeof consoleEn;
