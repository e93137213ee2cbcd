import type { TextToolSlug } from "@outsmart/contracts/tool-catalogue";
import type { NativeLanguage } from "./kit/language.ts";
import { toolWriter, type ToolWriter } from "./kit/tool-writer.ts";
import { seoBlogBanglish } from "./tools/1-click-seo-blog-generator/1-click-seo-blog-generator.banglish.ts";
import { seoBlogBn } from "./tools/1-click-seo-blog-generator/1-click-seo-blog-generator.bn.ts";
import { seoBlogEn } from "./tools/1-click-seo-blog-generator/1-click-seo-blog-generator.en.ts";
import { writeSeoBlog } from "./tools/1-click-seo-blog-generator/1-click-seo-blog-generator.writer.ts";
import { abTestBanglish } from "./tools/ab-test-variant-generator/ab-test-variant-generator.banglish.ts";
import { abTestBn } from "./tools/ab-test-variant-generator/ab-test-variant-generator.bn.ts";
import { abTestEn } from "./tools/ab-test-variant-generator/ab-test-variant-generator.en.ts";
import { writeAbVariants } from "./tools/ab-test-variant-generator/ab-test-variant-generator.writer.ts";
import { adHeadlinesBanglish } from "./tools/ad-headline-generator/ad-headline-generator.banglish.ts";
import { adHeadlinesBn } from "./tools/ad-headline-generator/ad-headline-generator.bn.ts";
import { adHeadlinesEn } from "./tools/ad-headline-generator/ad-headline-generator.en.ts";
import { writeAdHeadlines } from "./tools/ad-headline-generator/ad-headline-generator.writer.ts";
import { primaryTextBanglish } from "./tools/ad-primary-text-generator/ad-primary-text-generator.banglish.ts";
import { primaryTextBn } from "./tools/ad-primary-text-generator/ad-primary-text-generator.bn.ts";
import { primaryTextEn } from "./tools/ad-primary-text-generator/ad-primary-text-generator.en.ts";
import { writePrimaryText } from "./tools/ad-primary-text-generator/ad-primary-text-generator.writer.ts";
import { adsBuilderBanglish } from "./tools/ads-builder/ads-builder.banglish.ts";
import { adsBuilderBn } from "./tools/ads-builder/ads-builder.bn.ts";
import { adsBuilderEn } from "./tools/ads-builder/ads-builder.en.ts";
import { writeAdsBuilder } from "./tools/ads-builder/ads-builder.writer.ts";
import { captionBanglish } from "./tools/ai-caption-generator/ai-caption-generator.banglish.ts";
import { captionBn } from "./tools/ai-caption-generator/ai-caption-generator.bn.ts";
import { captionEn } from "./tools/ai-caption-generator/ai-caption-generator.en.ts";
import { writeCaption } from "./tools/ai-caption-generator/ai-caption-generator.writer.ts";
import { analyticsBanglish } from "./tools/analytics-report-generator/analytics-report-generator.banglish.ts";
import { analyticsBn } from "./tools/analytics-report-generator/analytics-report-generator.bn.ts";
import { analyticsEn } from "./tools/analytics-report-generator/analytics-report-generator.en.ts";
import { writeAnalyticsReport } from "./tools/analytics-report-generator/analytics-report-generator.writer.ts";
import { blogContentBanglish } from "./tools/blog-content-generator/blog-content-generator.banglish.ts";
import { blogContentBn } from "./tools/blog-content-generator/blog-content-generator.bn.ts";
import { blogContentEn } from "./tools/blog-content-generator/blog-content-generator.en.ts";
import { writeBlogContent } from "./tools/blog-content-generator/blog-content-generator.writer.ts";
import { boostBanglish } from "./tools/boost-suggestion-planner/boost-suggestion-planner.banglish.ts";
import { boostBn } from "./tools/boost-suggestion-planner/boost-suggestion-planner.bn.ts";
import { boostEn } from "./tools/boost-suggestion-planner/boost-suggestion-planner.en.ts";
import { writeBoostPlan } from "./tools/boost-suggestion-planner/boost-suggestion-planner.writer.ts";
import { campaignIdeasBanglish } from "./tools/campaign-idea-generator/campaign-idea-generator.banglish.ts";
import { campaignIdeasBn } from "./tools/campaign-idea-generator/campaign-idea-generator.bn.ts";
import { campaignIdeasEn } from "./tools/campaign-idea-generator/campaign-idea-generator.en.ts";
import { writeCampaignIdeas } from "./tools/campaign-idea-generator/campaign-idea-generator.writer.ts";
import { crmBanglish } from "./tools/client-crm-dashboard/client-crm-dashboard.banglish.ts";
import { crmBn } from "./tools/client-crm-dashboard/client-crm-dashboard.bn.ts";
import { crmEn } from "./tools/client-crm-dashboard/client-crm-dashboard.en.ts";
import { writeCrmSummary } from "./tools/client-crm-dashboard/client-crm-dashboard.writer.ts";
import { roiBanglish } from "./tools/client-roi-tracker/client-roi-tracker.banglish.ts";
import { roiBn } from "./tools/client-roi-tracker/client-roi-tracker.bn.ts";
import { roiEn } from "./tools/client-roi-tracker/client-roi-tracker.en.ts";
import { writeRoiReport } from "./tools/client-roi-tracker/client-roi-tracker.writer.ts";
import { contentStrategyBanglish } from "./tools/content-strategy-generator/content-strategy-generator.banglish.ts";
import { contentStrategyBn } from "./tools/content-strategy-generator/content-strategy-generator.bn.ts";
import { contentStrategyEn } from "./tools/content-strategy-generator/content-strategy-generator.en.ts";
import { writeContentStrategy } from "./tools/content-strategy-generator/content-strategy-generator.writer.ts";
import { ctasBanglish } from "./tools/cta-generator/cta-generator.banglish.ts";
import { ctasBn } from "./tools/cta-generator/cta-generator.bn.ts";
import { ctasEn } from "./tools/cta-generator/cta-generator.en.ts";
import { writeCtas } from "./tools/cta-generator/cta-generator.writer.ts";
import { emailBanglish } from "./tools/email-copywriter/email-copywriter.banglish.ts";
import { emailBn } from "./tools/email-copywriter/email-copywriter.bn.ts";
import { emailEn } from "./tools/email-copywriter/email-copywriter.en.ts";
import { writeEmail } from "./tools/email-copywriter/email-copywriter.writer.ts";
import { hashtagsBanglish } from "./tools/hashtag-generator/hashtag-generator.banglish.ts";
import { hashtagsBn } from "./tools/hashtag-generator/hashtag-generator.bn.ts";
import { hashtagsEn } from "./tools/hashtag-generator/hashtag-generator.en.ts";
import { writeHashtags } from "./tools/hashtag-generator/hashtag-generator.writer.ts";
import { influencerPlanBanglish } from "./tools/influencer-outreach-assistant/influencer-outreach-assistant.banglish.ts";
import { influencerPlanBn } from "./tools/influencer-outreach-assistant/influencer-outreach-assistant.bn.ts";
import { influencerPlanEn } from "./tools/influencer-outreach-assistant/influencer-outreach-assistant.en.ts";
import { writeInfluencerPlan } from "./tools/influencer-outreach-assistant/influencer-outreach-assistant.writer.ts";
import { influencerEmailBanglish } from "./tools/influencer-outreach-email-writer/influencer-outreach-email-writer.banglish.ts";
import { influencerEmailBn } from "./tools/influencer-outreach-email-writer/influencer-outreach-email-writer.bn.ts";
import { influencerEmailEn } from "./tools/influencer-outreach-email-writer/influencer-outreach-email-writer.en.ts";
import { writeInfluencerEmail } from "./tools/influencer-outreach-email-writer/influencer-outreach-email-writer.writer.ts";
import { keywordResearchBanglish } from "./tools/keyword-research-assistant/keyword-research-assistant.banglish.ts";
import { keywordResearchBn } from "./tools/keyword-research-assistant/keyword-research-assistant.bn.ts";
import { keywordResearchEn } from "./tools/keyword-research-assistant/keyword-research-assistant.en.ts";
import { writeKeywordResearch } from "./tools/keyword-research-assistant/keyword-research-assistant.writer.ts";
import { landingPageBanglish } from "./tools/landing-page-copy-generator/landing-page-copy-generator.banglish.ts";
import { landingPageBn } from "./tools/landing-page-copy-generator/landing-page-copy-generator.bn.ts";
import { landingPageEn } from "./tools/landing-page-copy-generator/landing-page-copy-generator.en.ts";
import { writeLandingPage } from "./tools/landing-page-copy-generator/landing-page-copy-generator.writer.ts";
import { leadFunnelBanglish } from "./tools/lead-capture-funnel/lead-capture-funnel.banglish.ts";
import { leadFunnelBn } from "./tools/lead-capture-funnel/lead-capture-funnel.bn.ts";
import { leadFunnelEn } from "./tools/lead-capture-funnel/lead-capture-funnel.en.ts";
import { writeLeadFunnel } from "./tools/lead-capture-funnel/lead-capture-funnel.writer.ts";
import { logoNamesBanglish } from "./tools/logo-name-generator/logo-name-generator.banglish.ts";
import { logoNamesBn } from "./tools/logo-name-generator/logo-name-generator.bn.ts";
import { logoNamesEn } from "./tools/logo-name-generator/logo-name-generator.en.ts";
import { writeLogoNames } from "./tools/logo-name-generator/logo-name-generator.writer.ts";
import { marketingFunnelBanglish } from "./tools/marketing-funnel-generator/marketing-funnel-generator.banglish.ts";
import { marketingFunnelBn } from "./tools/marketing-funnel-generator/marketing-funnel-generator.bn.ts";
import { marketingFunnelEn } from "./tools/marketing-funnel-generator/marketing-funnel-generator.en.ts";
import { writeMarketingFunnel } from "./tools/marketing-funnel-generator/marketing-funnel-generator.writer.ts";
import { productDescriptionBanglish } from "./tools/product-description-writer/product-description-writer.banglish.ts";
import { productDescriptionBn } from "./tools/product-description-writer/product-description-writer.bn.ts";
import { productDescriptionEn } from "./tools/product-description-writer/product-description-writer.en.ts";
import { writeProductDescription } from "./tools/product-description-writer/product-description-writer.writer.ts";
import { seoMetaBanglish } from "./tools/seo-meta-description-writer/seo-meta-description-writer.banglish.ts";
import { seoMetaBn } from "./tools/seo-meta-description-writer/seo-meta-description-writer.bn.ts";
import { seoMetaEn } from "./tools/seo-meta-description-writer/seo-meta-description-writer.en.ts";
import { writeSeoMeta } from "./tools/seo-meta-description-writer/seo-meta-description-writer.writer.ts";
import { schedulerBanglish } from "./tools/social-post-scheduler/social-post-scheduler.banglish.ts";
import { schedulerBn } from "./tools/social-post-scheduler/social-post-scheduler.bn.ts";
import { schedulerEn } from "./tools/social-post-scheduler/social-post-scheduler.en.ts";
import { writeSchedule } from "./tools/social-post-scheduler/social-post-scheduler.writer.ts";
import { audienceFinderBanglish } from "./tools/target-audience-finder/target-audience-finder.banglish.ts";
import { audienceFinderBn } from "./tools/target-audience-finder/target-audience-finder.bn.ts";
import { audienceFinderEn } from "./tools/target-audience-finder/target-audience-finder.en.ts";
import { writeAudienceFinder } from "./tools/target-audience-finder/target-audience-finder.writer.ts";
import { thumbnailsBanglish } from "./tools/thumbnail-title-generator/thumbnail-title-generator.banglish.ts";
import { thumbnailsBn } from "./tools/thumbnail-title-generator/thumbnail-title-generator.bn.ts";
import { thumbnailsEn } from "./tools/thumbnail-title-generator/thumbnail-title-generator.en.ts";
import { writeThumbnails } from "./tools/thumbnail-title-generator/thumbnail-title-generator.writer.ts";
import { reelBanglish } from "./tools/video-script-to-reel/video-script-to-reel.banglish.ts";
import { reelBn } from "./tools/video-script-to-reel/video-script-to-reel.bn.ts";
import { reelEn } from "./tools/video-script-to-reel/video-script-to-reel.en.ts";
import { writeReel } from "./tools/video-script-to-reel/video-script-to-reel.writer.ts";

