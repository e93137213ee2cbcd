import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { toolConfigurations } from "../../../modules/tools/tool-configurations.ts";
import {
  OFFLINE_AUDIO_TOOL_SLUG,
  offlineTextToolSlugs,
  writeOffline,
  writeOfflineAudio,
} from "./offline-writer.ts";
import { nativeLanguages } from "./kit/language.ts";
import { booksStillMissing } from "./registry.ts";
import { BANGLA_CASES } from "./testing/bangla-checks.ts";
import { SAMPLE } from "./testing/sample-inputs.ts";

/**
 * The golden record: every tool's exact output for fixed inputs and seeds, one file per tool in
 * __golden__/. It pins the English copy byte for byte, so a refactor that changes a word, an
 * order or the sequence of random picks fails here. When a change to the copy is intended, run
 * `npx vitest run --project unit offline-writer.golden -u` and review the diff of the files.
 */
type Case = { name: string; inputs: Record<string, string>; seeds: readonly number[] };

/** The same roles under other field names, to exercise every template's fallbacks. */
const ALTERNATE_FIELDS: Record<string, string> = {
  title: "Spring Sneaker Drop",
  audience: "university students in Sylhet",
  platforms: "TikTok",
  goal: "Get more sign-ups for the running club",
  prompt: "Spend: $1,200\nReach: 40,000\nImpressions: 150,000\nLink clicks: 900\nLeads: 45",
  budget: "$500 for 2 weeks",
  spend: "$400",
};

const SOFTWARE = "Taskly project management app for small agencies";
const BANGLA_PRODUCT = "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স";

