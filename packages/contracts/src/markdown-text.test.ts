import type { Element, Root } from "hast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toHast } from "mdast-util-to-hast";
import { gfm } from "micromark-extension-gfm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hastToPlainText, markdownToPlainText, rehypeCopyParts } from "./markdown-text.ts";

const caption = `## Instagram captions for EcoStride

### Caption 1 — Question

Quick question: ready for an **upgrade**? 🌿

Shop now via the link in bio 👉

#ecostride #runningsneakers

### Caption 2 — Made for you

Calling all runners 👟

#ecostride #dhaka`;

function parts(markdown: string) {
  const tree = toHast(
    fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
  ) as Root;
  rehypeCopyParts()(tree);
  const found: { kind: string; text: string }[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if ("dataPart" in child.properties)
        found.push({ kind: "part", text: hastToPlainText(child) });
      if ("dataPartItem" in child.properties)
        found.push({ kind: "item", text: hastToPlainText(child) });
      walk(child);
    }
  };
  walk(tree);
  return found;
}

describe("clean text for the clipboard (issue 14)", () => {
  it("drops the Markdown marks and keeps what the page shows", () => {
    expect(markdownToPlainText(caption)).toBe(`Instagram captions for EcoStride

Caption 1 — Question

Quick question: ready for an upgrade? 🌿

Shop now via the link in bio 👉

#ecostride #runningsneakers

Caption 2 — Made for you

Calling all runners 👟

#ecostride #dhaka`);
  });

  it("keeps numbers, bullets, line breaks and table cells readable", () => {
    expect(
      markdownToPlainText(
        "**Subject line options:**\n\n1. A little something (20 characters)\n2. The *Eid* sale\n\n- **What:** 20% off\n- Who: runners\n\nThanks,  \n[Your name]\n\n| Day | Post |\n|---|---|\n| Mon | Reel |\n\n---\n\n`code` and [a link](https://example.com)",
      ),
    ).toBe(
      "Subject line options:\n\n1. A little something (20 characters)\n2. The Eid sale\n\n• What: 20% off\n• Who: runners\n\nThanks,\n[Your name]\n\nDay\tPost\nMon\tReel\n\ncode and a link",
    );
  });

  it("never leaves a heading, emphasis or list mark at the start of a line", () => {
    const line = fc.stringMatching(/^[A-Za-z](?:[A-Za-z ]{0,18}[A-Za-z])?$/u);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), line, line), { minLength: 1 }),
        (blocks) => {
          const markdown = blocks
            .map(
              ([depth, title, body]) =>
                `${"#".repeat(depth)} ${title}\n\n**${body}** and _${body}_`,
            )
            .join("\n\n");
          const text = markdownToPlainText(markdown);
          expect(text).not.toMatch(/^#{1,6} /mu);
          expect(text).not.toContain("**");
          expect(text).not.toMatch(/(^|\s)_[A-Za-z]/u);
        },
      ),
    );
  });
});

describe("parts with their own copy button (ADR 0048)", () => {
  it("splits at the deepest heading level that repeats: each caption is a part", () => {
    expect(parts(caption)).toEqual([
      {
        kind: "part",
        text: "Caption 1 — Question\n\nQuick question: ready for an upgrade? 🌿\n\nShop now via the link in bio 👉\n\n#ecostride #runningsneakers",
      },
      {
        kind: "part",
        text: "Caption 2 — Made for you\n\nCalling all runners 👟\n\n#ecostride #dhaka",
      },
    ]);
  });

  it("makes each hashtag set a part, and each numbered headline or subject line an item", () => {
    expect(parts("## Broad reach\n\n#running #shoes\n\n## Niche\n\n#runningshoes")).toEqual([
      { kind: "part", text: "Broad reach\n\n#running #shoes" },
      { kind: "part", text: "Niche\n\n#runningshoes" },
    ]);
    expect(
      parts("**Subject line options:**\n\n1. A little something\n2. The Eid sale\n\nHi there,"),
    ).toEqual([
      { kind: "item", text: "A little something" },
      { kind: "item", text: "The Eid sale" },
    ]);
    expect(parts("Just one paragraph.\n\n1. Only one item")).toEqual([]);
  });
});
