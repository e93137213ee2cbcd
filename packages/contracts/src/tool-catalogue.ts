/**
 * The seed's tool catalogue: six categories, names and slugs exactly as specified, plus the two
 * working tools that are not in the sidebar. Icons are lucide-react component names.
 */
export type ToolStatus = "available" | "coming-soon";

export type CatalogueTool = {
  name: string;
  slug: string;
  description: string;
  icon: string;
  status: ToolStatus;
};

export type ToolCategory = {
  id: "content" | "creative" | "strategy" | "email" | "advanced" | "ai";
  name: string;
  tools: readonly CatalogueTool[];
};

/** Keeps each slug and status as a literal type, so the slugs can be named as a type below. */
const tool = <const Slug extends string, const Status extends ToolStatus = "available">(
  name: string,
  slug: Slug,
  icon: string,
  description: string,
  status: Status = "available" as Status,
): CatalogueTool & { slug: Slug; status: Status } => ({
  name,
  slug,
  icon,
  description,
  status,
});

const categories = [
  {
    id: "content",
    name: "Content & Copywriting",
    tools: [
      tool(
        "Caption Generator",
        "ai-caption-generator",
        "MessageSquareText",
        "Scroll-stopping social captions for your product and audience.",
      ),
      tool(
        "Blog Content",
        "blog-content-generator",
        "FileText",
        "Structured blog posts with headings, examples and a call to action.",
      ),
      tool(
        "Ad Headlines",
        "ad-headline-generator",
        "Megaphone",
        "Punchy ad headlines in several angles, sized for ad platforms.",
      ),
      tool(
        "Product Description",
        "product-description-writer",
        "ShoppingBag",
        "Benefit-led product descriptions for your store and marketplaces.",
      ),
      tool(
        "SEO Meta Description",
        "seo-meta-description-writer",
        "Search",
        "Meta titles and descriptions that fit search-result lengths.",
      ),
      tool(
        "Hashtag Generator",
        "hashtag-generator",
        "Hash",
        "Relevant hashtag sets, from broad reach to niche community tags.",
      ),
      tool(
        "A/B Test Variants",
        "ab-test-variant-generator",
        "Split",
        "Distinct, labelled copy variants to test against each other.",
      ),
    ],
  },
  {
    id: "creative",
    name: "Creative Tools",
    tools: [
      tool(
        "Video Script to Reel",
        "video-script-to-reel",
        "Clapperboard",
        "Turns a script or idea into a shot-by-shot short-video reel plan.",
      ),
      tool(
        "Thumbnail Title",
        "thumbnail-title-generator",
        "Image",
        "Short, bold thumbnail titles that earn the click.",
      ),
      tool(
        "Logo Name Generator",
        "logo-name-generator",
        "Sparkles",
        "Brand and logo name ideas with the reasoning behind each.",
      ),
      tool(
        "Landing Page Copy",
        "landing-page-copy-generator",
        "LayoutTemplate",
        "Hero, benefits, social proof and CTA sections for a landing page.",
      ),
      tool(
        "CTA Generator",
        "cta-generator",
        "MousePointerClick",
        "Calls to action for buttons, ads and emails, by intent.",
      ),
    ],
  },
  {
    id: "strategy",
    name: "Marketing Strategy",
    tools: [
      tool(
        "Boost Suggestion Planner",
        "boost-suggestion-planner",
        "Rocket",
        "Which posts to boost, for whom, and how to split the budget.",
      ),
      tool(
        "Target Audience",
        "target-audience-finder",
        "Users",
        "Audience segments with needs, objections and where to reach them.",
      ),
      tool(
        "Keyword Research",
        "keyword-research-assistant",
        "KeyRound",
        "Keyword ideas grouped by intent, with content angles for each.",
      ),
      tool(
        "Campaign Ideas",
        "campaign-idea-generator",
        "Lightbulb",
        "Campaign concepts with hooks, channels and a launch plan.",
      ),
    ],
  },
  {
    id: "email",
    name: "Email & Outreach",
    tools: [
      tool(
        "Email Copywriter",
        "email-copywriter",
        "Mail",
        "Marketing emails with subject lines, preview text and a clear CTA.",
      ),
      tool(
        "Influencer Outreach",
        "influencer-outreach-email-writer",
        "Send",
        "Personal outreach emails that get influencers to reply.",
      ),
    ],
  },
  {
    id: "advanced",
    name: "Advanced Tools",
    tools: [
      tool(
        "Social Post Scheduler",
        "social-post-scheduler",
        "CalendarDays",
        "A week of platform-ready posts with suggested publishing times.",
      ),
      tool(
        "Ads Builder",
        "ads-builder",
        "PanelsTopLeft",
        "Complete ad sets: headlines, primary text, descriptions and CTAs.",
      ),
      tool(
        "SEO Blog Generator",
        "1-click-seo-blog-generator",
        "Zap",
        "A full SEO blog post from one keyword: outline, body, meta.",
      ),
      tool(
        "Lead Capture Funnel",
        "lead-capture-funnel",
        "Filter",
        "Lead magnet, opt-in page and follow-up sequence for a funnel.",
      ),
      tool(
        "Analytics Report",
        "analytics-report-generator",
        "BarChart3",
        "A readable performance report with insights from your numbers.",
      ),
      tool(
        "Client CRM",
        "client-crm-dashboard",
        "Contact",
        "Client summaries, next actions and follow-up messages.",
      ),
      tool(
        "Content Strategy",
        "content-strategy-generator",
        "Map",
        "Content pillars, formats and a monthly calendar for a brand.",
      ),
      tool(
        "Influencer Outreach Assistant",
        "influencer-outreach-assistant",
        "Handshake",
        "Influencer shortlist criteria, offer ideas and a campaign brief.",
      ),
      tool(
        "Marketing Funnel",
        "marketing-funnel-generator",
        "Workflow",
        "Awareness-to-purchase funnel stages with messages and metrics.",
      ),
      tool(
        "ROI Tracker",
        "client-roi-tracker",
        "TrendingUp",
        "ROI and ROAS from your spend and revenue, with what to do next.",
      ),
    ],
  },
  {
    id: "ai",
    name: "AI Tools",
    tools: [
      tool(
        "Image Generator",
        "ai-image-generator",
        "ImagePlus",
        "Generate marketing images from a prompt.",
        "coming-soon",
      ),
      tool(
        "Video Generator",
        "ai-video-generator",
        "Video",
        "Generate short marketing videos.",
        "coming-soon",
      ),
      tool(
        "Audio Generator",
        "ai-audio-generator",
        "AudioLines",
        "Generate voice-overs and jingles.",
        "coming-soon",
      ),
    ],
  },
] as const;

