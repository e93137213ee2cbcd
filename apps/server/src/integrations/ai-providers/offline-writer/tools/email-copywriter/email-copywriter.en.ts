import { asOurs } from "../../kit/copy-kit.ts";
import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { EmailPhrases, EmailSlots } from "./email-copywriter.writer.ts";

/** The P.S. that repeats the news with the button (sales and events). */
const repeatNews = ({ news, button }: EmailSlots & { button: string }) =>
  `P.S. ${sentenceCase(news)}. **[${button}]**`;
const askForIdeas = () => "P.S. Reply and tell us what you'd like to see from us next.";

export const emailEn: EmailPhrases = {
  defaultProduct: "our product",
  defaultGoal: "share our news",
  businessNews: ({ metric, rest, product }) => {
    const forWhat = /^(for|this|before|until)\b/iu.test(rest) ? rest : `for ${asOurs(product)}`;
    if (metric === "bookings") return `bookings are open ${forWhat}`;
    if (metric === "sign-ups") return `sign-ups are open ${forWhat}`;
    return `${asOurs(product)} is ready for you${/^(this|before|until)\b/iu.test(rest) ? ` ${rest}` : ""}`;
  },
  defaultAudience: "our readers",
  subjects: {
    sale: ({ news, offer, short, brand, deadline }) => [
      sentenceCase(news),
      offer ? `${sentenceCase(short)}: ${offer}` : `Something special from ${brand ?? "us"}`,
      "A little something for you, [First name]",
      deadline
        ? `Ends ${deadline.date}: ${offer ?? "don't miss it"}`
        : `Your ${brand ? `${brand} ` : ""}offer is here`,
    ],
    launch: ({ short, news }) => [
      `Meet ${short}`,
      `${sentenceCase(short)} has arrived`,
      sentenceCase(news),
      `[First name], this one's new`,
    ],
    event: ({ news }) => [
      `You're invited: ${news}`,
      `Save your seat: ${news}`,
      `Join us, [First name]`,
    ],
    winback: ({ short }) => [
      "It's been a while, [First name]",
      `Still thinking about ${short}?`,
      "We saved you a spot",
    ],
    welcome: ({ short, brand }) => [
      brand ? `Welcome to ${brand}` : "Welcome, [First name]",
      "You're in, [First name]",
      `Getting started with ${short}`,
    ],
    general: ({ news, short, core }) => [
      sentenceCase(news),
      `A quick note about ${short}`,
      `For ${core}: ${short}`,
    ],
  },
  fallbackSubject: (news) => sentenceCase(news),
  spareSubject: ({ brand }) =>
    brand ? `News from ${brand}` : "[First name], a quick note for you",
  preview: {
    sale: ({ news, deadline }) =>
      `${sentenceCase(news)}. Here's how to get it${deadline ? " before it ends" : ""}.`,
    launch: ({ core }) => `Made for ${core}. Here's a first look.`,
    event: ({ news }) => `${sentenceCase(news)}. Here's what to expect and how to join.`,
    winback: ({ brand }) =>
      `A quick hello from ${brand ?? "us"}, and something we think you'll like.`,
    welcome: () => `Here's what happens next, and one simple way to start.`,
    general: ({ core }) => `A short note for ${core}, plus one simple next step.`,
  },
  longerPreview: (preview) => `${preview} Read on for the details.`,
  opener: {
    sale: ({ core, news }) => `Good news for ${core}! ${sentenceCase(news)}.`,
    launch: ({ core, news }) =>
      `We've been working on something for ${core}, and it's ready. ${sentenceCase(news)}.`,
    event: ({ news }) => `We'd love you to join us. ${sentenceCase(news)}.`,
    winback: () =>
      "It's been a while, so we wanted to say hello and show you what's been happening.",
    welcome: ({ news }) => `Welcome! We're glad you're here. ${sentenceCase(news)}.`,
    general: ({ core, news }) => `A quick note for ${core}. ${sentenceCase(news)}.`,
  },
  whyNow: {
    sale: "It's a good moment to pick up something you've had your eye on, or a gift for someone else.",
    launch:
      "We built it around what customers like you asked for. We'd love to hear what you think.",
    event: "Bring your questions: there will be time to ask them.",
    winback: "A few things have changed since your last visit, and we think you'll like them.",
    welcome: "Over the next few emails, we'll share tips to get the most out of it.",
    general: "It only takes a minute to take a look.",
  },
  buttons: {
    sale: ["Shop the sale", "Claim my offer"],
    launch: ["See what's new", "Take a look"],
    event: ["Save my seat", "Count me in"],
    winback: ["Come take a look", "See what's new"],
    welcome: ["Get started", "Start here"],
    general: ["Learn more", "Take a look"],
  },
  bookButtons: ["Book now", "See what's open"],
  subjectsLabel: "**Subject line options:**",
  previewLine: (counted) => `**Preview text:** ${counted}`,
  greeting: "Hi [First name],",
  body: ({ product, audience, whyNow }) =>
    `We made ${product} for ${lowerFirst(audience)}. [Add one sentence on the benefit your readers care about most.] ${whyNow}`,
  details: ({ news, audience, deadline, kind }) => [
    `**What:** ${sentenceCase(news)}`,
    `**Who it's for:** ${sentenceCase(audience)}`,
    ...(deadline ? [`**When:** ${deadline.word.toLowerCase()} ${deadline.date}`] : []),
    `**How:** tap the button below${kind === "sale" ? "; the offer applies at checkout" : ""}.`,
  ],
  button: (button) => `**[Button: ${button}]**`,
  replies: [
    "Any questions? Just reply to this email.",
    "Questions? Hit reply and we'll help.",
    "If anything is unclear, reply to this email and we'll sort it out.",
  ],
  signOff: (brand) => `Thanks,  \n[Your name]  \n${brand ?? "[Your business name]"}`,
  postscript: {
    sale: repeatNews,
    launch: askForIdeas,
    event: repeatNews,
    winback: askForIdeas,
    welcome: askForIdeas,
    general: askForIdeas,
  },
};
