import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { CrmPhrases } from "./client-crm-dashboard.writer.ts";

export const crmEn: CrmPhrases = {
  defaultClient: "Client",
  signalNames: {
    payment: "Payment",
    renewal: "Renewal",
    opportunity: "Opportunity",
    risk: "Risk",
    silent: "Silent",
    meeting: "Meeting",
    positive: "Positive",
  },
  health: { atRisk: "At risk", needsAttention: "Needs attention", onTrack: "On track" },
  actions: {
    payment: () => ({
      action: "Send a friendly payment reminder with the invoice attached",
      when: "Today",
    }),
    renewal: () => ({
      action: "Prepare a renewal proposal that shows results against the goal",
      when: "This week",
    }),
    silent: () => ({ action: "Follow up with one short, specific question", when: "Today" }),
    risk: () => ({ action: "Call to hear the concern and agree a fix with a date", when: "Today" }),
    opportunity: (detail) => ({
      action: `Send a short proposal for ${detail ?? "what they asked about"}`,
      when: "This week",
    }),
    meeting: () => ({
      action: "Send an agenda and the numbers you'll discuss",
      when: "Before the meeting",
    }),
  },
  goalAction: (goal) => [
    `Share progress toward the goal: ${lowerFirst(goal)}`,
    "Keeps the relationship focused on results",
    "This week",
  ],
  testimonialAction: (quote) => ["Ask for a testimonial or a referral", quote, "Next check-in"],
  quote: (fact) => `“${fact}”`,
  unknowns: {
    budget: "monthly budget or fee",
    renewal: "contract end or renewal date",
    results: "latest results against the goal",
    contact: "main contact's name and role",
  },
  summaryHeading: "## Summary",
  goalLine: (goal) => `**Goal:** ${goal}.`,
  fact: (fact) => `${sentenceCase(fact)}.`,
  noNotes:
    "No notes were given. Add what you know (last contact, results, open questions, invoices) for a useful summary.",
  healthHeading: "## Health",
  healthLine: ({ health, reason }) => `**${health}**${reason ? `: “${reason}”.` : "."}`,
  openHeading: "## Open items",
  openItem: ({ kind, fact }) => `${kind}: ${fact}.`,
  noOpenItems: "None found in the notes.",
  actionsHeading: "## Next actions",
  actionHeaders: ["Action", "Why", "When"],
  noActions: "No actions found in the notes. Schedule a check-in to review progress.",
  emailHeading: "## Follow-up email",
  subjects: [
    (client) => `${client}: next steps`,
    (client) => `Next steps for ${client}`,
    (client) => `${client}: quick update and next steps`,
  ],
  subject: ({ subject, goal }) => `**Subject:** ${subject}${goal ? ` on “${goal}”` : ""}`,
  greeting: "Hi [Name],",
  update: (goal) =>
    goal
      ? `A quick update on your goal, “${goal}”: [one line on the latest result].`
      : "A quick update from our side: [one line on the latest result].",
  concern: (fact) =>
    `About your concern (“${fact}”): I'd like to put that right. Could we talk for 15 minutes this week?`,
  proposal: (detail) =>
    `You mentioned ${detail ?? "a new idea"}; I'll send a short proposal by [day].`,
  admin: (fact) => `A small admin note (“${fact}”): could you check it with your accounts team?`,
  signOffs: ["Thanks as always,", "Best,", "Speak soon,"],
  signOff: (signOff) => `${signOff}  \n[Your name]`,
  whatsappHeading: "## WhatsApp message",
  whatsappOpeners: ["quick follow-up", "a short update", "checking in"],
  whatsappAsks: [
    "Are you free for a 15-minute call this week?",
    "Could we find 15 minutes this week to talk?",
    "When suits you for a 15-minute call this week?",
  ],
  whatsapp: ({ opener, goal, proposal, ask }) =>
    `Hi [Name], ${opener}${goal ? ` on “${goal}”` : ""}. ${proposal ? `I'll send the ${proposal.detail ?? "proposal"} details shortly. ` : ""}${ask}`,
  unknownsHeading: "## Not in your notes",
  worthFindingOut: (unknowns) => `Worth finding out: ${unknowns.join(", ")}.`,
};