export const toolCategories: readonly ToolCategory[] = categories;

const unlisted = [
  {
    ...tool(
      "Ad Primary Text",
      "ad-primary-text-generator",
      "Type",
      "The main body text of a social ad, in several lengths.",
    ),
    bare: false,
  },
  {
    ...tool(
      "Stable Audio",
      "stable-audio-generator",
      "Music",
      "Background music from a genre, a mood and a length.",
    ),
    bare: true,
  },
] as const;

/** Working tools outside the seed's six categories (the sidebar adds them: `sidebarCategories`). */
export const unlistedTools: readonly (CatalogueTool & { bare: boolean })[] = unlisted;

type CatalogueEntry = (typeof categories)[number]["tools"][number] | (typeof unlisted)[number];

/** Where the sidebar lists the tools outside the seed's categories (issue 14: they work, so they are listed). */
const sidebarHome: Readonly<Record<(typeof unlisted)[number]["slug"], ToolCategory["id"]>> = {
  "ad-primary-text-generator": "content",
  "stable-audio-generator": "ai",
};

/**
 * The sidebar's categories: the seed's, with each tool outside them added at the end of its home
 * category (Ad Primary Text under Content & Copywriting, Stable Audio under AI Tools), so every
 * usable tool is one click away and the sidebar's count of working tools is `usableTools().length`.
 */
export const sidebarCategories: readonly ToolCategory[] = categories.map((category) => ({
  ...category,
  tools: [
    ...category.tools,
    ...unlisted.filter((entry) => sidebarHome[entry.slug] === category.id),
  ],
}));

/** The one tool whose output is audio. */
export const AUDIO_TOOL_SLUG = "stable-audio-generator";

/** A working tool's slug, as a type: every catalogue entry that is not "Coming Soon". */
export type WorkingToolSlug = Extract<CatalogueEntry, { status: "available" }>["slug"];

/** A working tool that writes text (every working tool but the audio one). */
export type TextToolSlug = Exclude<WorkingToolSlug, typeof AUDIO_TOOL_SLUG>;

export const catalogueTools: readonly CatalogueTool[] = [
  ...toolCategories.flatMap((category) => category.tools),
  ...unlistedTools,
];

/**
 * The one definition of a usable tool: it generates today (not "Coming Soon"), whether the sidebar
 * lists it or it is reached by URL. Every tool count a page shows (landing, sign-in, sidebar) is
 * the number of usable tools.
 */
export function isUsableTool(entry: Pick<CatalogueTool, "status">): boolean {
  return entry.status === "available";
}

/** Every usable tool, in catalogue order; `usableTools().length` is the count pages show. */
export function usableTools(): readonly CatalogueTool[] {
  return catalogueTools.filter(isUsableTool);
}

/** Slugs of tools that generate (everything but "Coming Soon"). */
export const workingToolSlugs: readonly string[] = usableTools().map((entry) => entry.slug);

export function findCatalogueTool(slug: string): CatalogueTool | undefined {
  return catalogueTools.find((entry) => entry.slug === slug);
}

/**
 * The seed renders these tool pages as a bare form: a heading and the form, without the tool
 * header (plan badge, description). They still sit in the dashboard's shell (sidebar and header).
 */
export function isBareTool(slug: string): boolean {
  return unlistedTools.some((entry) => entry.slug === slug && entry.bare);
}

/** "ai-caption-generator" → "Ai Caption Generator" (the seed's title-cased slug). */
export function titleCaseSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** What a tool produces; the result viewer and the model picker follow it. */
export type ToolOutput = "text" | "audio";

export function toolOutput(slug: string): ToolOutput {
  return slug === AUDIO_TOOL_SLUG ? "audio" : "text";
}
