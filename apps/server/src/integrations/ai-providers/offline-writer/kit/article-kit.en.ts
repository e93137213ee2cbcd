import type { ArticleKitPhrases } from "./article-kit.ts";
import { lowerFirst, sentenceCase } from "./text-kit.ts";

export const articleKitEn: ArticleKitPhrases = {
  openers: [
    (main) => `If you've ever felt unsure about ${main}, you're not alone.`,
    (main) => `Getting ${main} right doesn't need to be complicated.`,
    (main) => `Most advice about ${main} is either too general or too technical.`,
    (main) =>
      `${sentenceCase(main)} is one of those decisions that is easy to put off and costly to get wrong.`,
  ],
  introduction: ({ opener, audience, subject }) =>
    `${opener} This guide is for ${lowerFirst(audience)} who want a clear, practical take on ${lowerFirst(subject)}.`,
  overview: (main) =>
    `Below you'll find what to look for in ${main}, a simple way to get started, the mistakes to avoid and a checklist you can use today.`,
  defaultThird: "price, quality",
  basicsHeadings: [
    ({ main, audience }) => `## What ${main} means for ${audience}`,
    ({ main }) => `## ${sentenceCase(main)}: the basics`,
    ({ main }) => `## Start here: ${main} in plain words`,
  ],
  stepsHeadings: [
    (second) => `## How to get started with ${second}`,
    (second) => `## A simple plan for ${second}`,
    (second) => `## ${sentenceCase(second)}, step by step`,
  ],
  mistakes: [
    "**Deciding on price alone.** The cheapest option often costs more once you count replacements, returns or wasted time.",
    "**Copying someone else's choice.** What works for a friend or an influencer may not fit your needs, budget or routine.",
    "**Skipping the small print.** Check delivery, returns, warranty or cancellation terms before you commit.",
    "**Changing everything at once.** Make one change, see how it works, then decide on the next.",
    "**Not writing down what you need.** Without a short list of must-haves, every option looks good.",
  ],
  basics: (audience) =>
    `Whatever you choose, it only helps if it fits the way ${lowerFirst(audience)} actually live and work. Before you compare anything, write down the two or three things that matter most to you, for example cost, comfort, time saved or how long it lasts.`,
  examplePlaceholder:
    "[Add a short example from your own customers or experience here: a real situation makes this section memorable.]",
  whyHeading: "## Why it matters",
  why: (main) =>
    `A little planning around ${main} saves money and time: fewer wrong choices, fewer returns and less second-guessing. It also makes it easier to explain your choice to the people it affects, from your family to your team.`,
  steps: ({ second, third }) => [
    `**Define what you need.** List the situations where ${second} will need to work for you.`,
    "**Set a budget and a limit.** Decide what you are willing to spend, in money and in time.",
    `**Compare two or three options.** Look at ${third}, the terms and what other people like you say about them.`,
    "**Try it on a small scale.** Start small, check the result and keep notes.",
    "**Review and adjust.** After a week or two, keep what works and change what doesn't.",
  ],
  mistakesHeading: "## Common mistakes to avoid",
  checklistHeading: "## A quick checklist",
  checklist: ({ main, second }) => [
    `I know what I need ${main} to do for me.`,
    `I have a budget for ${second}.`,
    "I have compared at least two options.",
    "I have read the terms (delivery, returns, support).",
    "I know how I'll judge whether it worked.",
  ],
  conclusionHeading: "## Conclusion",
  conclusion: (main) =>
    `Getting ${main} right is easier once you know what you need, compare a few options on the points that matter and make one change at a time. Start with the checklist above and adjust as you learn.`,
  closes: [
    (main) => `Have a question about ${main}? Leave a comment or send us a message.`,
    () => `Want help choosing? Send us a message and tell us what you need.`,
    (main) => `Save this guide for later, and share it with someone who is deciding on ${main}.`,
  ],
  service: {
    basics: (audience) =>
      `Whoever you book, the work only helps if it fits the way ${lowerFirst(audience)} actually live and work. Before you ask anyone for a price, write down what you need done, when you need it by and what a good result looks like to you.`,
    why: (main) =>
      `A little care in choosing who does ${main} saves money and time: fewer repeat visits, no surprises on the bill and a result you are happy with. It also makes it easier to explain your choice to the people it affects, from your family to your team.`,
    steps: ({ second, third }) => [
      `**Describe what you need.** Say what ${second} should achieve, with photos or details if you can.`,
      "**Ask for a clear quote.** Get the price, what it includes and what would cost extra, in writing.",
      `**Compare two or three providers.** Look at ${third}, the warranty or guarantee, and reviews from real clients.`,
      "**Confirm the details.** Agree the date, the time, the place and any advance before the work starts.",
      "**Check the result before you pay the rest.** Ask about aftercare, and keep the receipt or warranty card.",
    ],
    mistakes: [
      "**Choosing the cheapest quote alone.** A low price can mean cheaper parts, a rushed job or extras added later.",
      "**Not asking what the price includes.** Agree what is covered before the work starts, not after.",
      "**Skipping the warranty.** Ask how long the work is covered and what happens if something goes wrong.",
      "**Booking without seeing real work.** Ask for recent examples or reviews from clients like you.",
      "**Leaving it to the last minute.** The best people are booked first, especially before weekends and festivals.",
    ],
    checklist: ({ main, second }) => [
      `I know what I need ${main} to achieve.`,
      `I have a budget for ${second}.`,
      "I have compared at least two providers.",
      "I know what the price includes and what the warranty covers.",
      "I know how I'll judge whether the work was done well.",
    ],
    conclusion: (main) =>
      `Getting ${main} right is easier once you know what you need, ask the right questions and choose on more than price. Start with the checklist above and book with confidence.`,
  },
  lesson: {
    basics: (audience) =>
      `Whichever classes you join, they only help if they fit the way ${lowerFirst(audience)} actually live and learn. Before you pay a fee, write down what you want to be able to do (a score, a skill, a goal), by when, and how many hours a week you can really give it.`,
    why: (main) =>
      `A little care in choosing where and with whom you do ${main} saves money and months: fewer wasted weeks, no fees for classes you cannot attend, and a teacher who moves you forward. It also makes it easier to explain your choice to the people it affects, from your family to your employer.`,
    steps: ({ second, third }) => [
      `**Know where you start.** Ask for a short assessment, or a placement test where there is one, before you choose ${second}, so you know the gap to close.`,
      "**Ask for a trial class.** How a teacher explains, and whether you can ask questions, matters more than the syllabus on paper.",
      `**Compare two or three options.** Look at ${third}, the size of the class, who teaches and what past students say.`,
      "**Check the timetable and the fee.** Class times, what happens when you miss one, the full fee and whether it can be paid in instalments.",
      "**Track your progress.** Every few weeks, note what has improved and ask the teacher what to work on next.",
    ],
    mistakes: [
      "**Choosing on a famous name alone.** Ask who will teach your batch, not only who is on the poster.",
      "**Joining a batch that is too big.** In a crowded class your questions wait and practice time gets short.",
      "**Paying for the whole course before a trial.** One class shows more than any brochure.",
      "**Ignoring the timetable.** Classes you cannot reach on time, or only after a long day, soon become classes you miss.",
      "**Practising only in class.** A little practice every day between classes does more than one long catch-up before a test or a show.",
    ],
    checklist: ({ main, second }) => [
      `I know what I want from ${main}, and by when.`,
      `I have a budget for ${second}, with anything extra: materials, kit or a test fee.`,
      "I have compared at least two options and tried a class.",
      "I know who teaches, how big the class is and what happens if I miss one.",
      "I know how I'll measure my progress.",
    ],
    conclusion: (main) =>
      `Getting ${main} right is easier once you know where you start, try a class before you pay and choose on more than a name. Start with the checklist above and enrol with confidence.`,
  },
};
