import { lowerFirst, sentenceCase } from "../../kit/text-kit.ts";
import type { AbTestPhrases } from "./ab-test-variant-generator.writer.ts";

export const abTestEn: AbTestPhrases = {
  defaultCopy: "Your current copy",
  defaultGoal: "more conversions",
  defaultAudience: "your audience",
  angles: [
    {
      name: "Audience call-out",
      copy: ({ audience, flat }) => `${sentenceCase(audience)}: ${lowerFirst(flat)}`,
      change: "Names the audience in the first words.",
      reason: "people stop for copy that is clearly meant for them",
    },
    {
      name: "Question hook",
      copy: ({ brandWord, opensWithQuestion, flat }) =>
        brandWord
          ? `Have you tried ${brandWord} yet? ${flat}`
          : opensWithQuestion
            ? // The copy names no brand, so its first word is an ordinary one ("Tired of …").
              `Quick question: ${flat.replace(/^\p{Lu}(?=\p{Ll}+\b)/u, (letter) => letter.toLowerCase())}`
            : `What if it could be easier? ${flat}`,
      change: "Opens with a question before the original message.",
      reason: "a question invites a mental answer and keeps people reading",
    },
    {
      name: "Action first",
      copy: ({ actionFirst, flat }) =>
        actionFirst ?? `Here's the short version: ${lowerFirst(flat)}`,
      change: "Moves the call to action (or the point) to the front.",
      reason: "readers who skim see what to do before they drop off",
    },
    {
      name: "Shorter",
      copy: ({ shorter }) => shorter,
      change: "Cuts the copy to its core message.",
      reason: "less reading effort means more people reach the call to action",
    },
    {
      name: "Specific detail",
      copy: ({ flat }) =>
        `${flat} [Add one concrete detail here: a number, a material or the time it saves.]`,
      change: "Adds one concrete, checkable detail (fill in a true one).",
      reason: "specific claims feel more credible than general ones",
    },
    {
      name: "Low commitment",
      copy: ({ flat }) =>
        `${flat} [Add a real risk reducer, such as your actual return or cancellation policy.]`,
      change: "Adds a risk reducer (only one that is really true).",
      reason: "lowering the perceived risk makes the first step easier",
    },
    {
      name: "One small change",
      copy: ({ audienceLower, flat }) =>
        `One small change for ${audienceLower}: ${lowerFirst(flat)}`,
      change: "Frames the message as an easy, small step.",
      reason: "small steps feel safer to take than big decisions",
    },
  ],
  controlHeading: "## Control",
  letters: ["A", "B", "C"],
  variantHeading: ({ letter, angle }) => `## Variant ${letter} — ${angle}`,
  hypothesis: ({ angle, audience, goal, reason }) =>
    `**Hypothesis:** If we use the ${angle.toLowerCase()} angle, ${audience} will respond better, measured as ${lowerFirst(goal)}, because ${reason}.`,
  whatChanges: (change) => `**What changes:** ${change}`,
  howHeading: "## How to run it",
  how: (metric) => [
    `**Primary metric:** ${metric}.`,
    "**Split traffic evenly** between the control and the variants, at the same time and to the same audience.",
    "**Change one thing per variant**, as above, so you know what caused the difference.",
    "**Run until each variant has enough conversions** for a significance calculator to call a winner, and for at least one full week to cover weekdays and weekends.",
    "**Keep the winner as the new control** and test the next idea against it.",
  ],
};
