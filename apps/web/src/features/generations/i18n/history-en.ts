import { errorMessage } from "~/lib/api-error";
import { formatClock, formatDay } from "~/lib/dates";

/**
 * The history page in English: the seed's texts exactly (docs/i18n.md). `HistoryMessages` is this
 * object's shape; history-bn.ts is typed with it. The detail dialog, versions and downloads load
 * later with their own catalogue (generation-en.ts).
 */
export const historyEn = {
  /** "Nov 05, 2026" / "৫ নভেম্বর ২০২৬" (the Bangla dates' code is in the Bangla file only). */
  day: (date: Date | string): string => formatDay(date),
  /** "09:07" / "০৯:০৭" */
  clock: (date: Date | string): string => formatClock(date),
  /** A tool's name: the English one given (the catalogue's, or the slug title-cased) as it is. */
  toolName: (_slug: string, english: string): string => english,
  /** A count as the language writes it ("1,234" / "১,২৩৪"). */
  number: (value: number | string): string => String(value),

  title: "Generation History",
  lead: "Everything you have generated, newest first.",
  refresh: "Refresh",
  statistics: "History statistics",
  totalGenerations: "Total Generations",
  thisMonth: "This Month",
  averageDaily: "Average Daily",
  averageDailyExplanation:
    "Successful generations this month ÷ the days of the month so far (Asia/Dhaka time), to one decimal.",
  favoriteTool: "Favorite Tool",
  noneYet: "None yet",
  statsError: "Your statistics could not be loaded. Refresh to try again.",

  filters: "Filter your history",
  tool: "Tool",
  allTools: "All tools",
  moreTools: "More tools",
  outputLanguage: "Output language",
  allLanguages: "All languages",
  brandKit: "Brand kit",
  allBrandKits: "All brand kits",
  favourites: "Favourites",
  allGenerations: "All generations",
  favouritesOnly: "Favourites only",
  search: "Search outputs",
  searchPlaceholder: "Words in the generated content",

  error: "Error",
  loadFailed: "Failed to load your generation history.",
  unexpected: "An unexpected error occurred while loading your history.",
  loadingHistory: "Loading your history",
  tryAgain: "Try again",
  emptyTitle: "No Generation History Yet",
  emptyText: "Everything you generate is kept here, ready to view and copy again.",
  firstContent: "Generate Your First Content",
  backToDashboard: "Back to Dashboard",
  noMatch: "No generations match these filters.",
  clearFilters: "Clear filters",
  loading: "Loading…",
  loadMore: "Load more",
  matching: "Matching generations",
  yours: "Your generations",
  shown: (count: number) => `${count} shown`,
  copied: "Copied!",
  copiedText: "Content copied to clipboard.",
  copyFailed: "Copy Failed",
  copyFailedText: "Failed to copy content to clipboard.",
  deleted: "Generation deleted",
  deletedText: "It no longer appears in your history or your statistics.",
  deleteFailed: "Could not delete",
  deleteFailedText: (error: unknown): string =>
    errorMessage(error, "Please try again in a moment."),
  brandKitPrefix: "Brand kit: ",
  campaign: "Campaign",
  mediaOutput: {
    text: "Text output",
    image: "Image output",
    audio: "Audio output",
    video: "Video output",
    "3d": "3D model output",
  },
  star: (tool: string, when: string) => `Star ${tool} from ${when}`,
  reuse: (tool: string, when: string) => `Reuse ${tool} from ${when}`,
  view: (tool: string, when: string) => `View ${tool} from ${when}`,
  copy: (tool: string, when: string) => `Copy ${tool} from ${when}`,
  deleteOne: (tool: string, when: string) => `Delete ${tool} from ${when}`,
};

export type HistoryMessages = typeof historyEn;
