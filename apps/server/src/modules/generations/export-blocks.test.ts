import { describe, expect, it } from "vitest";
import { blockText, documentBlocks } from "./export-blocks.ts";

describe("documentBlocks", () => {
  it("keeps headings, paragraphs with their emphasis, nested and numbered lists, quotes, tables and rules", () => {
    const blocks = documentBlocks(
      [
        "## Eid offers",
        "Get **20% off** and *free* delivery ~~today~~.",
        "3. Third",
        "4. Fourth\n   - nested",
        "> Quoted",
        "| A | B |\n|---|---|\n| 1 | 2 |",
        "---",
      ].join("\n\n"),
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      "heading",
      "paragraph",
      "item",
      "item",
      "item",
      "quote",
      "table",
      "rule",
    ]);
    expect(blocks[0]).toMatchObject({ kind: "heading", level: 2 });
    expect(blocks[1]).toMatchObject({
      inlines: [
        { text: "Get " },
        { text: "20% off", bold: true },
        { text: " and " },
        { text: "free", italic: true },
        { text: " delivery " },
        { text: "today", strike: true },
        { text: "." },
      ],
    });
    expect(blocks.slice(2, 5)).toMatchObject([
      { marker: "3.", ordered: true, depth: 0 },
      { marker: "4.", ordered: true, depth: 0 },
      { marker: "•", ordered: false, depth: 1 },
    ]);
    expect(blockText(blocks[6]!)).toBe("A\tB\n1\t2");
  });

  it("turns a hard break into a line break and the source's own line ends into spaces", () => {
    const [block] = documentBlocks("ঈদে ২০% ছাড়  \nঢাকায় ফ্রি ডেলিভারি\nআজই অর্ডার করুন");
    expect(blockText(block!)).toBe("ঈদে ২০% ছাড়\nঢাকায় ফ্রি ডেলিভারি আজই অর্ডার করুন");
  });
});
