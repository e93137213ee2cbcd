import type { TemplateLanguage, TemplateOccasion } from "./campaign-templates.ts";

/**
 * Campaign kits (issue 16, docs/templates.md, ADR 0085): several tools run as one job on one
 * brief. Each step names a tool and fills every one of its fields from a pattern: `{product_name}`,
 * `{target_audience}`, `{offer}` and `{campaign_goal}` come from the kit's brief (which the user
 * edits), `{step1}`… from the lead of an earlier step's output (`leadOf`). A model also gets the
 * earlier steps' whole text as context (server: campaign-kits.service.ts). Written natively in
 * English and in Bangla, like the templates; kits need a paid pack (capability `campaignKits`).
 */
export const kitBriefFields = [
  "product_name",
  "target_audience",
  "offer",
  "campaign_goal",
] as const;
export type KitBriefField = (typeof kitBriefFields)[number];
export type KitBrief = Readonly<Record<KitBriefField, string>>;

export type KitStep = {
  toolSlug: string;
  /** The tool's inputs by field name, each a pattern over the brief and earlier steps. */
  inputs: Record<TemplateLanguage, Readonly<Record<string, string>>>;
};

export type CampaignKit = {
  id: string;
  occasion: TemplateOccasion;
  title: Record<TemplateLanguage, string>;
  summary: Record<TemplateLanguage, string>;
  brief: Record<TemplateLanguage, KitBrief>;
  steps: readonly KitStep[];
};

/** The most a brief field may hold (the tools' own fields are short noun phrases and facts). */
export const KIT_BRIEF_MAX_LENGTH = 300;

/** The most of an earlier step's lead that goes into a later step's field. */
export const KIT_LEAD_MAX_LENGTH = 120;

const ideaStep = {
  toolSlug: "campaign-idea-generator",
  inputs: {
    en: {
      product_name: "{product_name}",
      campaign_goal: "{campaign_goal}",
      target_audience: "{target_audience}",
    },
    bn: {
      product_name: "{product_name}",
      campaign_goal: "{campaign_goal}",
      target_audience: "{target_audience}",
    },
  },
} as const satisfies KitStep;

const headlineStep = {
  toolSlug: "ad-headline-generator",
  inputs: {
    en: {
      product_name: "{product_name}",
      key_benefit: "{offer}, in the campaign “{step1}”",
      target_audience: "{target_audience}",
    },
    bn: {
      product_name: "{product_name}",
      key_benefit: "{offer}, “{step1}” ক্যাম্পেইনে",
      target_audience: "{target_audience}",
    },
  },
} as const satisfies KitStep;

const captionStep = (platform: string): KitStep => ({
  toolSlug: "ai-caption-generator",
  inputs: {
    en: { product_name: "{product_name}", target_audience: "{target_audience}", platform },
    bn: { product_name: "{product_name}", target_audience: "{target_audience}", platform },
  },
});

const emailStep = {
  toolSlug: "email-copywriter",
  inputs: {
    en: {
      product_name: "{product_name}",
      email_goal: "Announce the campaign “{step1}” and the offer: {offer}",
      target_audience: "{target_audience}",
    },
    bn: {
      product_name: "{product_name}",
      email_goal: "“{step1}” ক্যাম্পেইন আর অফারের খবর দেওয়া: {offer}",
      target_audience: "{target_audience}",
    },
  },
} as const satisfies KitStep;

const adTextStep = {
  toolSlug: "ad-primary-text-generator",
  inputs: {
    en: {
      product_name: "{product_name}",
      target_audience: "{target_audience}",
      key_benefit: "{offer}, in the campaign “{step1}”",
    },
    bn: {
      product_name: "{product_name}",
      target_audience: "{target_audience}",
      key_benefit: "{offer}, “{step1}” ক্যাম্পেইনে",
    },
  },
} as const satisfies KitStep;

const productPageStep = {
  toolSlug: "product-description-writer",
  inputs: {
    en: {
      product_name: "{product_name}",
      key_features: "{offer}",
      target_audience: "{target_audience}",
    },
    bn: {
      product_name: "{product_name}",
      key_features: "{offer}",
      target_audience: "{target_audience}",
    },
  },
} as const satisfies KitStep;

