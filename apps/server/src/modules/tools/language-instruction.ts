import type { BrandKitFields } from "@outsmart/contracts/brand-kit";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { brandInstruction } from "./brand-instruction.ts";

/**
 * The one place a generation's output language reaches a model (issue 15): the instruction added
 * to the tool's stored system prompt, and the output token cap for that language. Pure.
 */

/**
 * Tools whose copy goes to brands, clients or inboxes, where Bangla readers expect the formal
 * register (আপনি, সাধু-free but polished চলিত); every other tool writes the casual চলিত of social posts.
 */
const FORMAL_TOOLS: ReadonlySet<string> = new Set([
  "email-copywriter",
  "influencer-outreach-email-writer",
  "influencer-outreach-assistant",
  "analytics-report-generator",
  "client-roi-tracker",
  "client-crm-dashboard",
  "content-strategy-generator",
  "marketing-funnel-generator",
  "1-click-seo-blog-generator",
  "blog-content-generator",
]);

export function isFormalTool(toolSlug: string): boolean {
  return FORMAL_TOOLS.has(toolSlug);
}

const BANGLA_COMMON = [
  "Write every word of the copy in Bangla (বাংলা, Bengali script), the way a Dhaka marketer writes for Bangladeshi customers: natural চলিত ভাষা, never সাধু ভাষা, and never a word-for-word translation of English copy.",
  'Keep brand names, product names and other names exactly as the user wrote them (Latin letters stay Latin). Put Bangla case endings after them with a hyphen: "EcoStep-এর", "Daraz-এ".',
  "Write prices the way Bangladeshi shops do: ৳১,২০০ or ১২০০ টাকা, with Bengali digits and lakh grouping (৳১,২০,০০০); percentages as ২০% ছাড়.",
  "Hashtags: the ones Bangladeshi pages really use, in Bangla or the common English tags (#ঈদ_অফার, #ঢাকা, #অনলাইনশপ, #ফ্রিডেলিভারি, #BangladeshiBrand); one idea per tag, never a lone particle (#জন্য, #ও) and never Bangla and English glued into one tag.",
  "Keep the Markdown structure the tool asks for; headings and labels in Bangla too.",
];

const BANGLISH = [
  'Write the copy in Banglish: Bangla language written in Latin letters, the way young Bangladeshis write on Facebook and Messenger ("ekhoni order korun", "Dhaka-r moddhe free delivery", "offer ta miss korben na").',
  "Use the spellings people actually type (valo/bhalo, korun, ekhon, amader, apnar), no Bengali script, no diacritics, and do not translate the Bangla into English.",
  "Keep brand and product names as the user wrote them. English words Bangladeshis use every day (offer, delivery, order, page, inbox, discount) stay in English.",
  "Prices as shops write them in Latin letters: Tk 1,200 or 1200 taka; lakh grouping (Tk 1,20,000).",
  "Hashtags people really use, in Latin letters (#EidOffer, #Dhaka, #OnlineShopBD, #FreeDelivery), never a lone particle.",
];

/** The instruction for a generation in `language` with `toolSlug`; null for English (nothing added). */
export function languageInstruction(language: OutputLanguage, toolSlug: string): string | null {
  if (language === "en") return null;
  const lines =
    language === "bn"
      ? [
          ...BANGLA_COMMON,
          isFormalTool(toolSlug)
            ? "Register: formal and polite (আপনি, clear complete sentences), as a professional writes to a brand, a client or a manager; no slang."
            : "Register: warm, casual চলিত as on a Facebook shop page or Instagram post (আপনি to customers, short lines, emoji where they fit); no stiff textbook words.",
        ]
      : [
          ...BANGLISH,
          isFormalTool(toolSlug)
            ? "Register: polite and professional (apni, apnar), complete sentences."
            : "Register: friendly and casual, short lines, emoji where they fit.",
        ];
  return ["## Output language", ...lines.map((line) => `- ${line}`)].join("\n");
}

/**
 * Bangla in Bengali script costs several times the tokens of the same English with today's
 * tokenisers (each conjunct is often 2–4 tokens), so a Bangla answer would be cut short under the
 * English cap; Banglish is Latin script but not English words, so it costs somewhat more too.
 * docs/ai-models.md gives the figures.
 */
export const OUTPUT_TOKEN_FACTOR: Readonly<Record<OutputLanguage, number>> = {
  en: 1,
  bn: 2.5,
  banglish: 1.5,
};

/** The model's output cap for a generation in `language`. */
export function outputTokenCap(maxOutputTokens: number, language: OutputLanguage): number {
  return Math.ceil(maxOutputTokens * OUTPUT_TOKEN_FACTOR[language]);
}

/**
 * The system prompt a model receives: the tool's stored prompt, then the brand kit's section when
 * one is chosen (brand-instruction.ts, ADR 0068), then the language instruction.
 */
export function systemPromptFor(
  systemPrompt: string,
  language: OutputLanguage,
  toolSlug: string,
  brandKit?: BrandKitFields,
): string {
  const sections = [
    systemPrompt.trimEnd(),
    brandKit ? brandInstruction(brandKit) : null,
    languageInstruction(language, toolSlug),
  ].filter((section): section is string => section !== null);
  return sections.length === 1 ? systemPrompt : sections.join("\n\n");
}
