import { lowerFirst, truncateName } from "../../kit/text-kit.ts";
import type { InfluencerEmailPhrases } from "./influencer-outreach-email-writer.writer.ts";

export const influencerEmailEn: InfluencerEmailPhrases = {
  defaultBrand: "our brand",
  defaultName: "there",
  defaultNiche: "your",
  defaultOffer: "[describe your offer]",
  subjects: ({ brand, first, niche, paid }) => [
    `${brand} × ${first}: a collab idea`,
    `Collab idea for your ${truncateName(niche, 24)} content`,
    paid ? `${first}, a paid collab with ${brand}?` : `${first}, would you try ${brand}?`,
  ],
  emailHeading: "## Email",
  subjectsLine: (subjects) =>
    `**Subject options:**  \n${subjects.map((subject, index) => `${index + 1}. ${subject}`).join("  \n")}`,
  greeting: (first) => `Hi ${first},`,
  openers: [
    (niche) =>
      `I've been following your ${niche} content, especially [a specific recent post and what you liked about it].`,
    (niche) =>
      `Your ${niche} content caught our eye, especially [a specific recent post and why it stood out].`,
  ],
  introduction: (brand) =>
    `I'm [your name] from ${brand}. Your audience is the kind of people ${brand} is made for, which is why we'd love to work with you.`,
  offerLine: (offer) => `Here's what we'd like to offer: ${lowerFirst(offer)}.`,
  brief:
    "We'll send a short brief with the key points, and we'd love your ideas on how to make it feel like your own content.",
  asks: [
    "Would you be open to it? If yes, just reply and I'll send the details.",
    "Does this sound interesting? A quick reply is all it takes, and I'll send everything over.",
  ],
  signOff: (brand) => `Thanks,  \n[Your name]  \n${brand}`,
  followUpHeading: "## Follow-up (send after 4–5 days)",
  nudges: [
    "bringing this back to the top of your inbox",
    "just following up on my last email",
    "a quick follow-up in case this got buried",
  ],
  followUp: ({ first, nudge, offer }) =>
    `Hi ${first}, ${nudge}. We'd still love to work with you: ${lowerFirst(offer)}. If the timing isn't right, no problem at all; a quick yes or no helps us plan. Thanks, [Your name]`,
  dmHeading: "## Short DM version",
  dmCloses: [
    "Open to a collab? Happy to send the details.",
    "Would you be up for it? I can send the details.",
  ],
  dm: ({ first, brand, niche, offer, close }) =>
    `Hi ${first}! I'm [your name] from ${brand}. We enjoy your ${niche} content and would like to offer ${lowerFirst(offer)}. ${close}`,
};
