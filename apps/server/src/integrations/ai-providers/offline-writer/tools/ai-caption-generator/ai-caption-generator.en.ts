import { agree, sentenceCase, someOf } from "../../kit/text-kit.ts";
import type { OfferKind } from "../../kit/copy-kit.ts";
import type { CaptionPhrases } from "./ai-caption-generator.writer.ts";

/** " A second life for used materials." after a sentence, when there is a benefit. */
const benefitSentence = (benefit: string | undefined) =>
  benefit ? ` ${sentenceCase(benefit)}.` : "";

/** What the product does in a day, by what is sold: nothing a business would have to prove. */
const IN_YOUR_DAY: Readonly<Record<OfferKind, string>> = {
  goods: "Made to fit right into your day.",
  software: "Try it on your own work and see how it fits.",
  service: "Tell us what you need, and we'll take care of the rest.",
};

export const captionEn: CaptionPhrases = {
  defaultProduct: "our product",
  defaultAudience: "our customers",
  angles: [
    {
      name: "Made for you",
      hooks: [
        ({ core, emoji }) => `${sentenceCase(core)}, this one's for you ${emoji}`,
        ({ core, emoji }) => `Made with ${core} in mind ${emoji}`,
        ({ core, emoji }) => `Calling all ${core} ${emoji}`,
      ],
      body: ({ product, benefit, kind }) =>
        `Meet ${product}${benefit ? `: ${benefit}` : ""}. ${IN_YOUR_DAY[kind]}`,
    },
    {
      name: "Question",
      hooks: [
        ({ emoji }) => `What would make your day a little easier? ${emoji}`,
        ({ core, emoji }) => `Quick question for ${core}: ready for an upgrade? ${emoji}`,
        // A name typed alone ("Smile Care Dental Clinic") is no thing to look for.
        ({ parts, emoji }) =>
          /^\p{Lu}/u.test(parts.noun)
            ? `Still looking for something that fits your life? ${emoji}`
            : `Still looking for ${someOf(parts.noun)} that ${agree(parts.noun, "fits", "fit")} your life? ${emoji}`,
      ],
      body: ({ product, audience, benefit }) =>
        `Meet ${product}, made for ${audience}.${benefitSentence(benefit)}`,
    },
    {
      name: "POV",
      hooks: [
        ({ core, parts, emoji }) =>
          `POV: you're one of the ${core} who just found ${parts.short} ${emoji}`,
      ],
      // Without a benefit, "X. Simple as that." says nothing; the hook's find closes the search.
      body: ({ product, benefit }) =>
        `${sentenceCase(product)}.${benefit ? `${benefitSentence(benefit)} Simple as that.` : " Your search ends here."}`,
    },
    {
      name: "Small change",
      hooks: [({ emoji }) => `Small change, big difference ${emoji}`],
      body: ({ product, audience, benefit }) =>
        `Switching to ${product} is an easy win for ${audience}.${benefitSentence(benefit)}`,
      kinds: ["goods", "software"],
    },
    {
      name: "Spotlight",
      hooks: [({ parts, emoji }) => `Spotlight on ${parts.short} ${emoji}`],
      body: ({ product, audience, benefit }) =>
        `Made for ${audience}: ${product}.${benefitSentence(benefit)}`,
    },
    {
      name: "Spots filling up",
      hooks: [
        ({ emoji }) => `Spots are filling up ${emoji}`,
        ({ core, emoji }) => `${sentenceCase(core)}, have you booked yet? ${emoji}`,
      ],
      body: ({ product, audience, benefit }) =>
        `${sentenceCase(product)}, for ${audience}.${benefitSentence(benefit)} Tell us what you need and when, and we'll check what's open.`,
      kinds: ["service"],
    },
    {
      name: "Before and after",
      hooks: [
        ({ emoji }) => `Before and after ${emoji}`,
        ({ parts, emoji }) => `What ${parts.short} looks like in real life ${emoji}`,
      ],
      body: ({ product, audience, benefit }) =>
        `Swipe to see what ${product} does for ${audience}.${benefitSentence(benefit)}`,
      kinds: ["service"],
    },
  ],
  heading: ({ platform, product }) => `## ${platform} captions for ${product}`,
  captionHeading: ({ number, angle }) => `### Caption ${number} — ${angle}`,
};