/** Inputs that take each template down its other branches. */
const VARIANTS: Readonly<Record<string, readonly Record<string, string>[]>> = {
  "ai-caption-generator": [
    { platform: "Facebook" },
    { platform: "LinkedIn" },
    { platform: "TikTok" },
    { platform: "X (Twitter)" },
    { platform: "YouTube Shorts" },
    { platform: "Pinterest" },
    { product_name: SOFTWARE, platform: "Facebook", target_audience: "agency owners" },
    { product_name: BANGLA_PRODUCT },
  ],
  "blog-content-generator": [
    { topic: "Eco-friendly sneakers for city runners", keywords: "" },
    { topic: "Sneaker care", keywords: "white sneakers" },
  ],
  "ad-headline-generator": [
    {
      key_benefit: "Stays dry in monsoon rain! Free delivery",
      product_name: "waterproof backpacks",
    },
    { target_audience: "busy parents", key_benefit: "" },
  ],
  "product-description-writer": [
    { key_features: "" },
    { key_features: "titanium buckle, hidden pocket, reflective strip, gift box, leather strap" },
    { product_name: "handwoven jute basket", target_audience: "" },
  ],
  "seo-meta-description-writer": [
    { page_topic: "How to clean white sneakers", focus_keyword: "clean white sneakers" },
    { page_topic: "CRM software for small agencies", focus_keyword: "agency CRM" },
    { brand_name: "" },
    {
      focus_keyword:
        "eco-friendly recycled lightweight breathable running and walking shoes for hot weather",
      brand_name: "EcoStride Footwear Company of Bangladesh",
    },
  ],
  "hashtag-generator": [
    { topic: "ঈদ কালেকশন", keywords: "জামদানি শাড়ি, হাতে বোনা", brand_name: "তাঁতঘর" },
    { brand_name: "" },
    { keywords: "" },
  ],
  "ab-test-variant-generator": [
    { original_copy: "Fresh coffee beans delivered every week" },
    { original_copy: "Try our new app.\nIt saves time.\nSign up free today." },
  ],
  "ad-primary-text-generator": [
    { key_benefit: "" },
    { product_name: SOFTWARE, target_audience: "agency owners" },
  ],
  "video-script-to-reel": [
    { duration: "15" },
    { duration: "1 min" },
    { duration: "soon" },
    { duration: "120" },
    { duration: "5" },
    { video_script: "Our sneakers are made from recycled bottles. They breathe well." },
    { video_script: "A quick look at our sneakers" },
    { video_script: "" },
  ],
  "thumbnail-title-generator": [
    { video_topic: "Why your running shoes hurt" },
    { target_audience: "" },
  ],
  "logo-name-generator": [
    {
      business_description: "Online shop for handmade jute baskets in Berlin",
      target_audience: "young families in Berlin",
    },
    { brand_personality: "luxury, elegant", business_description: "Perfume boutique" },
    { brand_personality: "playful, bright", business_description: "Toy store for kids" },
    { brand_personality: "tech, smart", business_description: "Cloud software studio" },
    { brand_personality: "", business_description: "Selling stuff" },
  ],
  "landing-page-copy-generator": [
    { product_name: SOFTWARE, offer: "Start a 14-day free trial" },
    { offer: "Book a demo" },
    { offer: "Free gift wrapping" },
    { offer: "" },
    { key_benefits: "" },
  ],
  "cta-generator": [
    { desired_action: "Newsletter sign-up" },
    { desired_action: "Download the app" },
    { desired_action: "Shop" },
  ],
  "boost-suggestion-planner": [
    { total_budget: "whatever is left" },
    { campaign_goal: "Get more page followers" },
    { campaign_goal: "More comments and shares" },
    { campaign_goal: "Collect leads for the webinar" },
    { campaign_goal: "More WhatsApp messages" },
    { campaign_goal: "Win back past customers for repeat orders" },
    { campaign_goal: "More website visits", total_budget: "$300 for 2 days" },
    { campaign_goal: "Something nice", total_budget: "৳5,000 for 1 day" },
    { total_budget: "2 lakh taka for 3 weeks" },
    { total_budget: "৳10,000" },
  ],
  "target-audience-finder": [
    { product_name: SOFTWARE, product_description: "Task boards and client reports for agencies" },
    { market: "Berlin, Germany", product_description: "Stainless steel water bottles" },
  ],
  "keyword-research-assistant": [
    { location: "" },
    { location: "Berlin", seed_keyword: "yoga mat" },
    { target_audience: "" },
  ],
  "campaign-idea-generator": [{ campaign_goal: "Get more followers" }],
  "email-copywriter": [
    { email_goal: "Launch our new colour range" },
    { email_goal: "Invite subscribers to a live styling workshop on 5 May" },
    { email_goal: "Win back customers who haven't ordered in 6 months" },
    { email_goal: "Welcome new subscribers" },
    { email_goal: "Share our monthly update" },
    { email_goal: "Free delivery weekend ends Sunday" },
  ],
  "influencer-outreach-email-writer": [
    { collaboration_offer: "A gifted pair in exchange for an honest review" },
    { influencer_name: "" },
  ],
  "social-post-scheduler": [
    { platforms: "LinkedIn" },
    { platforms: "TikTok, X, YouTube" },
    { platforms: "Pinterest" },
    { content_focus: "" },
    { brand_name: "Taskly", content_focus: "project management app tips" },
  ],
  "ads-builder": [
    { offer: "" },
    { offer: "Book a free consultation" },
    { offer: "Start your 14-day free trial", product_name: SOFTWARE },
    { offer: "Buy one get one deal" },
    { key_benefit: "" },
  ],
  "1-click-seo-blog-generator": [{ focus_keyword: "yoga mat", target_audience: "" }],
  "lead-capture-funnel": [
    { audience_pain_point: "I struggle to find time to cook healthy meals" },
    { product_name: SOFTWARE },
  ],
  "analytics-report-generator": [
    { campaign_metrics: "it went well overall" },
    { campaign_metrics: "Spend: ৳50,000\nRevenue: ৳30,000\nReach: 20,000\nImpressions: 90,000" },
    { campaign_metrics: "CTR: 1.5%, ROAS: 2.4, Cost per purchase: ৳300, Frequency: 3.2" },
    { campaign_metrics: "Spend ৳10,000\nGreat comments this month\nSales: ৳40,000" },
    { campaign_goal: "৳200,000 in revenue" },
    { campaign_goal: "" },
    { campaign_metrics: "Leads | 120; Link clicks = 2,400; Cost: $600" },
  ],
  "client-crm-dashboard": [
    {
      client_notes:
        "Very happy with March results; referred a friend; renewal in June; meeting on Monday",
    },
    { client_notes: "" },
    { client_notes: "No reply since the last report. Contract ends in May." },
    { client_goal: "" },
    { client_notes: "Owner Mr Karim wants to try Google Ads; budget ৳20,000; results up 12%" },
  ],
  "content-strategy-generator": [
    { business_goal: "Grow brand awareness", brand_name: "Taskly" },
    { platforms: "LinkedIn, X, YouTube, TikTok" },
    { platforms: "Pinterest" },
    { business_goal: "More sales from Instagram" },
  ],
  "influencer-outreach-assistant": [
    { campaign_goal: "Brand awareness in Chattogram" },
    { campaign_goal: "More comments and community" },
    { campaign_budget: "" },
    { campaign_budget: "$2,000" },
  ],
  "marketing-funnel-generator": [
    { product_name: SOFTWARE },
    { product_name: "Waterproof backpacks" },
  ],
  "client-roi-tracker": [
    { ad_spend: "1.5 lakh taka", revenue: "৪,৫০,০০০ টাকা", other_costs: "none" },
    { ad_spend: "a lot", revenue: "" },
    { ad_spend: "$500", revenue: "৳90,000" },
    { revenue: "৳20,000" },
    { ad_spend: "10000", revenue: "40000", other_costs: "30000" },
    { ad_spend: "0" },
    { ad_spend: "-5000" },
    { other_costs: "" },
  ],
};

