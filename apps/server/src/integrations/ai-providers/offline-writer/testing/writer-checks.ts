import { toolConfigurations } from "../../../../modules/tools/tool-configurations.ts";
import { charCount } from "../kit/text-kit.ts";
import { writeOffline } from "../offline-writer.ts";
import { SAMPLE } from "./sample-inputs.ts";

/** Helpers for the offline writer's tests: sample inputs per tool and checks on the Markdown. */

export function inputsFor(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, SAMPLE[name] ?? ""]));
}

export function write(slug: string, seed = 1, overrides: Record<string, string> = {}): string {
  const configuration = toolConfigurations.find((entry) => entry.toolSlug === slug);
  const inputs = { ...inputsFor(configuration?.inputFields ?? []), ...overrides };
  return writeOffline({ toolSlug: slug, inputs, seed }).content;
}

/** The lines under a heading, up to the next heading of the same or a higher level. */
export function section(content: string, heading: string): string {
  const lines = content.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start === -1) throw new Error(`No heading "${heading}"`);
  const level = /^#+/u.exec(heading)?.[0].length ?? 2;
  const end = lines.findIndex(
    (line, index) =>
      index > start && /^#+ /u.test(line) && (/^#+/u.exec(line)?.[0].length ?? 9) <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end).join("\n");
}

/** The counts the output claims, in order. */
export const lengths = (text: string): number[] => countedItems(text).map((item) => item.claimed);

/** Every "text (N characters)" annotation: the text and the count the output claims. */
export function countedItems(text: string): { text: string; claimed: number }[] {
  return text.split("\n").flatMap((line) => {
    const match = /^(?:\d+\.\s+|\*\*[^*]+:\*\*\s+|- )?(.*?) \((\d+) characters?\)/u.exec(
      line.trim(),
    );
    return match ? [{ text: match[1] ?? "", claimed: Number(match[2]) }] : [];
  });
}

/** Counted lines longer than the "(max N characters)" their heading promises. */
export function limitViolations(content: string): string[] {
  let limit = Number.POSITIVE_INFINITY;
  const violations: string[] = [];
  for (const line of content.split("\n")) {
    if (/^#+ /u.test(line)) {
      const stated = /max (\d+) characters/u.exec(line);
      limit = stated ? Number(stated[1]) : Number.POSITIVE_INFINITY;
      continue;
    }
    for (const item of countedItems(line))
      if (charCount(item.text) > limit) violations.push(`${item.text} > ${limit}`);
  }
  return violations;
}

/** Markdown problems: stray headings, unbalanced bold, ragged tables, template leftovers. */
export function markdownProblems(content: string): string[] {
  const problems: string[] = [];
  const lines = content.split("\n");
  lines.forEach((line, index) => {
    if (/\S\s*#{1,6} \S/u.test(line) && !line.startsWith("#"))
      problems.push(`heading mid-line: ${line}`);
    if (/^#{1,6}(?!#)/u.test(line) && !/^#{1,6} \S/u.test(line) && !/^#\p{L}/u.test(line))
      problems.push(`malformed heading: ${line}`);
    if (/^#{1,6} /u.test(line) && index > 0 && lines[index - 1] !== "")
      problems.push(`no blank line before heading: ${line}`);
    if ((line.match(/\*\*/gu) ?? []).length % 2 !== 0) problems.push(`unbalanced bold: ${line}`);
    if (/^(\d+\.|-)\s*$/u.test(line)) problems.push(`empty list item at line ${index + 1}`);
    if (/\s[.,;](\s|$)/u.test(line)) problems.push(`space before punctuation: ${line}`);
    if (/[^.]\.\.(?!\.)/u.test(line)) problems.push(`double full stop: ${line}`);
  });
  let tableWidth = 0;
  for (const line of lines) {
    if (!line.startsWith("|")) {
      tableWidth = 0;
      continue;
    }
    const cells = line.replace(/\\\|/gu, "").split("|").length;
    if (tableWidth === 0) tableWidth = cells;
    else if (cells !== tableWidth) problems.push(`ragged table row: ${line}`);
  }
  return problems;
}

/**
 * Lines that look like list items but are not Markdown lists: a number in Bengali digits ("১.",
 * "২)") starts a paragraph, not an ordered list, because Markdown counts in ASCII digits only.
 */
export function listProblems(content: string): string[] {
  return content
    .split("\n")
    .filter((line) => /^\s*[০-৯]+[.)]\s/u.test(line))
    .map((line) => `not a Markdown list item (Bengali digits): ${line}`);
}
