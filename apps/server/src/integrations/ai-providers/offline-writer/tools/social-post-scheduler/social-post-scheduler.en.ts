import type { OfferKind } from "../../kit/copy-kit.ts";
import { numbered, sentenceCase } from "../../kit/text-kit.ts";
import { schedulerTipsEn } from "./social-post-scheduler.tips.ts";
import type { SchedulerPhrases } from "./social-post-scheduler.writer.ts";

/** A focus as a tip post's subject: "IELTS tips" is about IELTS ("3 more tips on IELTS"). */
const subjectOf = (focus: string) => focus.replace(/\s+(?:tips|tricks|hacks|advice)$/iu, "");

/** What a behind-the-scenes post can show, by what is sold. */
const BEHIND: Readonly<Record<OfferKind, string>> = {
  goods: "packing today's orders",
  software: "the team at work on the next update",
  service: "getting ready for today's bookings",
};

export const schedulerEn: SchedulerPhrases = {
  defaultBrand: "our brand",
  defaultAudience: "our followers",
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  times: {
    instagram: ["8:00 pm", "1:00 pm", "9:00 pm", "7:30 pm"],
    facebook: ["8:30 pm", "1:30 pm", "9:00 pm", "12:30 pm"],
    linkedin: ["9:00 am", "8:30 am", "12:00 pm"],
    tiktok: ["7:00 pm", "9:30 pm", "10:00 pm"],
    x: ["9:00 am", "12:00 pm", "6:00 pm"],
    youtube: ["6:00 pm", "8:00 pm"],
    other: ["8:00 pm", "1:00 pm"],
  },
  purposes: {
    educate: "Educate",
    engage: "Engage",
    sell: "Sell",
    behindTheScenes: "Behind the scenes",
    community: "Community",
  },
  ideas: {
    educate: "3 quick tips",
    engage: "A question for followers",
    sell: "Product post with a clear call to action",
    behindTheScenes: "Behind the scenes",
    community: "Customer photos and shout-outs",
  },
  idea: ({ idea, focus }) => `${idea} (${focus})`,
  copy: {
    educate: ({ core, focusLower, emoji, brand, tips, round }) =>
      `${round === 0 ? `3 things ${core} should know about ${subjectOf(focusLower)}` : `3 more tips on ${subjectOf(focusLower)}, from ${brand}`}${emoji}\n\n${numbered(tips)}\n\nSave this for later, and follow ${brand} for more.`,
    engage: ({ core, focusLower, emoji }) =>
      `Quick question for ${core}: what's your biggest challenge with ${focusLower}?${emoji} Tell us in the comments and we'll answer the most common ones this week.`,
    sell: ({ focus, brand, emoji, core, cta }) =>
      `${sentenceCase(focus)}, from ${brand}${emoji}\n\nMade for ${core}. [Add the one detail that makes people want it: price, what's included or the benefit.]\n\n${cta}`,
    behindTheScenes: ({ brand, emoji, focusLower, kind }) =>
      `A look behind the scenes at ${brand}${emoji} [Say what you're showing, e.g. ${BEHIND[kind]} or planning ${focusLower}.] What should we show you next?`,
    community: ({ brand, emoji, brandTag }) =>
      `We love seeing ${brand} in your day${emoji} Share your photo with ${brandTag || "our hashtag"} and we may feature it here. [Repost a real customer photo, with permission.]`,
  },
  tips: schedulerTipsEn,
  heading: (brand) => `## Weekly plan for ${brand}`,
  tableHeaders: ["Day", "Platform", "Format", "Time", "Post idea"],
  timesNote:
    "Times are starting points in your audience's local time, not data: check your insights and move posts to when your followers are online.",
  postsHeading: "## Posts",
  postHeading: ({ number, day, platform, time }) =>
    `### Day ${number} — ${day} · ${platform} · ${time}`,
  postLabel: ({ purpose, format }) => `*${purpose} · ${format}*`,
  notesHeading: "## Notes",
  notes: [
    "Check your insights after two weeks and move posts to the hours your followers are most active.",
    "Reply to comments in the first hour after posting; early conversation helps the post travel.",
    "Fill the [brackets] with real details before scheduling, and reuse the best post next week.",
  ],
};