const SEPARATOR = (name: string) => `═══ ${name} ═══`;

function casesFor(slug: string, fields: readonly string[]): Case[] {
  const sample = Object.fromEntries(fields.map((name) => [name, SAMPLE[name] ?? ""]));
  const long = Object.fromEntries(
    fields.map((name) => [name, `${SAMPLE[name] ?? ""} `.repeat(6).trim()]),
  );
  return [
    { name: "sample", inputs: sample, seeds: [1, 2, 3] },
    { name: "empty", inputs: {}, seeds: [5] },
    { name: "long", inputs: long, seeds: [3] },
    { name: "alternate fields", inputs: ALTERNATE_FIELDS, seeds: [4] },
    ...(VARIANTS[slug] ?? []).map((overrides, index) => ({
      name: `variant ${index + 1}: ${JSON.stringify(overrides)}`,
      inputs: { ...sample, ...overrides },
      seeds: [7],
    })),
  ];
}

function record(
  cases: readonly Case[],
  write: (inputs: Record<string, string>, seed: number) => string,
) {
  return cases
    .flatMap(({ name, inputs, seeds }) =>
      seeds.map((seed) => `${SEPARATOR(`${name} · seed ${seed}`)}\n\n${write(inputs, seed)}\n`),
    )
    .join("\n");
}

describe("the offline writer's golden record", () => {
  for (const slug of offlineTextToolSlugs) {
    it(slug, async () => {
      const fields = toolConfigurations.find((entry) => entry.toolSlug === slug)?.inputFields;
      const text = record(
        casesFor(slug, fields ?? []),
        (inputs, seed) => writeOffline({ toolSlug: slug, inputs, seed }).content,
      );
      await expect(text).toMatchFileSnapshot(`./__golden__/${slug}.md`);
    });
  }

  // The Bangla and Banglish books, for the Bangla and the Latin inputs their tests use.
  for (const language of nativeLanguages)
    for (const slug of offlineTextToolSlugs) {
      if ((booksStillMissing[language] as readonly string[]).includes(slug)) continue;
      it(`${slug} (${language})`, async () => {
        const fields = toolConfigurations.find((entry) => entry.toolSlug === slug)?.inputFields;
        const cases = Object.entries(BANGLA_CASES).map(([name, values]) => ({
          name,
          inputs: Object.fromEntries(
            (fields ?? []).map((field) => [field, (values as Record<string, string>)[field] ?? ""]),
          ),
          seeds: [1, 2, 3],
        }));
        const text = record(
          cases,
          (inputs, seed) => writeOffline({ toolSlug: slug, inputs, seed, language }).content,
        );
        await expect(text).toMatchFileSnapshot(`./__golden__/${language}/${slug}.md`);
      });
    }

  it("a tool without a template", async () => {
    const text = record(
      [
        {
          name: "press release",
          inputs: { title: "EcoStride opens in Sylhet", keywords: "launch, Sylhet" },
          seeds: [1, 2, 3],
        },
        { name: "one input", inputs: { topic: "Monsoon sale" }, seeds: [1] },
        { name: "empty", inputs: {}, seeds: [1] },
      ],
      (inputs, seed) => writeOffline({ toolSlug: "press-release-writer", inputs, seed }).content,
    );
    await expect(text).toMatchFileSnapshot("./__golden__/generic-draft.md");
  });

  it(OFFLINE_AUDIO_TOOL_SLUG, async () => {
    const inputSets = [
      { genre: "folk", mood: "uplifting", duration: "2" },
      { genre: "jazz", mood: "calm", duration: "3" },
      { genre: "polka", mood: "", duration: "long" },
    ];
    const text = inputSets
      .flatMap((inputs) =>
        [1, 2].map((seed) => {
          const { content } = writeOfflineAudio({ inputs, seed });
          const digest = createHash("sha256").update(content).digest("hex");
          return `${JSON.stringify(inputs)} · seed ${seed}: sha256 ${digest}`;
        }),
      )
      .join("\n");
    await expect(`${text}\n`).toMatchFileSnapshot(`./__golden__/${OFFLINE_AUDIO_TOOL_SLUG}.md`);
  });
});
