import {
  BagIcon,
  BuildingIcon,
  ChartIcon,
  CodeIcon,
  DashboardIcon,
  RocketIcon,
  type SiteIcon,
  SparklesIcon,
} from "./icons";
import type { ReactNode } from "react";

/** The platforms the tools write for (product decisions §7: a strip of platforms, no customer logos). */
export const platforms = [
  "Google Ads",
  "Facebook",
  "Instagram",
  "TikTok",
  "LinkedIn",
  "YouTube",
  "Email",
] as const;

/** The seed's four landing claims, each described by the tools that really do the work. */
export const features: ReadonlyArray<{ icon: SiteIcon; title: string; body: string }> = [
  {
    icon: RocketIcon,
    title: "Campaign Engine",
    body: "Audience discovery, creative generation, budget allocation and optimisation ideas: the Target Audience, Ads Builder, Boost Suggestion Planner and A/B tools turn one brief into a campaign plan you can launch.",
  },
  {
    icon: ChartIcon,
    title: "Predictive Analytics",
    body: "Paste in your numbers and the Analytics Report and ROI Tracker tools spell out trends, segments and forecasts, with what to do next.",
  },
  {
    icon: DashboardIcon,
    title: "One Dashboard",
    body: "Copy for search ads, Facebook and Instagram in one place, with every generation saved to your history. Outsmart writes; you publish from your own ad accounts.",
  },
  {
    icon: SparklesIcon,
    title: "Creative Intelligence",
    body: "Captions, headlines, product descriptions, emails, blog posts and hashtags built from your product, audience and keywords, never generic filler.",
  },
];

export const audiences: ReadonlyArray<{ icon: SiteIcon; title: string; body: string }> = [
  {
    icon: BagIcon,
    title: "E-commerce Brands",
    body: "Product descriptions, launch captions and complete ad sets for every drop and sale, written in minutes instead of days.",
  },
  {
    icon: BuildingIcon,
    title: "Marketing Agencies",
    body: "Serve more clients with the same team: content calendars, client summaries, outreach emails and readable performance reports.",
  },
  {
    icon: CodeIcon,
    title: "SaaS Companies",
    body: "Lead-capture funnels, onboarding emails, SEO blog posts and keyword research that bring in sign-ups and keep them.",
  },
];

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center" data-reveal>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8 text-slate-600">{children}</p> : null}
    </div>
  );
}

export function IconCard({
  icon: Icon,
  title,
  body,
}: {
  icon: SiteIcon;
  title: string;
  body: string;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-reveal>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
    </li>
  );
}
