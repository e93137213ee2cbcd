import { AUDIENCE, GOAL, PRODUCT } from "./kit/brief.ts";
import { productParts, type Template } from "./kit/copy-kit.ts";
import { detectCurrency } from "./kit/numbers.ts";
import {
  audienceCore,
  blocks,
  bullets,
  charCount,
  counted,
  lowerFirst,
  numbered,
  sentenceCase,
  truncate,
} from "./kit/text-kit.ts";
import { kitPhrases } from "./kit/kit-phrases.ts";

const kit = kitPhrases.en;

/** Email & Outreach tools. */

const SUBJECT_MAX = 50;
const PREVIEW_MIN = 40;
const PREVIEW_MAX = 90;

type EmailKind = "sale" | "launch" | "event" | "winback" | "welcome" | "general";

function emailKind(goal: string): EmailKind {
  if (/win ?back|re-?engage|inactive|lapsed|haven't (bought|ordered)|miss(ed)? you/iu.test(goal))
    return "winback";
  if (/welcome|onboard|new subscriber/iu.test(goal)) return "welcome";
  if (/%|\bsale\b|discount|\boff\b|offer|deal|coupon|promo/iu.test(goal)) return "sale";
  if (/event|webinar|workshop|\blive\b|meetup|class|session/iu.test(goal)) return "event";
  if (/launch|\bnew\b|introduc|announc|arriv/iu.test(goal)) return "launch";
  return "general";
}

/** "Announce the Eid sale: 20% off" → "the Eid sale: 20% off": the news without the instruction. */
function newsFromGoal(goal: string): string {
  return goal.replace(
    /^(announce|promote|introduce|launch|share|present|invite (people|customers|subscribers) to|remind (people|customers|subscribers) (about|of)|tell (people|customers|subscribers) about|get (people|customers) to|drive|encourage)\s+/iu,
    "",
  );
}

const BUTTONS: Readonly<Record<EmailKind, readonly string[]>> = {
  sale: ["Shop the sale", "Claim my offer"],
  launch: ["See what's new", "Take a look"],
  event: ["Save my seat", "Count me in"],
  winback: ["Come take a look", "See what's new"],
  welcome: ["Get started", "Start here"],
  general: ["Learn more", "Take a look"],
};

const emailCopywriter: Template = (brief, random) => {
  const product = brief.text(PRODUCT, "our product");
  const goal = brief.text(["email_goal", ...GOAL], "share our news");
  const audience = brief.text(AUDIENCE, "our readers");
  const parts = productParts(product);
  const core = lowerFirst(audienceCore(audience));
  const kind = emailKind(goal);
  const news = lowerFirst(newsFromGoal(goal));
  const offer = /\d+\s*%\s*off|\d+%|free [\p{L} ]+/iu.exec(goal)?.[0];
  const deadline = /\b(until|till|ends?|before|by)\s+([^,.;]+)/iu.exec(goal);
  const subjects = {
    sale: [
      sentenceCase(news),
      offer ? `${parts.short}: ${offer}` : `Something special from ${parts.short}`,
      "A little something for you, [First name]",
      deadline
        ? `Ends ${deadline[2]}: ${offer ?? "don't miss it"}`
        : `Your ${parts.short} offer is here`,
    ],
    launch: [
      `Meet ${parts.short}`,
      `${sentenceCase(parts.short)} has arrived`,
      sentenceCase(news),
      `[First name], this one's new`,
    ],
    event: [`You're invited: ${news}`, `Save your seat: ${news}`, `Join us, [First name]`],
    winback: [
      "It's been a while, [First name]",
      `Still thinking about ${parts.short}?`,
      "We saved you a spot",
    ],
    welcome: [
      `Welcome to ${parts.short}`,
      "You're in, [First name]",
      `Getting started with ${parts.short}`,
    ],
    general: [
      sentenceCase(news),
      `A quick note about ${parts.short}`,
      `For ${core}: ${parts.short}`,
    ],
  }[kind];
  const fitting = [...new Set(subjects.filter((subject) => charCount(subject) <= SUBJECT_MAX))];
  const subjectLines = random
    .shuffle(fitting.length > 0 ? fitting : [truncate(sentenceCase(news), SUBJECT_MAX)])
    .slice(0, 3);
  const previewBase = {
    sale: `${sentenceCase(news)}. Here's how to get it${deadline ? " before it ends" : ""}.`,
    launch: `Made for ${core}. Here's a first look.`,
    event: `${sentenceCase(news)}. Here's what to expect and how to join.`,
    winback: `A quick hello from ${parts.short}, and something we think you'll like.`,
    welcome: `Here's what happens next, and one simple way to start.`,
    general: `A short note for ${core}, plus one simple next step.`,
  }[kind];
  const preview =
    charCount(previewBase) < PREVIEW_MIN
      ? `${previewBase} Read on for the details.`
      : truncate(previewBase, PREVIEW_MAX);
  const opener = {
    sale: `Good news for ${core}! ${sentenceCase(news)}.`,
    launch: `We've been working on something for ${core}, and it's ready. ${sentenceCase(news)}.`,
    event: `We'd love you to join us. ${sentenceCase(news)}.`,
    winback: "It's been a while, so we wanted to say hello and show you what's been happening.",
    welcome: `Welcome! We're glad you're here. ${sentenceCase(news)}.`,
    general: `A quick note for ${core}. ${sentenceCase(news)}.`,
  }[kind];
  const whyNow = {
    sale: "It's a good moment to pick up something you've had your eye on, or a gift for someone else.",
    launch:
      "We built it around what customers like you asked for. We'd love to hear what you think.",
    event: "Bring your questions: there will be time to ask them.",
    winback: "A few things have changed since your last visit, and we think you'll like them.",
    welcome: "Over the next few emails, we'll share tips to get the most out of it.",
    general: "It only takes a minute to take a look.",
  }[kind];
  const button = random.pick(BUTTONS[kind]);
  const details = [
    `**What:** ${sentenceCase(news)}`,
    `**Who it's for:** ${sentenceCase(audience)}`,
    deadline ? `**When:** ${deadline[1]?.toLowerCase()} ${deadline[2]}` : undefined,
    `**How:** tap the button below${kind === "sale" ? "; the offer applies at checkout" : ""}.`,
  ].filter((line): line is string => line !== undefined);
  return blocks(
    "**Subject line options:**",
    numbered(subjectLines.map((text) => counted(text, kit.text))),
    `**Preview text:** ${counted(preview, kit.text)}`,
    "---",
    "Hi [First name],",
    opener,
    `We made ${product} for ${lowerFirst(audience)}. [Add one sentence on the benefit your readers care about most.] ${whyNow}`,
    bullets(details),
    `**[Button: ${button}]**`,
    random.pick([
      "Any questions? Just reply to this email.",
      "Questions? Hit reply and we'll help.",
      "If anything is unclear, reply to this email and we'll sort it out.",
    ]),
    `Thanks,  \n[Your name]  \n${parts.short}`,
    kind === "sale" || kind === "event"
      ? `P.S. ${sentenceCase(news)}. **[${button}]**`
      : "P.S. Reply and tell us what you'd like to see from us next.",
  );
};

const DM_MAX = 300;

const influencerEmail: Template = (brief, random) => {
  const brand = brief.text(["brand_name", "product_name"], "our brand");
  const influencer = brief.text(["influencer_name"], "there");
  const niche = brief.text(["influencer_niche", "target_audience"], "your");
  const offer = brief.text(["collaboration_offer", "offer"], "[describe your offer]");
  const first = influencer.split(" ")[0] ?? influencer;
  const nicheLower = lowerFirst(niche);
  const paid = detectCurrency(offer) !== "" || /\d|paid|fee/iu.test(offer);
  const subjects = random
    .shuffle([
      `${brand} × ${first}: a collab idea`,
      `Collab idea for your ${truncate(nicheLower, 24)} content`,
      paid ? `${first}, a paid collab with ${brand}?` : `${first}, would you try ${brand}?`,
    ])
    .filter((subject) => charCount(subject) <= 60)
    .slice(0, 2);
  const opener = random.pick([
    `I've been following your ${nicheLower} content, especially [a specific recent post and what you liked about it].`,
    `Your ${nicheLower} content caught our eye, especially [a specific recent post and why it stood out].`,
  ]);
  const dmClose = random.pick([
    "Open to a collab? Happy to send the details.",
    "Would you be up for it? I can send the details.",
  ]);
  const dmFor = (offerText: string) =>
    `Hi ${first}! I'm [your name] from ${brand}. We enjoy your ${nicheLower} content and would like to offer ${lowerFirst(offerText)}. ${dmClose}`;
  const fixedLength = charCount(dmFor(""));
  const dm = dmFor(truncate(offer, Math.max(20, DM_MAX - fixedLength)));
  return blocks(
    "## Email",
    `**Subject options:**  \n${subjects.map((subject, index) => `${index + 1}. ${counted(subject, kit.text)}`).join("  \n")}`,
    `Hi ${first},`,
    opener,
    `I'm [your name] from ${brand}. Your audience is the kind of people ${brand} is made for, which is why we'd love to work with you.`,
    `Here's what we'd like to offer: ${lowerFirst(offer)}.`,
    "We'll send a short brief with the key points, and we'd love your ideas on how to make it feel like your own content.",
    random.pick([
      "Would you be open to it? If yes, just reply and I'll send the details.",
      "Does this sound interesting? A quick reply is all it takes, and I'll send everything over.",
    ]),
    `Thanks,  \n[Your name]  \n${brand}`,
    "## Follow-up (send after 4–5 days)",
    `Hi ${first}, ${random.pick(["bringing this back to the top of your inbox", "just following up on my last email", "a quick follow-up in case this got buried"])}. We'd still love to work with you: ${lowerFirst(truncate(offer, 80))}. If the timing isn't right, no problem at all; a quick yes or no helps us plan. Thanks, [Your name]`,
    "## Short DM version",
    counted(dm, kit.text),
  );
};

export const emailTemplates = {
  "email-copywriter": emailCopywriter,
  "influencer-outreach-email-writer": influencerEmail,
} satisfies Record<string, Template>;