export const campaignKits: readonly CampaignKit[] = [
  {
    id: "eid-campaign-kit",
    occasion: "festivals",
    title: { en: "Eid campaign kit", bn: "ঈদ ক্যাম্পেইন কিট" },
    summary: {
      en: "A campaign idea, then ad headlines, Facebook captions and a promotional e-mail built on it, in time for orders to arrive before Chand Raat.",
      bn: "একটা ক্যাম্পেইন আইডিয়া, তার ওপর বিজ্ঞাপনের হেডলাইন, ফেসবুক ক্যাপশন আর প্রমোশনাল ই-মেইল, যাতে চাঁদরাতের আগেই অর্ডার পৌঁছে যায়।",
    },
    brief: {
      en: {
        product_name: "Eid panjabi collection",
        target_audience: "young men in Dhaka and Chattogram",
        offer: "10% off and free delivery inside Dhaka until the 25th of Ramadan",
        campaign_goal: "Double online orders in the last ten days of Ramadan",
      },
      bn: {
        product_name: "ঈদের পাঞ্জাবি কালেকশন",
        target_audience: "ঢাকা আর চট্টগ্রামের তরুণ",
        offer: "২৫ রমজান পর্যন্ত ১০% ছাড় আর ঢাকায় ফ্রি ডেলিভারি",
        campaign_goal: "রমজানের শেষ দশ দিনে অনলাইন অর্ডার দ্বিগুণ করা",
      },
    },
    steps: [ideaStep, headlineStep, captionStep("Facebook"), emailStep],
  },
  {
    id: "pohela-boishakh-kit",
    occasion: "festivals",
    title: { en: "Pohela Boishakh collection kit", bn: "পহেলা বৈশাখ কালেকশন কিট" },
    summary: {
      en: "A Boishakh campaign idea, Instagram captions, a product page and a Shubho Noboborsho e-mail for a red-and-white collection.",
      bn: "লাল-সাদা কালেকশনের জন্য বৈশাখী ক্যাম্পেইন আইডিয়া, ইনস্টাগ্রাম ক্যাপশন, প্রোডাক্ট পেজ আর শুভ নববর্ষের ই-মেইল।",
    },
    brief: {
      en: {
        product_name: "Boishakhi saree and panjabi collection",
        target_audience: "young couples in Dhaka",
        offer:
          "Handloom cotton in red and white, 15% off every order placed before the 14th of April",
        campaign_goal: "Sell out the Boishakh collection before the 14th of April",
      },
      bn: {
        product_name: "বৈশাখী শাড়ি আর পাঞ্জাবি কালেকশন",
        target_audience: "ঢাকার তরুণ কাপল",
        offer: "লাল-সাদা তাঁতের সুতি কাপড়, ১৪ এপ্রিলের আগে প্রতিটি অর্ডারে ১৫% ছাড়",
        campaign_goal: "১৪ এপ্রিলের আগেই পুরো বৈশাখী কালেকশন বিক্রি করা",
      },
    },
    steps: [ideaStep, captionStep("Instagram"), productPageStep, emailStep],
  },
  {
    id: "product-launch-kit",
    occasion: "launches",
    title: { en: "New product launch kit", bn: "নতুন পণ্য লঞ্চ কিট" },
    summary: {
      en: "A launch idea, a product page, Facebook ad text and a launch e-mail to your customers, all telling the same story.",
      bn: "লঞ্চের আইডিয়া, প্রোডাক্ট পেজ, ফেসবুক বিজ্ঞাপনের টেক্সট আর গ্রাহকদের জন্য লঞ্চ ই-মেইল, সব একই গল্পে।",
    },
    brief: {
      en: {
        product_name: "cold-pressed mustard oil",
        target_audience: "health-conscious families in Dhaka",
        offer: "Pressed in Sirajganj, 1 litre for ৳380, cash on delivery across Bangladesh",
        campaign_goal: "Get the first 500 orders in the launch month",
      },
      bn: {
        product_name: "ঘানিভাঙা সরিষার তেল",
        target_audience: "ঢাকার স্বাস্থ্য-সচেতন পরিবার",
        offer: "সিরাজগঞ্জের ঘানিতে ভাঙা, ১ লিটার ৳৩৮০, সারা দেশে ক্যাশ অন ডেলিভারি",
        campaign_goal: "লঞ্চের মাসে প্রথম ৫০০টি অর্ডার পাওয়া",
      },
    },
    steps: [ideaStep, productPageStep, adTextStep, emailStep],
  },
  {
    id: "mega-sale-kit",
    occasion: "sales",
    title: { en: "11.11 / Black Friday sale kit", bn: "১১.১১ / ব্ল্যাক ফ্রাইডে সেল কিট" },
    summary: {
      en: "A sale campaign idea, ad headlines, Facebook ad text and a sale e-mail for 11.11 or Black Friday.",
      bn: "১১.১১ বা ব্ল্যাক ফ্রাইডের জন্য সেলের ক্যাম্পেইন আইডিয়া, বিজ্ঞাপনের হেডলাইন, ফেসবুক বিজ্ঞাপনের টেক্সট আর সেলের ই-মেইল।",
    },
    brief: {
      en: {
        product_name: "smartwatches and earbuds",
        target_audience: "students and young professionals",
        offer: "Up to 40% off for 48 hours, with bKash cashback",
        campaign_goal: "Clear last season's stock in the 48-hour sale",
      },
      bn: {
        product_name: "স্মার্টওয়াচ আর ইয়ারবাড",
        target_audience: "ছাত্রছাত্রী আর তরুণ চাকরিজীবী",
        offer: "৪৮ ঘণ্টার জন্য ৪০% পর্যন্ত ছাড়, সাথে বিকাশ ক্যাশব্যাক",
        campaign_goal: "৪৮ ঘণ্টার সেলে গত সিজনের স্টক শেষ করা",
      },
    },
    steps: [ideaStep, headlineStep, adTextStep, emailStep],
  },
];

