import type { Random } from "./random.ts";
import { audienceCore, blocks, lowerFirst, numbered, sentenceCase, truncate } from "./text-kit.ts";

/**
 * The body of a blog article shared by the two blog tools: an introduction, H2 sections built on
 * the keywords, and a conclusion. The writer knows nothing about the topic beyond its words, so the
 * sections give sound, general guidance and mark where the author's own examples belong.
 */
export type ArticleInput = {
  title: string;
  /** The phrase the article is about, as the reader would say it. */
  subject: string;
  /** Keywords to work into headings, first one most important. */
  keywords: readonly string[];
  audience: string;
};

export function articleIntro(
  { subject, keywords, audience }: ArticleInput,
  random: Random,
): string {
  const main = keywords[0] ?? subject;
  const opener = random.pick([
    `If you've ever felt unsure about ${main}, you're not alone.`,
    `Getting ${main} right doesn't need to be complicated.`,
    `Most advice about ${main} is either too general or too technical.`,
    `${sentenceCase(main)} is one of those decisions that is easy to put off and costly to get wrong.`,
  ]);
  return blocks(
    `${opener} This guide is for ${lowerFirst(audienceCore(audience))} who want a clear, practical take on ${lowerFirst(subject)}.`,
    `Below you'll find what to look for in ${main}, a simple way to get started, the mistakes to avoid and a checklist you can use today.`,
  );
}

export function articleSections(
  { subject, keywords, audience }: ArticleInput,
  random: Random,
): string {
  const [main = subject, second = main, third = "price, quality"] = keywords;
  const audienceShort = truncate(audience, 40);
  const basicsHeading = random.pick([
    `## What ${main} means for ${audienceShort}`,
    `## ${sentenceCase(main)}: the basics`,
    `## Start here: ${main} in plain words`,
  ]);
  const stepsHeading = random.pick([
    `## How to get started with ${second}`,
    `## A simple plan for ${second}`,
    `## ${sentenceCase(second)}, step by step`,
  ]);
  const mistakes = random.shuffle([
    "**Deciding on price alone.** The cheapest option often costs more once you count replacements, returns or wasted time.",
    "**Copying someone else's choice.** What works for a friend or an influencer may not fit your needs, budget or routine.",
    "**Skipping the small print.** Check delivery, returns, warranty or cancellation terms before you commit.",
    "**Changing everything at once.** Make one change, see how it works, then decide on the next.",
    "**Not writing down what you need.** Without a short list of must-haves, every option looks good.",
  ]);
  return blocks(
    basicsHeading,
    `Whatever you choose, it only helps if it fits the way ${lowerFirst(audience)} actually live and work. Before you compare anything, write down the two or three things that matter most to you, for example cost, comfort, time saved or how long it lasts.`,
    `[Add a short example from your own customers or experience here: a real situation makes this section memorable.]`,
    `## Why it matters`,
    `A little planning around ${main} saves money and time: fewer wrong choices, fewer returns and less second-guessing. It also makes it easier to explain your choice to the people it affects, from your family to your team.`,
    stepsHeading,
    numbered([
      `**Define what you need.** List the situations where ${second} will need to work for you.`,
      "**Set a budget and a limit.** Decide what you are willing to spend, in money and in time.",
      `**Compare two or three options.** Look at ${third}, the terms and what other people like you say about them.`,
      "**Try it on a small scale.** Start small, check the result and keep notes.",
      "**Review and adjust.** After a week or two, keep what works and change what doesn't.",
    ]),
    `## Common mistakes to avoid`,
    mistakes
      .slice(0, 4)
      .map((mistake) => `- ${mistake}`)
      .join("\n"),
    `## A quick checklist`,
    [
      `- [ ] I know what I need ${main} to do for me.`,
      `- [ ] I have a budget for ${second}.`,
      "- [ ] I have compared at least two options.",
      "- [ ] I have read the terms (delivery, returns, support).",
      "- [ ] I know how I'll judge whether it worked.",
    ].join("\n"),
  );
}

export function articleConclusion({ subject, keywords }: ArticleInput, random: Random): string {
  const main = keywords[0] ?? subject;
  const close = random.pick([
    `Have a question about ${main}? Leave a comment or send us a message.`,
    `Want help choosing? Send us a message and tell us what you need.`,
    `Save this guide for later, and share it with someone who is deciding on ${main}.`,
  ]);
  return blocks(
    "## Conclusion",
    `Getting ${main} right is easier once you know what you need, compare a few options on the points that matter and make one change at a time. Start with the checklist above and adjust as you learn.`,
    close,
  );
}
