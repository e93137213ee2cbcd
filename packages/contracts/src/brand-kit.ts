import { z } from "zod";
import { BRAND_KIT_LIMITS as LIMITS, brandTones, type BrandKitSummary } from "./brand-kit-list.ts";
import { outputLanguageSchema, outputLanguages } from "./output-language.ts";
import { text } from "./text.ts";

export {
  BRAND_KIT_LIMITS,
  brandToneLabels,
  brandTones,
  type BrandKitSummary,
  type BrandTone,
} from "./brand-kit-list.ts";

/**
 * Brand kits (issue 16): what a user keeps about a brand they write for (an agency keeps one per
 * client), so the tools need not be told the product, audience and tone again. The server adds the
 * chosen kit to the prompt in one place (ADR 0068); the offline writer uses its facts too.
 */

/** A field of at most `max` characters, trimmed, with the field's name in the message. */
const limited = (label: string, max: number) =>
  text().trim().max(max, `${label} can be at most ${max} characters.`);

const required = (label: string, max: number) =>
  limited(label, max).min(1, `${label} is required.`);

/** A product or service the brand sells, with the facts copy may quote. */
export const brandProductSchema = z.object({
  name: required("Product name", LIMITS.productName),
  price: limited("Price", LIMITS.productPrice).default(""),
  offer: limited("Offer", LIMITS.productOffer).default(""),
  /** What makes it different (materials, guarantee, delivery …). */
  difference: limited("What makes it different", LIMITS.productDifference).default(""),
});
export type BrandProduct = z.output<typeof brandProductSchema>;

/** A word or phrase to use or to avoid. */
const phrase = (label: string) => required(label, LIMITS.phrase);

/** The list fields' item schemas, for forms that edit them their own way (one per line). */
export const wordToUseSchema = phrase("A word to use");
export const wordToAvoidSchema = phrase("A word to avoid");
export const brandKitSampleSchema = required("A sample", LIMITS.sample);

/** POST /api/brand-kits and PUT /api/brand-kits/:id: the whole kit. */
export const brandKitInputSchema = z
  .object({
    name: required("Brand name", LIMITS.name),
    products: z
      .array(brandProductSchema)
      .max(LIMITS.products, `A brand kit can list at most ${LIMITS.products} products or services.`)
      .default([]),
    audience: limited("Audience", LIMITS.audience).default(""),
    tone: z.enum(brandTones, { error: `Choose a tone: ${brandTones.join(", ")}.` }),
    toneNotes: limited("Tone notes", LIMITS.toneNotes).default(""),
    wordsToUse: z
      .array(wordToUseSchema)
      .max(LIMITS.phrases, `List at most ${LIMITS.phrases} words or phrases to use.`)
      .default([]),
    wordsToAvoid: z
      .array(wordToAvoidSchema)
      .max(LIMITS.phrases, `List at most ${LIMITS.phrases} words or phrases to avoid.`)
      .default([]),
    samples: z
      .array(brandKitSampleSchema)
      .max(LIMITS.samples, `Keep at most ${LIMITS.samples} samples of copy you liked.`)
      .default([]),
    defaultLanguage: outputLanguageSchema.default("en"),
    /** The page or shop it sells on: an address or a name ("Daraz: EcoStep BD"). */
    salesChannel: limited("Page or shop", LIMITS.salesChannel).default(""),
  })
  .strict();
export type BrandKitInput = z.input<typeof brandKitInputSchema>;
export type BrandKitFields = z.output<typeof brandKitInputSchema>;

/** A brand kit as the API answers it. */
export const brandKitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  products: z.array(
    z.object({ name: z.string(), price: z.string(), offer: z.string(), difference: z.string() }),
  ),
  audience: z.string(),
  tone: z.enum(brandTones),
  toneNotes: z.string(),
  wordsToUse: z.array(z.string()),
  wordsToAvoid: z.array(z.string()),
  samples: z.array(z.string()),
  defaultLanguage: z.enum(outputLanguages),
  salesChannel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

/** GET /api/brand-kits: the user's kits, most recently changed first. */
export const brandKitListSchema = z.object({ brandKits: z.array(brandKitSchema) });
export type BrandKitList = z.infer<typeof brandKitListSchema>;

/** A kit id in a path, a query or a body: a uuid, else the kit cannot be found. */
export const brandKitIdSchema = z.uuid({ error: "That brand kit was not found." });

/** What the picker and the history need of a kit (kept in step with `BrandKitSummary`). */
export const brandKitSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
}) satisfies z.ZodType<BrandKitSummary>;
