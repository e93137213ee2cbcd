import { blocks, table } from "../kit/text-kit.ts";
import type { Writer } from "../kit/tool-writer.ts";

/**
 * For a tool without a writer of its own (one an operator adds later): a plain draft built from
 * the inputs that says it is one, rather than pretending to know the job.
 */
export type GenericDraftPhrases = {
  /** The subject when no input was given. */
  noSubject: string;
  heading: (subject: string) => string;
  explanation: string;
  tableHeaders: readonly [input: string, value: string];
  /** How an input's field name is shown ("key_features" → "Key Features"). */
  fieldLabel: (name: string) => string;
  headline: (subject: string) => string;
  body: (inputs: readonly { label: string; value: string }[]) => string;
  ctas: readonly string[];
  cta: (text: string) => string;
};

export const writeGenericDraft: Writer<GenericDraftPhrases> = ({ brief, random, phrases }) => {
  const [first, ...rest] = brief.entries;
  const subject = first?.[1] ?? phrases.noSubject;
  return blocks(
    phrases.heading(subject),
    phrases.explanation,
    brief.entries.length > 0 &&
      table(
        phrases.tableHeaders,
        brief.entries.map(([name, value]) => [phrases.fieldLabel(name), value]),
      ),
    phrases.headline(subject),
    rest.length > 0
      ? phrases.body(rest.map(([name, value]) => ({ label: phrases.fieldLabel(name), value })))
      : undefined,
    phrases.cta(random.pick(phrases.ctas)),
  );
};
