/**
 * A catalogue sentence with one value in bold: `[before, value, after]` (the value's place differs
 * between languages, so the sentence is whole in the catalogue, never glued from fragments here).
 */
export function Sentence({
  parts: [before, value, after],
  strongClassName,
}: {
  parts: string[];
  strongClassName?: string;
}) {
  return (
    <>
      {before}
      <strong className={strongClassName}>{value}</strong>
      {after}
    </>
  );
}
