import { nativeAudienceCore, nativeGoalMetric } from "../../kit/bangla-copy-kit.ts";
import { AUDIENCE } from "../../kit/brief.ts";
import type { NativeLanguage } from "../../kit/language.ts";
import { blocks, numbered, sentences } from "../../kit/text-kit.ts";
import type { LanguageWriter } from "../../kit/tool-writer.ts";
import {
  GOAL_FIELDS,
  ORIGINAL_FIELDS,
  type VariantAngle,
  shorterOf,
} from "./ab-test-variant-generator.writer.ts";

/**
 * An A/B test as the Bangla and Banglish books write it (the same copy in two scripts): the
 * original as the control, three variants that each change one thing, a hypothesis tied to the
 * goal, and how to run the test fairly.
 */

export type VariantSlots = {
  /** The original copy on one line (romanised in Banglish). */
  flat: string;
  /** The audience as typed (its core when long), or "". */
  audience: string;
  /** A brand-like word in the copy ("EcoStep"), if any. */
  brand: string | undefined;
  /** The copy with its last sentence moved to the front, when it has more than one. */
  actionFirst: string | undefined;
  /** The copy's first sentence, cut to about 60% of the copy. */
  shorter: string;
};

export type NativeVariantAngle = VariantAngle<VariantSlots>;

export type AbTestNativeBook = {
  language: NativeLanguage;
  defaultCopy: string;
  defaultGoal: string;
  /** The original as this book prints it (romanised in Banglish). */
  shown: (text: string) => string;
  /** Three of these are used, in random order. */
  angles: readonly NativeVariantAngle[];
  controlHeading: string;
  letters: readonly [string, string, string];
  variantHeading: (slots: { letter: string; angle: string }) => string;
  hypothesis: (slots: { angle: string; audience: string; goal: string; reason: string }) => string;
  whatChanges: (change: string) => string;
  howHeading: string;
  how: (metric: string) => readonly string[];
};

export function nativeAbTestWriter(book: AbTestNativeBook): LanguageWriter {
  return (brief, random) => {
    const original = brief.block(ORIGINAL_FIELDS, book.defaultCopy);
    const goal = brief.text(GOAL_FIELDS, book.defaultGoal);
    const audience = nativeAudienceCore(brief.text(AUDIENCE, ""));
    const lines = sentences(original).map(book.shown);
    const flat = lines.join(" ");
    const slots: VariantSlots = {
      flat,
      audience,
      brand: flat.split(" ").find((word) => /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word)),
      actionFirst: lines.length > 1 ? [lines.at(-1), ...lines.slice(0, -1)].join(" ") : undefined,
      shorter: shorterOf(lines, flat),
    };
    const chosen = random.sample(book.angles, 3);
    return blocks(
      book.controlHeading,
      original
        .split("\n")
        .map((line) => `> ${book.shown(line)}`)
        .join("\n"),
      ...chosen.map((angle, index) =>
        blocks(
          book.variantHeading({ letter: book.letters[index] ?? "", angle: angle.name }),
          `> ${angle.copy(slots)}`,
          book.hypothesis({ angle: angle.name, audience, goal, reason: angle.reason }),
          book.whatChanges(angle.change),
        ),
      ),
      book.howHeading,
      numbered(book.how(nativeGoalMetric(goal, book.language))),
    );
  };
}
