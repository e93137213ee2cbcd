import { agree, sentenceCase, titleCase } from "../../kit/text-kit.ts";
import type { SeoBlogPhrases } from "./1-click-seo-blog-generator.writer.ts";

export const seoBlogEn: SeoBlogPhrases = {
  defaultKeyword: "your topic",
  defaultAudience: "readers",
  titleCase,
  seoTitles: ({ keyword, audience }) => [
    `${keyword}: A Practical Guide for ${titleCase(audience || "Beginners")}`,
    `${keyword}: What to Know Before You Start`,
    `${keyword} Guide: Tips, Mistakes and Next Steps`,
    `How to Choose ${keyword}: A Simple Guide`,
    `${keyword} Explained Simply`,
  ],
  h1s: [
    ({ keyword, audience }) => `${keyword}: Everything ${titleCase(audience)} Should Know`,
    ({ keyword }) => `The Practical Guide to ${keyword}`,
    ({ keyword, audience }) => `${keyword}, Explained for ${titleCase(audience)}`,
  ],
  seoTitle: (counted) => `**SEO title:** ${counted}`,
  metaDescription: (counted) => `**Meta description:** ${counted}`,
  slug: (slug) => `**URL slug:** ${slug}`,
  faq: (keyword, kind) => [
    "## Frequently asked questions",
    `### What should I look for in ${keyword}?`,
    kind === "lesson"
      ? "Start from what you want to be able to do, and by when. Then compare two or three options on who teaches, the size of the batch, the timetable and the full fee, and try a class before you pay for the course."
      : kind === "service"
        ? "Start from what you need done and by when. Then compare two or three providers on a written quote, what it includes, the warranty and reviews from real clients."
        : `Start from your own needs: where and how often you'll use it, your budget and what would make it a bad fit. Then compare two or three options on those points only.`,
    `### ${sentenceCase(agree(keyword, "Is", "Are"))} ${keyword} worth it?`,
    kind === "lesson"
      ? "It depends on how far you are from your goal and how much time you have. Try a class or a short assessment first: if the gap is large or your date is close, guided classes with regular feedback usually save months of practising alone."
      : kind === "service"
        ? "It depends on what it saves you: time, a second visit or a bigger problem later. Compare the full price, with anything extra, against what the work includes and how long it is covered."
        : "It depends on how often you'll use it and what it replaces. Work out the cost per use (price ÷ the number of times you expect to use it) to compare options fairly.",
    `### What are common mistakes with ${keyword}?`,
    kind === "lesson"
      ? "Choosing on a famous name alone, joining a batch that is too big and paying for the whole course before trying a class."
      : kind === "service"
        ? "Choosing the cheapest quote alone, not asking what the price includes and skipping the warranty."
        : "Deciding on price alone, copying someone else's choice and skipping the terms (delivery, returns, support).",
    `### Where can I learn more about ${keyword}?`,
    "[Link to your related product, service or category page, and to one more guide on your site.]",
  ],
  relatedHeading: "## Related reading",
  related: (keyword) => [
    `[Link to your ${keyword} product or service page]`,
    "[Link to a related guide on your site]",
    "[Link to your FAQ or contact page]",
  ],
};
