import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { CtaPhrases } from "./cta-generator.writer.ts";

export const ctasEn: CtaPhrases = {
  defaultProduct: "our product",
  defaultAction: "Get started",
  defaultAudience: "you",
  defaultVerb: "Get",
  action: ({ verb, objectFull }) => `${lowerFirst(verb)} ${lowerFirst(objectFull)}`.trim(),
  defaultKeyword: "info",
  buttons: ({ verb, object, objectFull, product }) => [
    `${verb} my ${lowerFirst(object)}`,
    `${verb} your ${lowerFirst(object)}`,
    `${verb} ${lowerFirst(objectFull)}`,
    verb === "Get" ? `Claim my ${lowerFirst(object)}` : `Get my ${lowerFirst(object)}`,
    verb === "Get" ? "Get it now" : `${verb} now`,
    `Yes, ${lowerFirst(verb)} my ${lowerFirst(object)}`,
    `Try ${product}`,
    `See how it works`,
    `Show me ${product}`,
    `Start here`,
    `Count me in`,
  ],
  unfinishedButton: /\s(my|your)$/u,
  buttonsHeading: (max) => `## Buttons (max ${max} characters)`,
  buttonsNote: "First person (“my”) often feels more personal; test it against “your”.",
  adHeading: "## Ad CTAs",
  ad: ({ action, product, core }) => [
    `${sentenceCase(action)}: ${product} is made for ${core}.`,
    `${sentenceCase(core)}: ${action} today.`,
    `Curious about ${product}? ${sentenceCase(action)} and see for yourself.`,
    `It takes a minute to ${action}. Start now.`,
  ],
  emailHeading: "## Email CTAs",
  email: ({ verb, object, action, product }) => [
    `Ready when you are. **[${object ? `${sentenceCase(verb)} my ${lowerFirst(object)}` : sentenceCase(action)} →]**`,
    `Have two minutes? **[${sentenceCase(action)}]**`,
    `Everything is set up for you. **[Take me there →]**`,
    `Still thinking it over? **[See how ${product} works]**`,
  ],
  socialHeading: "## Social post CTAs",
  social: ({ keyword, action }) => [
    `Comment “${keyword}” and we'll send you the link to ${action}.`,
    `Tap the link in bio to ${action}.`,
    `Tag someone who should ${action}.`,
    `Save this post for when you're ready to ${action}.`,
  ],
  notReadyHeading: "## For people not ready yet",
  notReady: ({ product, core }) => [
    `See how ${product} works`,
    "Ask us a question",
    `Follow for tips made for ${core}`,
  ],
};
