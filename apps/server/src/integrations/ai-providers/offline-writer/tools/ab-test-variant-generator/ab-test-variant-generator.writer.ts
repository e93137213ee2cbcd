import { AUDIENCE } from "../../kit/brief.ts";
import { goalMetric, mentionsBangladesh } from "../../kit/copy-kit.ts";
import {
  audienceCore,
  blocks,
  charCount,
  isCommonWord,
  lowerFirst,
  numbered,
  sentences,
  truncate,
} from "../../kit/text-kit.ts";
import type { Writer } from "../../kit/tool-writer.ts";

/** The original copy as the control and three labelled variants, each with a hypothesis. */

export type VariantSlots = {
  /** The original copy on one line. */
  flat: string;
  /** The audience's core, as given and for mid-sentence use. */
  audience: string;
  audienceLower: string;
  /** The brand the copy names ("EcoStride", "Ghorer Tiffin" of "Ghorer Tiffin's lunch"), if any. */
  brandWord: string | undefined;
  /** Whether the copy's first sentence is a question already. */
  opensWithQuestion: boolean;
  /** The copy with its last sentence moved to the front, when it has more than one. */
  actionFirst: string | undefined;
  /** The copy's first sentence, cut to about 60% of its length. */
  shorter: string;
};

/**
 * One way to change the copy: what the variant says, what changed and why it may work; `Slots`
 * are the book's own (the native books read the copy their way).
 */
export type VariantAngle<Slots = VariantSlots> = {
  name: string;
  copy: (slots: Slots) => string;
  change: string;
  reason: string;
};

export type AbTestPhrases = {
  defaultCopy: string;
  defaultGoal: string;
  defaultAudience: string;
  /** Three of these are used, in random order. */
  angles: readonly VariantAngle[];
  controlHeading: string;
  /** The variants' letters, in order. */
  letters: readonly [string, string, string];
  variantHeading: (slots: { letter: string; angle: string }) => string;
  hypothesis: (slots: { angle: string; audience: string; goal: string; reason: string }) => string;
  whatChanges: (change: string) => string;
  howHeading: string;
  how: (metric: string) => readonly string[];
};

/** The fields the original copy and the test's goal are read from. */
export const ORIGINAL_FIELDS = ["original_copy", "title"] as const;
export const GOAL_FIELDS = ["test_goal", "campaign_goal"] as const;

/** Capitalised words that name a place, a platform, a payment method or a moment, not a brand. */
const NOT_BRANDS =
  /^(?:eid|ramadan|pohela|boishakh|puja|christmas|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|facebook|instagram|tiktok|youtube|google|whatsapp|messenger|linkedin|bkash|nagad|rocket|daraz)(?:['’]s)?$/iu;

/** "Ghorer Tiffin" of "Ghorer Tiffin's", "EcoStride" of "EcoStride." */
const withoutPossessive = (name: string) => name.replace(/(?:['’]s)?[^\p{L}\p{N}]*$/u, "");

/**
 * The brand a piece of copy names: a word with a capital inside ("EcoStride"), else a run of up to
 * three capitalised words that do not open a sentence and are not ordinary words ("Ghorer Tiffin"
 * of "Get Ghorer Tiffin's home-cooked lunch"), without a possessive.
 */
export function brandIn(copy: string): string | undefined {
  const words = copy.split(/\s+/u);
  const name = (word: string) =>
    /^\p{Lu}\p{Ll}/u.test(word) &&
    !isCommonWord(word) &&
    !mentionsBangladesh(word) &&
    !NOT_BRANDS.test(word.replace(/[^\p{L}]+$/u, ""));
  /** The name from `start`: up to three words, the later ones capitalised names too. */
  const runFrom = (start: number) => {
    const run = [words[start] ?? ""];
    while (
      run.length < 3 &&
      !/[^\p{L}\p{N}]$/u.test(run.at(-1) ?? "") &&
      name(words[start + run.length] ?? "")
    )
      run.push(words[start + run.length] ?? "");
    return withoutPossessive(run.join(" "));
  };
  // A CamelCase word, with the capitalised words after it ("FixIt Point" of "FixIt Point fixes").
  const camel = words.findIndex((word) => /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word));
  if (camel >= 0) return runFrom(camel);
  const start = words.findIndex(
    (word, index) => index > 0 && name(word) && !/[.?!:]$/u.test(words[index - 1] ?? ""),
  );
  return start > 0 ? runFrom(start) : undefined;
}

/**
 * The "shorter" variant: the copy's first statement, cut to about 60 % of the original. The
 * message, not the hook: "Cracked screen?" alone names neither the brand nor the claim.
 */
export function shorterOf(lines: readonly string[], flat: string): string {
  return truncate(
    lines.find((line) => !line.trim().endsWith("?")) ?? lines[0] ?? flat,
    Math.max(40, Math.round(charCount(flat) * 0.6)),
  );
}

export const writeAbVariants: Writer<AbTestPhrases> = ({ brief, random, phrases, kit }) => {
  const original = brief.block(ORIGINAL_FIELDS, phrases.defaultCopy);
  const goal = brief.text(GOAL_FIELDS, phrases.defaultGoal);
  const audience = audienceCore(brief.text(AUDIENCE, phrases.defaultAudience));
  const audienceLower = lowerFirst(audience);
  const flat = original.replace(/\s*\n\s*/g, " ");
  const lines = sentences(original);
  const brandWord = brandIn(flat);
  const slots: VariantSlots = {
    flat,
    audience,
    audienceLower,
    brandWord,
    opensWithQuestion: (lines[0] ?? "").trim().endsWith("?"),
    actionFirst:
      lines.length > 1 ? [lines[lines.length - 1], ...lines.slice(0, -1)].join(" ") : undefined,
    shorter: shorterOf(lines, flat),
  };
  const chosen = random.sample(phrases.angles, 3);
  const metric = goalMetric(goal, kit.copy);
  return blocks(
    phrases.controlHeading,
    original
      .split("\n")
      .map((line) => `> ${line}`)
      .join("\n"),
    ...chosen.map((angle, index) =>
      blocks(
        phrases.variantHeading({ letter: phrases.letters[index] ?? "", angle: angle.name }),
        `> ${angle.copy(slots)}`,
        phrases.hypothesis({
          angle: angle.name,
          audience: audienceLower,
          goal,
          reason: angle.reason,
        }),
        phrases.whatChanges(angle.change),
      ),
    ),
    phrases.howHeading,
    numbered(phrases.how(metric)),
  );
};