export function findCampaignKit(id: string): CampaignKit | undefined {
  return campaignKits.find((kit) => kit.id === id);
}

/**
 * The lead of a step's output, to name it in a later step's field: its second heading (a
 * campaign idea's first concept; the first heading only restates the brief), else its first
 * heading or line, without Markdown marks or a "Concept 1:" label, at most 120 characters.
 */
export function leadOf(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const headings = lines.filter((line) => /^#{1,6}\s/u.test(line));
  const line = headings[1] ?? headings[0] ?? lines[0] ?? "";
  let text = line
    .replace(/^#{1,6}\s+/u, "")
    .replace(/[*_`>]/gu, "")
    .trim();
  const label = /^[^:]{1,20}:\s+(.+)$/u.exec(text);
  if (label?.[1]) text = label[1];
  text = text.replace(/[.।!?]+$/u, "").trim();
  return text.length > KIT_LEAD_MAX_LENGTH
    ? `${text.slice(0, KIT_LEAD_MAX_LENGTH - 1).trimEnd()}…`
    : text;
}

/**
 * A step's inputs: its patterns filled from the brief and from the leads of the steps before it
 * (`outputs` holds the earlier steps' whole text, in order). A pattern naming a step that has not
 * run yet is a mistake in the kit (the unit test runs every kit) and throws.
 */
export function stepInputs(
  step: KitStep,
  language: TemplateLanguage,
  brief: KitBrief,
  outputs: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(step.inputs[language]).map(([field, pattern]) => [
      field,
      pattern.replace(/\{([a-z_0-9]+)\}/gu, (_match, name: string) => {
        const stepNumber = /^step(\d+)$/u.exec(name)?.[1];
        if (stepNumber !== undefined) {
          const output = outputs[Number(stepNumber) - 1];
          if (output === undefined) throw new Error(`{${name}} is not written yet`);
          return leadOf(output);
        }
        if (!(kitBriefFields as readonly string[]).includes(name))
          throw new Error(`{${name}} is not a brief field`);
        return brief[name as KitBriefField].trim();
      }),
    ]),
  );
}

// The kit routes' answers (their requests' schemas: campaign-kit-requests.ts, kept apart so the
// web's kit pages do not load zod; ADR 0055).

export type KitQuote = {
  kit_id: string;
  steps: number;
  model: string;
  model_name: string;
  credits_per_step: number;
  credits: number;
  price_bdt: number;
  balance: number;
  /** The balance covers the whole kit. */
  affordable: boolean;
  /** The caller's plan runs kits (a paid pack); a free plan is shown where to buy one. */
  allowed: boolean;
};

/** SSE events of POST /api/campaign-kits/:id/run, in order. */
export type KitRunEvent =
  | { event: "campaign"; data: { campaign_id: string; steps: number } }
  | { event: "step"; data: { index: number; tool_slug: string } }
  | { event: "delta"; data: { index: number; text: string } }
  | {
      event: "step-done";
      data: {
        index: number;
        generation_id: string;
        content: string;
        credits_charged: number;
        balance: number;
      };
    }
  | { event: "step-error"; data: { index: number; error: string; code: string } }
  | { event: "done"; data: CampaignSummary };

export type CampaignStatus = "running" | "succeeded" | "partial" | "failed";

export type CampaignSummary = {
  campaign_id: string;
  status: CampaignStatus;
  steps_done: number;
  steps_total: number;
  credits_charged: number;
};

export type CampaignView = {
  id: string;
  kit_id: string;
  status: CampaignStatus;
  brief_language: TemplateLanguage;
  steps_total: number;
  created_at: string;
  generations: {
    id: string;
    tool_slug: string;
    content: string | null;
    credits_charged: number;
    created_at: string;
  }[];
};