/**
 * Every working text tool's writer with its phrase books, one line per tool. Keyed by the
 * catalogue's slugs, so a tool missing here (or one the catalogue does not have) is a type error,
 * and so is a tool without an English phrase book. Bangla and Banglish books are the third
 * argument; a tool without one is named in `booksStillMissing` below.
 */
export const toolWriters = {
  // Content & Copywriting
  "ai-caption-generator": toolWriter(
    writeCaption,
    { en: captionEn },
    { bn: captionBn, banglish: captionBanglish },
  ),
  "blog-content-generator": toolWriter(
    writeBlogContent,
    { en: blogContentEn },
    { bn: blogContentBn, banglish: blogContentBanglish },
  ),
  "ad-headline-generator": toolWriter(
    writeAdHeadlines,
    { en: adHeadlinesEn },
    { bn: adHeadlinesBn, banglish: adHeadlinesBanglish },
  ),
  "product-description-writer": toolWriter(
    writeProductDescription,
    { en: productDescriptionEn },
    { bn: productDescriptionBn, banglish: productDescriptionBanglish },
  ),
  "seo-meta-description-writer": toolWriter(
    writeSeoMeta,
    { en: seoMetaEn },
    { bn: seoMetaBn, banglish: seoMetaBanglish },
  ),
  "hashtag-generator": toolWriter(
    writeHashtags,
    { en: hashtagsEn },
    { bn: hashtagsBn, banglish: hashtagsBanglish },
  ),
  "ab-test-variant-generator": toolWriter(
    writeAbVariants,
    { en: abTestEn },
    { bn: abTestBn, banglish: abTestBanglish },
  ),
  // Creative Tools
  "video-script-to-reel": toolWriter(
    writeReel,
    { en: reelEn },
    { bn: reelBn, banglish: reelBanglish },
  ),
  "thumbnail-title-generator": toolWriter(
    writeThumbnails,
    { en: thumbnailsEn },
    { bn: thumbnailsBn, banglish: thumbnailsBanglish },
  ),
  "logo-name-generator": toolWriter(
    writeLogoNames,
    { en: logoNamesEn },
    { bn: logoNamesBn, banglish: logoNamesBanglish },
  ),
  "landing-page-copy-generator": toolWriter(
    writeLandingPage,
    { en: landingPageEn },
    { bn: landingPageBn, banglish: landingPageBanglish },
  ),
  "cta-generator": toolWriter(writeCtas, { en: ctasEn }, { bn: ctasBn, banglish: ctasBanglish }),
  // Marketing Strategy
  "boost-suggestion-planner": toolWriter(
    writeBoostPlan,
    { en: boostEn },
    { bn: boostBn, banglish: boostBanglish },
  ),
  "target-audience-finder": toolWriter(
    writeAudienceFinder,
    { en: audienceFinderEn },
    { bn: audienceFinderBn, banglish: audienceFinderBanglish },
  ),
  "keyword-research-assistant": toolWriter(
    writeKeywordResearch,
    { en: keywordResearchEn },
    { bn: keywordResearchBn, banglish: keywordResearchBanglish },
  ),
  "campaign-idea-generator": toolWriter(
    writeCampaignIdeas,
    { en: campaignIdeasEn },
    { bn: campaignIdeasBn, banglish: campaignIdeasBanglish },
  ),
  // Email & Outreach
  "email-copywriter": toolWriter(
    writeEmail,
    { en: emailEn },
    { bn: emailBn, banglish: emailBanglish },
  ),
  "influencer-outreach-email-writer": toolWriter(
    writeInfluencerEmail,
    { en: influencerEmailEn },
    { bn: influencerEmailBn, banglish: influencerEmailBanglish },
  ),
  // Advanced Tools
  "social-post-scheduler": toolWriter(
    writeSchedule,
    { en: schedulerEn },
    { bn: schedulerBn, banglish: schedulerBanglish },
  ),
  "ads-builder": toolWriter(
    writeAdsBuilder,
    { en: adsBuilderEn },
    { bn: adsBuilderBn, banglish: adsBuilderBanglish },
  ),
  "1-click-seo-blog-generator": toolWriter(
    writeSeoBlog,
    { en: seoBlogEn },
    { bn: seoBlogBn, banglish: seoBlogBanglish },
  ),
  "lead-capture-funnel": toolWriter(
    writeLeadFunnel,
    { en: leadFunnelEn },
    { bn: leadFunnelBn, banglish: leadFunnelBanglish },
  ),
  "analytics-report-generator": toolWriter(
    writeAnalyticsReport,
    { en: analyticsEn },
    { bn: analyticsBn, banglish: analyticsBanglish },
  ),
  "client-crm-dashboard": toolWriter(
    writeCrmSummary,
    { en: crmEn },
    { bn: crmBn, banglish: crmBanglish },
  ),
  "content-strategy-generator": toolWriter(
    writeContentStrategy,
    { en: contentStrategyEn },
    { bn: contentStrategyBn, banglish: contentStrategyBanglish },
  ),
  "influencer-outreach-assistant": toolWriter(
    writeInfluencerPlan,
    { en: influencerPlanEn },
    { bn: influencerPlanBn, banglish: influencerPlanBanglish },
  ),
  "marketing-funnel-generator": toolWriter(
    writeMarketingFunnel,
    { en: marketingFunnelEn },
    { bn: marketingFunnelBn, banglish: marketingFunnelBanglish },
  ),
  "client-roi-tracker": toolWriter(
    writeRoiReport,
    { en: roiEn },
    { bn: roiBn, banglish: roiBanglish },
  ),
  // Unlisted
  "ad-primary-text-generator": toolWriter(
    writePrimaryText,
    { en: primaryTextEn },
    { bn: primaryTextBn, banglish: primaryTextBanglish },
  ),
} satisfies Record<TextToolSlug, ToolWriter>;

/** Tools are given their Bangla and Banglish books together (`toolWriter`'s third argument). */
const withoutNativeBooks: readonly TextToolSlug[] = [];

/**
 * The tools whose Bangla or Banglish book is not written yet: the only way the registry accepts a
 * tool without one (registry.test.ts fails when a listed tool has its book, or an unlisted tool has
 * none). Until then the tool writes English under a note saying so (offline-writer.ts).
 */
export const booksStillMissing: Readonly<Record<NativeLanguage, readonly TextToolSlug[]>> = {
  bn: withoutNativeBooks,
  banglish: withoutNativeBooks,
};

export function hasToolWriter(slug: string): slug is TextToolSlug {
  return Object.hasOwn(toolWriters, slug);
}
