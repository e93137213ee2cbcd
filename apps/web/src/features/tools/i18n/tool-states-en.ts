import { errorMessage } from "~/lib/api-error";

/**
 * The tool page's rarer states in English (the seed's texts): an unknown tool, a configuration
 * that did not load, a "Coming Soon" tool. Loaded with them, not with the page (docs/i18n.md).
 */
export const toolStatesEn = {
  toolName: (_slug: string, english: string): string => english,
  toolDescription: (_slug: string, english: string): string => english,
  error: (error: unknown, fallback: string): string => errorMessage(error, fallback),
  backToDashboard: "Back to dashboard",
  notFoundTitle: "Tool Not Found",
  notFoundText: (slug: string) => `No configuration found for tool: ${slug}`,
  configErrorTitle: "Configuration Error",
  configLoadFailed: "The tool configuration could not be loaded.",
  retryLoading: "Retry Loading",
  comingSoon: "Coming Soon",
  underDevelopment: "This AI tool is currently under development.",
};

export type ToolStatesMessages = typeof toolStatesEn;
