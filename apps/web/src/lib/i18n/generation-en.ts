import { formatClock, formatDay } from "~/lib/dates";
import { errorMessage } from "~/lib/api-error";

const creditUnit = (count: number) => (count === 1 ? "credit" : "credits");

/**
 * A saved generation, where it is shown after the page has loaded (docs/i18n.md): the tool page's
 * result panel, "Open in tool", the history's detail dialog, versions, the editor and the download
 * menu. Loaded with those parts, not with the pages: `GenerationMessages` types the Bangla file.
 */
export const generationEn = {
  error: (error: unknown, fallback: string): string => errorMessage(error, fallback),
  /** "Nov 05, 2026" / "৫ নভেম্বর ২০২৬" (the Bangla dates' code is in the Bangla file only). */
  day: (date: Date | string): string => formatDay(date),
  /** "09:07" / "০৯:০৭" */
  clock: (date: Date | string): string => formatClock(date),

  result: "Result",
  writing: "Writing your content…",
  generatedWith: (model: string, credits: string) => `Generated with ${model} · ${credits}`,
  freeGeneration: "Free generation",
  creditsUsed: (charged: number, balance: number) =>
    `${charged} ${creditUnit(charged)} used · ${balance} left`,
  stopped: "Stopped. Nothing was saved and nothing was charged.",
  failed: "This generation failed. Nothing was charged.",
  failedFallback: "Failed to process AI tool request",
  stop: "Stop",
  copy: "Copy",
  copied: "Copied!",
  copiedText: "Content copied to clipboard.",
  copyFailed: "Copy Failed",
  copyFailedText: "Failed to copy content to clipboard.",
  /** A part's own copy button ("Copy: Caption 1 — Question"). */
  copyPart: (copied: boolean, name: string) => `${copied ? "Copied" : "Copy"}: ${name}`,
  download: "Download",
  regenerate: "Regenerate",
  openingEditor: "Opening the editor…",
  generating: "Generating",
  startingModel: "Starting the model…",
  edit: "Edit",
  savedAs: (version: number) => `Saved as version ${version}, edited by you.`,
  downloaded: "Downloaded!",
  downloadFailed: "Download Failed",
  tryAgain: "Please try again.",
  somethingWrong: "Something went wrong. Please try again.",
  /** "Content saved as text file." (the seed's words), and the same for each kind and format. */
  savedFile: {
    text: "Content saved as text file.",
    image: "Content saved as image file.",
    audio: "Content saved as audio file.",
    video: "Content saved as video file.",
    "3d": "Content saved as 3D model file.",
    txt: "Content saved as text file.",
    md: "Content saved as Markdown file.",
    docx: "Content saved as Word file.",
    pdf: "Content saved as PDF file.",
  },
  preparing: "Preparing…",
  exportFormats: {
    txt: "Plain text (.txt)",
    md: "Markdown (.md)",
    docx: "Word (.docx)",
    pdf: "PDF (.pdf)",
  },

  reuseFailed: "That generation could not be loaded.",
  reuseStartsEmpty: "The form starts empty.",
  reuseLoading: "Loading your earlier generation…",
  reuseFilled: (when: string, title: string | null) =>
    `Filled in from your generation of ${when}${title ? ` (“${title}”)` : ""}. Change anything, then generate again.`,
  reuseOtherTool: "That generation was made with another tool, so nothing was filled in.",
  reuseModel: (model: string) =>
    `${model} is not available to you now, so the tool’s usual model is chosen.`,
  reuseKit: (kit: string) =>
    `The brand kit “${kit}” could not be chosen, so your usual brand kit is kept.`,

  editResult: "Edit the result",
  editHint:
    "Plain text with Markdown marks (## heading, **bold**, - list). Ctrl+Enter or ⌘+Enter saves, Esc cancels.",
  writeSomething: "Write something before saving.",
  saving: "Saving…",
  save: "Save",
  cancel: "Cancel",
  version: "Version",
  versionsFailed: "The versions could not be loaded.",
  versionOriginal: (number: number) => `Version ${number} (original)`,
  versionEdited: (number: number, when: string) => `Version ${number} (edited by you, ${when})`,
  versionChanged: (number: number, note: string, when: string) =>
    `Version ${number} (${note}, ${when})`,

  /** A tool's name: the English one given (the catalogue's, or the slug title-cased) as it is. */
  toolName: (_slug: string, english: string): string => english,
  generation: "Generation",
  generatedOn: (day: string, clock: string) => `Generated on ${day} at ${clock}`,
  loadingGeneration: "Loading the generation…",
  model: "Model",
  brandKit: "Brand kit",
  inputData: "Input data",
  generatedContent: "Generated content",
  versionsOriginalOnly: "The edited versions could not be loaded; this is the original.",
  copyContent: "Copy Content",
  star: (tool: string, when: string) => `Star ${tool} from ${when}`,
  rename: "Rename",
  openInTool: "Open in tool",
  titleLabel: "Title",
  saveTitle: "Save title",
  titleHint: (max: number) => `Up to ${max} characters. Leave it empty to show the tool’s name.`,
  deleteTitle: "Delete this generation?",
  deleteText: (tool: string) =>
    `The ${tool} generation will be removed from your history and will no longer count in your statistics. This cannot be undone.`,
  delete: "Delete",
  deleting: "Deleting…",
};

export type GenerationMessages = typeof generationEn;
