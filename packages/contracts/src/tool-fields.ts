/**
 * The seed's tool-form rules (§3 input_fields, §5 "Field rendering by field name", §7 user_input),
 * shared so the web form and the server read a tool configuration the same way.
 */

/** The seed's fallback when input_fields cannot be parsed. */
export const fallbackInputFields: readonly string[] = ["title", "keywords", "target_audience"];

/**
 * input_fields may arrive as an array or as a JSON string of one. Non-string and blank entries are
 * dropped, names are trimmed and de-duplicated (two inputs with one name would share one value).
 * Anything unparsable, and a list with no usable name, falls back to the seed's three fields: a
 * form without inputs could not ground the output in anything.
 */
export function parseInputFields(raw: unknown): string[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [...fallbackInputFields];
    }
  }
  if (!Array.isArray(value)) return [...fallbackInputFields];
  const names: string[] = [];
  for (const entry of value) {
    if (typeof entry !== "string") continue;
    const name = entry.trim();
    if (name !== "" && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names : [...fallbackInputFields];
}

/** "target_audience" → "Target Audience". */
export function fieldLabel(name: string): string {
  return name
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export type SelectOption = { value: string; label: string };

export type FieldControl =
  | { kind: "image" }
  | { kind: "select"; options: readonly SelectOption[] }
  | { kind: "textarea"; rows: number }
  | { kind: "number"; min: number; step: number }
  | { kind: "text" };

const sameLabel = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * aspect_ratio submits the bare ratio ("16:9"), which is what image APIs take; the seed's
 * descriptive text ("16:9 Landscape") is only the option's label.
 */
export const aspectRatioOptions: readonly SelectOption[] = [
  { value: "1:1", label: "1:1 Square" },
  { value: "16:9", label: "16:9 Landscape" },
  { value: "9:16", label: "9:16 Portrait" },
  { value: "4:3", label: "4:3 Standard" },
  { value: "3:2", label: "3:2 Photo" },
];

export const styleValues = [
  "photographic",
  "digital-art",
  "cinematic",
  "anime",
  "fantasy-art",
  "line-art",
] as const;

export const genreValues = [
  "ambient",
  "classical",
  "electronic",
  "jazz",
  "rock",
  "folk",
  "cinematic",
  "piano",
] as const;
export type Genre = (typeof genreValues)[number];

export const moodValues = [
  "calm",
  "relaxing",
  "energetic",
  "dark",
  "uplifting",
  "mysterious",
  "peaceful",
  "dramatic",
] as const;
export type Mood = (typeof moodValues)[number];

const selectOptions: Readonly<Record<string, readonly SelectOption[]>> = {
  aspect_ratio: aspectRatioOptions,
  style: sameLabel(styleValues),
  genre: sameLabel(genreValues),
  mood: sameLabel(moodValues),
};

/**
 * Fields renamed so their labels read well (ADR 0049; "Metrics Prompt" → "Campaign Metrics"): the
 * new name and the old one, which the API still accepts and an operator's edited configuration
 * may still use.
 */
export const renamedFields: Readonly<Record<string, string>> = {
  video_script: "script_prompt",
  campaign_metrics: "metrics_prompt",
  client_notes: "notes_prompt",
};

/** Long free text that the seed's table would only make a textarea through "prompt" in its name. */
const longTextFields: ReadonlySet<string> = new Set(Object.keys(renamedFields));

/**
 * A field's value from submitted inputs: its own name first, then its old name (`renamedFields`),
 * so an API client written against the old name keeps working.
 */
export function fieldValue(
  inputs: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const own = inputs[name];
  if (own !== undefined && own.trim() !== "") return own;
  const old = renamedFields[name];
  return (old === undefined ? undefined : inputs[old]) ?? own;
}

/** The seed's rendering table, checked top to bottom (plus the renamed long-text fields). */
export function fieldControl(name: string): FieldControl {
  if (name === "image" || name === "mask") return { kind: "image" };
  const options = selectOptions[name];
  if (options) return { kind: "select", options };
  if (name.includes("prompt") || longTextFields.has(name)) return { kind: "textarea", rows: 4 };
  if (name === "duration") return { kind: "number", min: 1, step: 1 };
  if (name === "scale_factor") return { kind: "number", min: 1, step: 1 };
  return { kind: "text" };
}

/**
 * Preset placeholders for every field name the seeded tool configurations use (and the seed's
 * fallback and media fields). Examples are realistic for a South-Asian shop or SaaS marketer.
 */
export const fieldPlaceholders: Readonly<Record<string, string>> = {
  title: "e.g. Eid collection launch",
  keywords: "e.g. recycled sneakers, running shoes, eco-friendly",
  target_audience: "e.g. young professionals in Dhaka who run or walk daily",
  product_name: "e.g. EcoStride recycled running sneakers",
  product_description: "e.g. Handmade jute home décor, ৳800–৳3,500, delivered across Bangladesh",
  brand_name: "e.g. EcoStride",
  business_description: "e.g. Online shop for handmade jute baskets and home décor",
  brand_personality: "e.g. warm, eco-friendly, modern",
  platform: "e.g. Instagram, Facebook, LinkedIn, TikTok or X",
  platforms: "e.g. Facebook, Instagram",
  topic: "e.g. How to choose running shoes for hot, humid weather",
  page_topic: "e.g. Recycled running sneakers product page",
  video_topic: "e.g. 5 mistakes new runners make",
  focus_keyword: "e.g. eco-friendly running shoes",
  seed_keyword: "e.g. running shoes",
  location: "e.g. Bangladesh",
  market: "e.g. Dhaka and Chattogram, Bangladesh",
  key_benefit: "e.g. Light, breathable and made from recycled bottles",
  key_benefits: "e.g. Breathable mesh, all-day comfort, made from recycled bottles",
  key_features: "e.g. Recycled mesh upper, cushioned sole, machine washable",
  offer: "e.g. 15% off your first order with free delivery in Dhaka",
  desired_action: "e.g. Book a free demo",
  original_copy: "e.g. Run lighter. Shop EcoStride recycled sneakers today.",
  test_goal: "e.g. More add-to-cart clicks from Facebook ads",
  video_script:
    "Paste your script, or describe the video idea: what happens, the key message and the ending",
  duration: "e.g. 30 (seconds)",
  campaign_goal: "e.g. 200 online orders before Eid",
  campaign_name: "e.g. Eid Sneaker Sale 2025",
  campaign_budget: "e.g. ৳60,000",
  total_budget: "e.g. ৳10,000 for 7 days",
  business_goal: "e.g. Double repeat orders in six months",
  conversion_goal: "e.g. First online purchase",
  email_goal: "e.g. Announce the Eid sale: 20% off until 10 April",
  influencer_name: "e.g. Nusrat Jahan",
  influencer_niche: "e.g. Sustainable fashion reels and thrift hauls",
  collaboration_offer: "e.g. A free pair plus ৳8,000 for one reel and two stories",
  content_focus: "e.g. New arrivals, running tips and customer photos",
  audience_pain_point: "e.g. Don't know which running shoes suit flat feet",
  report_period: "e.g. 1–31 March 2025",
  campaign_metrics:
    "Paste your numbers, one per line, e.g.\nSpend: ৳25,000\nImpressions: 180,000\nClicks: 3,600\nPurchases: 90\nRevenue: ৳126,000",
  client_name: "e.g. Rahman Textiles",
  client_goal: "e.g. Grow online orders 30% before Eid",
  client_notes:
    "Paste your notes, e.g. signed in January; ৳40,000 a month on Facebook ads; asked about TikTok; invoice 12 days overdue",
  ad_spend: "e.g. ৳25,000",
  revenue: "e.g. ৳90,000",
  other_costs: "e.g. ৳30,000 product and delivery costs (0 if none)",
  genre: "Choose a genre",
  mood: "Choose a mood",
  prompt: "Describe what you want in a sentence or two",
  image: "Upload an image",
  mask: "Upload a mask image",
  aspect_ratio: "Choose an aspect ratio",
  style: "Choose a style",
  scale_factor: "e.g. 2",
};

export function fieldPlaceholder(name: string): string {
  const renamed = Object.entries(renamedFields).find(([, old]) => old === name)?.[0];
  return (
    fieldPlaceholders[name] ?? fieldPlaceholders[renamed ?? ""] ?? `Enter ${fieldLabel(name)}...`
  );
}

type FieldValues = Readonly<Record<string, string | undefined>>;

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== "";

/**
 * The seed's user_input: the system prompt, a blank line, then one "Label: value" line per filled
 * field in configuration order (values trimmed; inner line breaks kept). With no filled field it is
 * the system prompt alone.
 */
export function buildUserInput(
  systemPrompt: string,
  fields: readonly string[],
  values: FieldValues,
): string {
  const lines = fields.flatMap((name) => {
    const value = values[name];
    return filled(value) ? [`${fieldLabel(name)}: ${value.trim()}`] : [];
  });
  const prompt = systemPrompt.trim();
  if (lines.length === 0) return prompt;
  return prompt === "" ? lines.join("\n") : `${prompt}\n\n${lines.join("\n")}`;
}

/** Labels of the configured fields that are empty after trimming, in configuration order. */
export function missingFields(fields: readonly string[], values: FieldValues): string[] {
  return fields.filter((name) => !filled(values[name])).map(fieldLabel);
}

/** The seed's "Missing Fields" toast text. */
export function missingFieldsMessage(labels: readonly string[]): string {
  return `Please fill in all required fields: ${labels.join(", ")}`;
}
