import type { TextToolSlug } from "@outsmart/contracts/tool-catalogue";
import { advancedTemplates } from "./advanced-templates.ts";
import { contentTemplates } from "./content-templates.ts";
import { creativeTemplates } from "./creative-templates.ts";
import { emailTemplates } from "./email-templates.ts";
import { reportTemplates } from "./report-templates.ts";
import { strategyTemplates } from "./strategy-templates.ts";
import type { ToolWriter } from "./kit/tool-writer.ts";

/**
 * Every working text tool's writer. Keyed by the catalogue's slugs, so a tool missing here (or one
 * the catalogue does not have) is a type error.
 */
export const toolWriters = {
  "ai-caption-generator": contentTemplates["ai-caption-generator"],
  "blog-content-generator": contentTemplates["blog-content-generator"],
  "ad-headline-generator": contentTemplates["ad-headline-generator"],
  "product-description-writer": contentTemplates["product-description-writer"],
  "seo-meta-description-writer": contentTemplates["seo-meta-description-writer"],
  "hashtag-generator": contentTemplates["hashtag-generator"],
  "ab-test-variant-generator": contentTemplates["ab-test-variant-generator"],
  "ad-primary-text-generator": contentTemplates["ad-primary-text-generator"],
  "video-script-to-reel": creativeTemplates["video-script-to-reel"],
  "thumbnail-title-generator": creativeTemplates["thumbnail-title-generator"],
  "logo-name-generator": creativeTemplates["logo-name-generator"],
  "landing-page-copy-generator": creativeTemplates["landing-page-copy-generator"],
  "cta-generator": creativeTemplates["cta-generator"],
  "boost-suggestion-planner": strategyTemplates["boost-suggestion-planner"],
  "target-audience-finder": strategyTemplates["target-audience-finder"],
  "keyword-research-assistant": strategyTemplates["keyword-research-assistant"],
  "campaign-idea-generator": strategyTemplates["campaign-idea-generator"],
  "email-copywriter": emailTemplates["email-copywriter"],
  "influencer-outreach-email-writer": emailTemplates["influencer-outreach-email-writer"],
  "social-post-scheduler": advancedTemplates["social-post-scheduler"],
  "ads-builder": advancedTemplates["ads-builder"],
  "1-click-seo-blog-generator": advancedTemplates["1-click-seo-blog-generator"],
  "lead-capture-funnel": advancedTemplates["lead-capture-funnel"],
  "content-strategy-generator": advancedTemplates["content-strategy-generator"],
  "influencer-outreach-assistant": advancedTemplates["influencer-outreach-assistant"],
  "marketing-funnel-generator": advancedTemplates["marketing-funnel-generator"],
  "analytics-report-generator": reportTemplates["analytics-report-generator"],
  "client-crm-dashboard": reportTemplates["client-crm-dashboard"],
  "client-roi-tracker": reportTemplates["client-roi-tracker"],
} satisfies Record<TextToolSlug, ToolWriter>;

export function hasToolWriter(slug: string): slug is TextToolSlug {
  return Object.hasOwn(toolWriters, slug);
}
