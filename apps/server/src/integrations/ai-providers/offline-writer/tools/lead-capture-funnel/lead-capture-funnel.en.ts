import { sentenceCase, titleCase } from "../../kit/text-kit.ts";
import type { LeadFunnelPhrases } from "./lead-capture-funnel.writer.ts";

/** A magnet's title after the pain as a headline: after a question directly, else after a colon. */
const titled = (headline: string, title: string) =>
  `${headline}${/[?!.]$/u.test(headline) ? "" : ":"} ${title}`;

export const leadFunnelEn: LeadFunnelPhrases = {
  defaultProduct: "our product",
  defaultAudience: "our customers",
  defaultPain: "getting started",
  headline: ({ problem, question }) =>
    question ? `${sentenceCase(problem)}?` : sentenceCase(problem),
  magnets: ({ headline, problem, audience, short }) => ({
    checklist: {
      format: "checklist",
      title: titled(headline, "The 1-Page Checklist"),
      promise: `Answers “${problem}” on one page they can keep.`,
    },
    guide: {
      format: "guide",
      title: titled(headline, `A 5-Minute Guide for ${titleCase(audience)}`),
      promise: "A short read that ends with a clear decision.",
    },
    quiz: {
      format: "quiz",
      title: `Quiz: ${headline}`,
      promise: "Two minutes, a personal answer, and a reason to hear from you again.",
    },
    emailCourse: {
      format: "email course",
      title: titled(headline, "A 5-Day Email Course"),
      promise: "One small step a day, delivered to their inbox.",
    },
    template: {
      format: "template",
      title: `The ${short} Starter Template`,
      promise: "A ready-made starting point they can use today.",
    },
    sample: {
      format: "sample",
      title: `Try ${short}: Free Sample`,
      promise: "Lets people try before they buy (only if you can afford to give samples).",
    },
    consultation: {
      format: "consultation",
      title: `Free 15-Minute Consultation with ${short}`,
      promise:
        "A short call or visit to see what they need and give a clear price (only if you can give the time).",
    },
    practiceTest: {
      format: "practice test",
      title: `Free Practice Test with ${short}: Know Where You Start`,
      promise:
        "A short test under real timing, marked with the three things to work on first (only if you can mark them quickly).",
    },
  }),
  magnetsHeading: "## Lead magnet ideas",
  magnet: ({ title, format, promise }) => `**${title}** (${format}): ${promise}`,
  pick: ({ format, problem }) =>
    `**Pick:** the ${format}. It speaks directly to “${problem}” and is quick to make.`,
  optInHeading: "## Opt-in page",
  optIn: ({ headline, format, core }) => [
    `**Headline:** ${headline}`,
    `**Subheadline:** Get the free ${format} made for ${core}, and decide with confidence.`,
    "**Bullets:**",
  ],
  optInBullets: [
    "The three questions to ask before you decide",
    "The most common mistake, and how to avoid it",
    "One simple next step you can take today",
  ],
  form: ({ format }) => [
    "**Form fields:** first name and email (or WhatsApp number). Nothing else.",
    `**Button:** Send me the ${format}`,
    "**Privacy line:** We'll only send you this and related tips; unsubscribe any time. (Keep this promise.)",
  ],
  thankYouHeading: "## Thank-you page",
  whileYouWait: [
    (short) => `see how ${short} works`,
    () => "follow us for weekly tips",
    () => "reply to the first email with your biggest question",
  ],
  thankYou: ({ format, next }) =>
    `**Check your inbox: your ${format} is on its way.** While you wait, ${next}.`,
  nurtureHeading: "## Nurture sequence",
  nurtureHeaders: ["Day", "Subject", "Purpose", "CTA"],
  nurture: ({ format, core, short, kind }) => [
    [
      "Day 0",
      `Here's your ${format}`,
      "Deliver what they asked for, instantly",
      `Open the ${format}`,
    ],
    [
      "Day 1",
      "One quick win for today",
      "A small, useful tip they can act on",
      "Reply with your result",
    ],
    [
      "Day 3",
      "The mistake to avoid (and what to do instead)",
      "Show the mistake and the better way",
      "Read the full tip",
    ],
    [
      "Day 5",
      `How ${core} use ${short}`,
      "A real customer story (with permission)",
      `See ${short}`,
    ],
    [
      "Day 7",
      "Ready when you are",
      "Your offer, with a clear next step",
      { goods: "Order now", software: "Start now", service: "Book now" }[kind],
    ],
  ],
  nurtureNotes: ({ format, short }) => [
    `**Day 0:** the ${format}, plus one line on who you are.`,
    "**Day 1:** a tip they can use in five minutes; ask them to reply with their result.",
    "**Day 3:** the mistake, why it happens, what to do instead.",
    `**Day 5:** a real customer's story with ${short}. [Add a real story, with permission.]`,
    `**Day 7:** the offer: what ${short} is, who it's for, and how to get it. [Add your real offer.]`,
  ],
  metricsHeading: "## Metrics to watch",
  metrics: [
    "Opt-in rate: sign-ups ÷ landing page visitors.",
    "Open and click rates for each email.",
    "Lead-to-customer rate: customers ÷ leads, within 30 days.",
    "Cost per lead, if you pay to send traffic.",
  ],
};
