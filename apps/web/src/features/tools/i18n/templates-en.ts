import type { TemplateOccasion } from "@outsmart/contracts/campaign-templates";

/** The template library and a tool page opened from a template, in English (docs/templates.md). */
export const templatesEn = {
  title: "Campaign templates",
  lead: "Ready briefs for Bangladesh's selling seasons and everyday jobs. Pick one, check the brief, and the tool opens with it filled in.",
  occasionFilter: "Show templates for",
  allOccasions: "All",
  occasions: {
    festivals: "Festivals & days",
    sales: "Sales & seasons",
    launches: "Launches & restocks",
    orders: "Orders & marketplaces",
    growth: "Growing your page",
  } satisfies Record<TemplateOccasion, string>,
  briefLanguage: "Brief and copy in",
  count: (shown: number) => (shown === 1 ? "1 template" : `${shown} templates`),
  opens: "Opens",
  preview: "Preview the brief",
  useTemplate: "Use this template",
  useTemplateNamed: (title: string) => `Use this template: ${title}`,
  brandKitHint:
    "The products in the briefs are examples: change them to yours on the tool page, or choose a brand kit there to add your prices, offers and tone.",
  // A tool page opened with ?template=
  filledFrom: (title: string) =>
    `Filled in from the template “${title}”. Change the product and details to yours, then generate.`,
  notFound: "That template was not found, so the form starts empty.",
  otherTool: "That template is for another tool, so nothing was filled in.",
};

export type TemplatesMessages = typeof templatesEn;
