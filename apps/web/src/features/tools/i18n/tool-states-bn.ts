import { banglaErrorMessage } from "~/lib/i18n/api-errors-bn";
import { toolNamesBn } from "~/lib/i18n/tool-names-bn";
import type { ToolStatesMessages } from "./tool-states-en";

export const toolStatesBn: ToolStatesMessages = {
  toolName: (slug, english) => toolNamesBn[slug]?.[0] ?? english,
  toolDescription: (slug, english) => toolNamesBn[slug]?.[1] ?? english,
  error: (error, fallback) => banglaErrorMessage(error, fallback),
  backToDashboard: "ড্যাশবোর্ডে ফিরে যান",
  notFoundTitle: "টুলটা পাওয়া যায়নি",
  notFoundText: (slug) => `এই টুলের কোনো কনফিগারেশন নেই: ${slug}`,
  configErrorTitle: "কনফিগারেশনে সমস্যা",
  configLoadFailed: "টুলের কনফিগারেশন লোড করা যায়নি।",
  retryLoading: "আবার লোড করুন",
  comingSoon: "শিগগিরই আসছে",
  underDevelopment: "এই AI টুলটা এখনো তৈরি হচ্ছে।",
};
