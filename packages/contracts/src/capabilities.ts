/**
 * What the product can do today: every promise a public page makes (plan features, the Enterprise
 * card) names one of these, and a unit test fails when a promise names a capability that is not
 * `true` (plans.test.ts). A later issue that builds a public API sets its flag
 * and may then add its promise back (ADR 0045).
 */
export const capabilities = {
  /** Every tool in the catalogue that works (tool-catalogue.ts `usableTools`). */
  allTools: true,
  /** The free tier's models, the built-in offline writer among them. */
  freeModels: true,
  /** The free plan's daily allowance on free models (FREE_PLAN_DAILY_GENERATIONS). */
  dailyFreeGenerations: true,
  /** Paying plans run free models without the daily cap. */
  unlimitedFreeModels: true,
  /** Generations stream as fast as the model writes; no plan is slowed or sped up. */
  standardSpeed: true,
  premiumModels: true,
  enterpriseModels: true,
  /** Every generation kept, searchable, on the History page. */
  generationHistory: true,
  /** Output in English, Bangla or Banglish (output-language.ts). */
  outputLanguages: true,
  /** Credits are a ledger with no expiry. */
  creditsNeverExpire: true,
  /** The contact form; the operator answers by e-mail ("Email support"). */
  contactForm: true,
  /** The operator runs the server: own AI providers and models (MODELS_FILE, docs/ai-models.md). */
  selfHosting: true,
  operatorOwnModels: true,

  /** A text result downloads as plain text, Markdown, Word or PDF (export-formats.ts). */
  multiFormatExport: true,

  /** The campaign template library in English and Bangla (campaign-templates.ts, /dashboard/templates). */
  templates: true,

  /** Campaign kits: several tools run as one job on one brief, for paid packs (campaign-kits.ts, ADR 0085). */
  campaignKits: true,

  // Not built yet: no promise may name these.
  priorityGeneration: false,
  roundTheClockSupport: false,
  communitySupport: false,
  teamAccounts: false,
  publicApi: false,
  forecasts: false,
} as const;

export type Capability = keyof typeof capabilities;

/** One line of a plan's feature list, with the capability it promises. */
export type FeatureLine = { text: string; capability: Capability };
