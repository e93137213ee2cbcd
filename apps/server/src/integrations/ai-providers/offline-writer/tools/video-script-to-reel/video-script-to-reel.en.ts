import { sentenceCase } from "../../kit/text-kit.ts";
import type { ReelPhrases } from "./video-script-to-reel.writer.ts";

export const reelEn: ReelPhrases = {
  defaultAudience: "your viewers",
  hooks: [
    (audience) => `${sentenceCase(audience)}, watch this.`,
    () => "Wait for it…",
    () => "Here's what nobody shows you.",
  ],
  ctas: [
    "Follow for more, and save this for later.",
    "Tap the link in bio to learn more.",
    "Comment “INFO” and we'll send you the details.",
  ],
  hookVisuals: [
    "Extreme close-up, then a fast pull-back",
    "Face to camera, starting mid-sentence (no intro)",
    "The end result first, then cut back to the start",
    "A quick before/after split screen",
  ],
  middleVisuals: [
    "Hands-on demo, filmed from above",
    "Close-up of the key detail",
    "Over-the-shoulder shot of it in use",
    "Quick cut to the problem moment",
    "B-roll of the everyday setting",
    "Text on a plain background, slow zoom-in",
    "Side-by-side comparison",
    "Reaction shot, face to camera",
    "Slow-motion detail shot",
    "Walk-and-talk, handheld",
  ],
  ctaVisuals: [
    "Face to camera, pointing down to the caption",
    "Product or screen in frame with the call to action as text",
    "End card with your handle and the call to action",
  ],
  patternInterrupt: "(pattern interrupt: new angle or a sound effect)",
  quickCuts: (cuts) => `(split into ${cuts} quick cuts)`,
  hookOnScreen: "Watch this",
  keyPointPlaceholder: "[Key point in 3–5 words]",
  linePlaceholder: "[Your line here]",
  ctaOnScreen: "Follow for more",
  span: ({ from, to }) => `${from}–${to}s`,
  heading: ({ seconds, audience }) => `## Reel plan: ${seconds} seconds, 9:16, for ${audience}`,
  noDuration: (seconds) => `No readable duration was given, so this plan runs ${seconds} seconds.`,
  clamped: ({ seconds, min, max }) =>
    `Planned as ${seconds} seconds: this writer plans reels of ${min}–${max} seconds.`,
  noScript: "No script was given: add your lines to the voice-over column.",
  tooLong: ({ words, wordsPerSecond, seconds, budget }) =>
    `Your script has ${words} words; at about ${wordsPerSecond} words per second, ${seconds} seconds fits about ${budget}. Trim the voice-over or let on-screen text carry part of it.`,
  hookHeading: "## Hook",
  hookAdvice: (hook) =>
    `**First 2 seconds:** ${hook} Show the most interesting frame first; no logo or intro.`,
  shotListHeading: "## Shot list",
  shotListHeaders: ["Time", "Visual", "On-screen text", "Voice-over"],
  audioHeading: "## Audio",
  audioOptions: [
    "A light, upbeat instrumental under the voice-over; lower it while you speak.",
    "A steady beat that matches your cuts, with a small sound effect on the pattern interrupt.",
    "A calm instrumental bed with the voice-over upfront.",
  ],
  audio: (option) =>
    `${option} Business accounts should pick from the platform's commercial music library.`,
  captionHeading: "## Caption",
  tipsHeading: "## Filming tips",
  tips: [
    "Film vertically (9:16) facing a window for soft, even light.",
    "Keep text and faces in the middle of the frame, clear of the buttons at the edges.",
    "Record the voice-over separately in a quiet room, then lay it over the shots.",
    "Burn in captions: many people watch without sound.",
    "Cut every 1–3 seconds; trim every pause.",
    "Start on movement or a face, never on a logo.",
  ],
};
