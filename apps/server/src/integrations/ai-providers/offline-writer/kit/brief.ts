import { clean } from "./text-kit.ts";

/**
 * Read access to a generation's inputs. Operators can change a tool's fields, so templates ask for
 * a value by a list of names (first non-empty wins) and always say what to use when none is given:
 * the writer never prints "undefined" or an empty slot.
 */
export type Brief = {
  /** The first non-empty of the named fields on one line, or the fallback. */
  text: (names: readonly string[], fallback: string) => string;
  /** Like text(), but keeps line breaks (for pasted scripts, notes and numbers). */
  block: (names: readonly string[], fallback: string) => string;
  given: (name: string) => boolean;
  /** Every non-empty field in input order, for the generic template. */
  entries: readonly (readonly [string, string])[];
};

export function readBrief(inputs: Readonly<Record<string, unknown>>): Brief {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(inputs)) {
    if (typeof value === "string" && value.trim() !== "") values.set(name, value.trim());
  }
  const first = (names: readonly string[]) =>
    names.map((name) => values.get(name)).find((value) => value !== undefined);
  return {
    text: (names, fallback) => {
      const value = first(names);
      return value === undefined ? fallback : clean(value) || fallback;
    },
    block: (names, fallback) => {
      const value = first(names);
      if (value === undefined) return fallback;
      return value
        .split("\n")
        .map((line) => line.replace(/[ \t]+/g, " ").trim())
        .filter(Boolean)
        .join("\n");
    },
    given: (name) => values.has(name),
    entries: [...values.entries()].map(([name, value]) => [name, clean(value)] as const),
  };
}

/** Field names that can stand in for each role, most specific first. */
export const PRODUCT = ["product_name", "brand_name", "title", "topic", "page_topic"] as const;
export const BRAND = ["brand_name", "product_name", "client_name", "title"] as const;
export const AUDIENCE = ["target_audience", "audience", "market"] as const;
export const GOAL = [
  "campaign_goal",
  "business_goal",
  "conversion_goal",
  "email_goal",
  "test_goal",
  "client_goal",
] as const;
export const BENEFITS = [
  "key_benefit",
  "key_benefits",
  "key_features",
  "product_description",
] as const;
export const TOPIC = [
  "topic",
  "video_topic",
  "page_topic",
  "focus_keyword",
  "seed_keyword",
  "title",
  "product_name",
] as const;
export const KEYWORDS = ["keywords", "focus_keyword", "seed_keyword"] as const;
