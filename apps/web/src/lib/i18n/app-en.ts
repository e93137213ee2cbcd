import { WORDS_PER_MINUTE_SAVED } from "@outsmart/contracts/time-saved";
import { plural } from "./plural";

/**
 * The signed-in shell (header, sidebar, user menu) and the dashboard home in English: the seed's
 * texts exactly. Same rules as the public site's catalogues (docs/i18n.md): `AppMessages` is this
 * object's shape, every other language is typed with it.
 */
export const appEn = {
  language: "en" as "en" | "bn",
  languageLabel: "Language",
  openNavigation: "Open navigation menu",
  pleaseSignIn: "Please sign in to access the dashboard.",
  checkingSession: "Checking your session",
  loadingPlan: "Loading your plan and credits",
  credits: (count: number): string => plural("en", count, { one: " credit", other: " credits" }),
  planLabels: { free: "Free Plan", starter: "Starter Pack", pro: "Pro Pack" },
  dashboardNav: "Dashboard",
  dashboard: "Dashboard",
  brandKits: "Brand kits",
  templates: "Templates",
  comingSoon: "Coming Soon",
  categories: {
    content: "Content & Copywriting",
    creative: "Creative Tools",
    strategy: "Marketing Strategy",
    email: "Email & Outreach",
    advanced: "Advanced Tools",
    ai: "AI Tools",
  },
  accountMenu: (name: string, initials: string) => `Account menu for ${name}, ${initials}`,
  profile: "Profile",
  myHistory: "My History",
  operatorConsole: "Operator console",
  signOut: "Sign out",
  welcome: (name: string) => `Welcome back, ${name}!`,
  welcomeLead: "Here is what you have created with Outsmart.",
  currentPlan: "Current Plan",
  statsHeading: "Your statistics",
  quickActions: "Quick Actions",
  quickActionTexts: [
    {
      title: "AI Caption Generator",
      description: "Social captions for your product and audience.",
    },
    {
      title: "Blog Content Generator",
      description: "Structured posts with headings and a call to action.",
    },
    {
      title: "Marketing Campaign Ideas",
      description: "Campaign concepts with channels and hooks.",
    },
    {
      title: "Creative Tools",
      description:
        "Logo Name Generator: brand and logo name ideas, with the reasoning behind each.",
    },
  ] as [Action, Action, Action, Action],
  recentActivity: "Recent Activity",
  upgradeTitle: "Upgrade Your Plan?",
  upgradeFree: (starter: string, pro: string) =>
    `Unlock premium models with the ${starter} or every model with the ${pro}.`,
  upgradeStarter: (pro: string) => `Get the top-tier models and custom models with the ${pro}.`,
  viewPricing: "View Pricing Plans",
  toolsUsed: "Tools Used",
  contentGenerated: "Content Generated",
  timeSaved: "Time Saved",
  successRate: "Success Rate",
  hours: (hours: string) => `${hours}h`,
  howWorkedOut: (label: string) => `How ${label} is worked out`,
  timeSavedExplanation: `Words in your successful generations ÷ ${WORDS_PER_MINUTE_SAVED} words a minute (the time writing them yourself would take), in hours to one decimal.`,
  successRateExplanation:
    "Successful generations ÷ generations that succeeded or failed (ones you stopped are left out) × 100, rounded. 100% until your first one.",
  statsError: "Your statistics could not be loaded. Refresh to try again.",
  loadingActivity: "Loading recent activity",
  activityError: "Your recent activity could not be loaded.",
  noActivity: "No activity yet - start creating!",
  tryCaptions: "Try Caption Generator",
  view: "View",
  viewInHistory: (tool: string) => `View ${tool} in your history`,
};

type Action = { title: string; description: string };

export type AppMessages = typeof appEn;
