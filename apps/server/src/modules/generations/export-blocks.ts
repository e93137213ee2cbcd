import { markdownToHast } from "@outsmart/contracts/markdown-text";
import type { Element, ElementContent, RootContent } from "hast";

/**
 * A text result as the blocks a document is made of, read from the same Markdown tree the page
 * renders (contracts/markdown-text.ts): the Word and PDF exports draw these, so both keep the
 * headings, paragraphs, lists (nested, numbered from their start), quotes, code, tables and
 * emphasis the page shows.
 */
export type Inline = { text: string; bold?: true; italic?: true; strike?: true };

export type Block =
  | { kind: "heading"; level: number; inlines: Inline[] }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "item"; marker: string; ordered: boolean; depth: number; inlines: Inline[] }
  | { kind: "quote"; inlines: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "table"; rows: Inline[][][] }
  | { kind: "rule" };

type Style = Omit<Inline, "text">;

const isElement = (node: RootContent | ElementContent): node is Element => node.type === "element";
const BLOCK_TAGS = new Set([
  "p",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "table",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

export function documentBlocks(markdown: string): Block[] {
  return blocksOf(markdownToHast(markdown).children, 0);
}

function blocksOf(nodes: readonly (RootContent | ElementContent)[], depth: number): Block[] {
  const blocks: Block[] = [];
  let loose: (RootContent | ElementContent)[] = [];
  const flush = () => {
    const inlines = inlinesOf(loose, {});
    if (hasText(inlines)) blocks.push({ kind: "paragraph", inlines });
    loose = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK_TAGS.has(node.tagName)) {
      loose.push(node);
      continue;
    }
    flush();
    blocks.push(...blockOf(node, depth));
  }
  flush();
  return blocks;
}

function blockOf(node: Element, depth: number): Block[] {
  const heading = /^h([1-6])$/u.exec(node.tagName);
  if (heading)
    return [{ kind: "heading", level: Number(heading[1]), inlines: inlinesOf(node.children, {}) }];
  switch (node.tagName) {
    case "p":
      return [{ kind: "paragraph", inlines: inlinesOf(node.children, {}) }];
    case "ul":
    case "ol":
      return listBlocks(node, depth);
    case "blockquote":
      return blocksOf(node.children, depth).map((block) =>
        block.kind === "paragraph" ? { kind: "quote", inlines: block.inlines } : block,
      );
    case "pre":
      return [{ kind: "code", text: textOf(node).replace(/\n$/u, "") }];
    case "table":
      return [{ kind: "table", rows: tableRows(node) }];
    default:
      return [{ kind: "rule" }];
  }
}

function listBlocks(list: Element, depth: number): Block[] {
  const ordered = list.tagName === "ol";
  const start = Number(list.properties.start ?? 1) || 1;
  const items = list.children.filter(isElement).filter((child) => child.tagName === "li");
  return items.flatMap((item, index) => {
    const own: (RootContent | ElementContent)[] = [];
    const nested: Block[] = [];
    for (const child of item.children) {
      if (isElement(child) && (child.tagName === "ul" || child.tagName === "ol"))
        nested.push(...listBlocks(child, depth + 1));
      else if (isElement(child) && child.tagName === "p") {
        if (own.length > 0) own.push({ type: "text", value: "\n" });
        own.push(...child.children);
      } else if (child.type !== "text" || child.value.trim()) own.push(child);
    }
    const marker = ordered ? `${start + index}.` : "•";
    return [
      { kind: "item", marker, ordered, depth, inlines: inlinesOf(own, {}) } as Block,
      ...nested,
    ];
  });
}

function tableRows(table: Element): Inline[][][] {
  return table.children
    .filter(isElement)
    .flatMap((part) => (part.tagName === "tr" ? [part] : part.children.filter(isElement)))
    .filter((row) => row.tagName === "tr")
    .map((row) =>
      row.children
        .filter(isElement)
        .map((cell) => inlinesOf(cell.children, cell.tagName === "th" ? { bold: true } : {})),
    );
}

function inlinesOf(nodes: readonly (RootContent | ElementContent)[], style: Style): Inline[] {
  const inlines: Inline[] = [];
  let afterBreak = false;
  for (const node of nodes) {
    // A hard break is "<br>" and then the source's own line end: one line break, not two.
    const wasAfterBreak = afterBreak;
    afterBreak = isElement(node) && node.tagName === "br";
    if (node.type === "text")
      inlines.push({ text: wasAfterBreak ? node.value.replace(/^\n/u, "") : node.value, ...style });
    else if (isElement(node)) {
      const tag = node.tagName;
      if (tag === "br") inlines.push({ text: "\n", ...style });
      else if (tag === "img") inlines.push({ text: String(node.properties.alt ?? ""), ...style });
      else if (tag === "input")
        continue; // a task list's checkbox
      else if (tag === "strong" || tag === "b")
        inlines.push(...inlinesOf(node.children, { ...style, bold: true }));
      else if (tag === "em" || tag === "i")
        inlines.push(...inlinesOf(node.children, { ...style, italic: true }));
      else if (tag === "del" || tag === "s")
        inlines.push(...inlinesOf(node.children, { ...style, strike: true }));
      else inlines.push(...inlinesOf(node.children, style));
    }
  }
  // The source's own line ends inside a paragraph are spaces, as on the page; after a hard break
  // (a "\n" of its own) the line starts with its first word.
  return inlines
    .map((inline, index) => {
      if (inline.text === "\n") return inline;
      const text = inline.text.replace(/\n/gu, " ");
      return { ...inline, text: inlines[index - 1]?.text === "\n" ? text.trimStart() : text };
    })
    .filter((inline) => inline.text.length > 0);
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === "text" ? child.value : isElement(child) ? textOf(child) : ""))
    .join("");
}

function hasText(inlines: readonly Inline[]): boolean {
  return inlines.some((inline) => inline.text.trim().length > 0);
}

/** A block's text, marks dropped (for tests and the document's description). */
export function blockText(block: Block): string {
  switch (block.kind) {
    case "code":
      return block.text;
    case "table":
      return block.rows
        .map((row) => row.map((cell) => cell.map((i) => i.text).join("")).join("\t"))
        .join("\n");
    case "rule":
      return "";
    default:
      return block.inlines.map((inline) => inline.text).join("");
  }
}
