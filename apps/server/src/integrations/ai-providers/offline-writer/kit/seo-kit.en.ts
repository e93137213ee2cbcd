import type { SeoKitPhrases } from "./seo-kit.ts";
import { sentenceCase, titleCase } from "./text-kit.ts";

export const seoKitEn: SeoKitPhrases = {
  keywordAndSubject: (keyword, subject) => `${keyword}: ${subject}`,
  titles: ({ keyword: kw, aboutSubject, brand }) => ({
    informational: [
      `${aboutSubject} | ${brand}`,
      `${kw} Guide: Tips and Next Steps | ${brand}`,
      `${kw}: What to Know Before You Start | ${brand}`,
      `How to Choose ${kw} | ${brand}`,
      `${kw} Explained Simply | ${brand}`,
      `${kw}: Your Questions Answered`,
    ],
    product: [
      `${aboutSubject} | ${brand}`,
      `Shop ${kw} Online | ${brand}`,
      `${kw} | ${brand}`,
      `Buy ${kw} from ${brand}`,
      `${kw}: Order Online | ${brand}`,
      `${kw} by ${brand}: See the Range`,
    ],
    service: [
      `${aboutSubject} | ${brand}`,
      `${kw} for Your Business | ${brand}`,
      `${kw}: See How It Works | ${brand}`,
      `Try ${kw} | ${brand}`,
      `${kw} Made Simple | ${brand}`,
    ],
  }),
  fallbackTitle: (keyword, brand) => `${keyword} | ${brand}`,
  descriptions: {
    informational: {
      leads: [
        ({ keyword, brand }) => `A practical guide to ${keyword} from ${brand}.`,
        ({ keyword }) => `New to ${keyword}? Start here.`,
        ({ keyword }) => `Your questions about ${keyword}, answered in plain words.`,
        ({ keyword }) => `Thinking about ${keyword}? Here is what to check first.`,
      ],
      supports: [
        () => "Clear steps, common mistakes to avoid and tips you can use today.",
        () => "Read it in a few minutes and decide with confidence.",
        ({ brand }) => `Practical advice from the ${brand} team, without the jargon.`,
        () => "Simple checklists and examples to help you choose.",
      ],
      ctas: ["Read the guide.", "Start reading now.", "Find your answer here."],
    },
    product: {
      leads: [
        ({ keyword, brand }) => `Shop ${keyword} from ${brand}.`,
        ({ keyword, brand }) => `Looking for ${keyword}? Meet ${brand}.`,
        ({ keyword, brand }) => `Discover ${keyword} by ${brand}.`,
        ({ keyword, brand }) => `${sentenceCase(keyword)}, made by ${brand}.`,
      ],
      supports: [
        () => "See the details, choose your option and order online.",
        () => "Compare the options and pick the one that suits you.",
        () => "Browse the range and find the right fit for your day.",
        () => "Everything you need to decide is on one page.",
      ],
      ctas: ["Shop now.", "Order today.", "Browse the range."],
    },
    service: {
      leads: [
        ({ keyword, brand }) => `Get ${keyword} with ${brand}.`,
        ({ keyword, brand }) => `Looking for ${keyword}? See how ${brand} can help.`,
        ({ keyword, brand }) => `${sentenceCase(keyword)} from ${brand}, made simple.`,
        ({ keyword, brand }) => `${brand} makes ${keyword} easier to get right.`,
      ],
      supports: [
        () => "See how it works, what is included and how to get started.",
        () => "Find out what is included and how to get started.",
        () => "Clear steps to get started, with help when you need it.",
        () => "Set up quickly and see how it fits the way you work.",
      ],
      ctas: ["Learn more today.", "Get started today.", "See how it works."],
    },
  },
  titleCase,
};
