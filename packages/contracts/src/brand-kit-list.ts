// Apart from brand-kit.ts (and free of zod) so the tool page's brand-kit picker and the history can
// name kits and tones without loading the schema library (docs/decisions/0055-signed-in-javascript.md).

/** The tones a brand kit chooses from; free text in `toneNotes` refines it. */
export const brandTones = ["friendly", "premium", "playful", "formal"] as const;
export type BrandTone = (typeof brandTones)[number];

export const brandToneLabels: Record<BrandTone, string> = {
  friendly: "Friendly",
  premium: "Premium",
  playful: "Playful",
  formal: "Formal",
};

/** The limits on every field of a brand kit (characters, or items for lists). */
export const BRAND_KIT_LIMITS = {
  /** Kits one account keeps. */
  kits: 100,
  name: 80,
  products: 10,
  productName: 100,
  productPrice: 40,
  productOffer: 200,
  productDifference: 300,
  audience: 300,
  toneNotes: 300,
  phrases: 20,
  phrase: 60,
  samples: 5,
  sample: 1500,
  salesChannel: 200,
} as const;

/** What the picker and the history need of a kit. */
export type BrandKitSummary = { id: string; name: string };
