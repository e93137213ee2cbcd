import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toHast } from "mdast-util-to-hast";
import { gfm } from "micromark-extension-gfm";

/**
 * Generated Markdown as the clean text a customer pastes (ADR 0048): what the page shows, without
 * the marks ("##", "**", "- ", "|"). Headings and paragraphs are separated by a blank line,
 * numbered items keep their number ("1. "), bullets become "• ", table cells are separated by a tab,
 * a hard line break stays a line break. Hashtags are text and stay as they are.
 */
export function markdownToPlainText(markdown: string): string {
  return hastToPlainText(markdownToHast(markdown));
}

/**
 * Generated Markdown (GitHub's flavour: tables, strikethrough, task lists) as an HTML tree: what the
 * page renders, the clean text and the Word and PDF exports all read the same tree.
 */
export function markdownToHast(markdown: string): Root {
  const mdast = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return toHast(mdast) as Root;
}

const BLOCKS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "table",
  "section",
  "div",
]);

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === "element";
}

/** The clean text of a rendered Markdown tree (or of one part of it). */
export function hastToPlainText(node: Root | Element): string {
  return tidy(blockText(node));
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/gu, "\n")
    .replace(/\n{3,}/gu, "\n\n")
    .trim();
}

function inlineText(nodes: readonly (RootContent | ElementContent)[]): string {
  let text = "";
  let afterBreak = false;
  for (const node of nodes) {
    // A hard break is "<br>" and then the source's own line end: one line break, not two.
    const wasAfterBreak = afterBreak;
    afterBreak = false;
    if (node.type === "text") text += wasAfterBreak ? node.value.replace(/^\n/u, "") : node.value;
    else if (isElement(node)) {
      if (node.tagName === "br") {
        text += "\n";
        afterBreak = true;
      } else if (node.tagName === "img") text += String(node.properties.alt ?? "");
      else if (node.tagName === "input")
        continue; // a task list's checkbox
      else if (BLOCKS.has(node.tagName) || node.tagName === "li") text += `\n${blockText(node)}\n`;
      else text += inlineText(node.children);
    }
  }
  return text;
}

function blockText(node: Root | Element): string {
  if (node.type === "element") {
    switch (node.tagName) {
      case "ol":
      case "ul": {
        const items = node.children.filter(isElement).filter((child) => child.tagName === "li");
        const start = Number(node.properties.start ?? 1) || 1;
        return items
          .map((item, index) => {
            const marker = node.tagName === "ol" ? `${start + index}. ` : "• ";
            return `${marker}${tidy(blockText(item)).replace(/\n\n+/gu, "\n")}`;
          })
          .join("\n");
      }
      case "table":
        return rows(node)
          .map((row) =>
            row.children
              .filter(isElement)
              .map((cell) => tidy(inlineText(cell.children)))
              .join("\t"),
          )
          .join("\n");
      case "hr":
        return "";
      case "pre":
        return inlineText(node.children).replace(/\n$/u, "");
      default:
        if (!BLOCKS.has(node.tagName) && node.tagName !== "li") return inlineText(node.children);
    }
  }
  // A block of blocks: each child block on its own, separated by a blank line.
  const parts: string[] = [];
  let inline: (RootContent | ElementContent)[] = [];
  const flush = () => {
    const text = tidy(inlineText(inline));
    if (text) parts.push(text);
    inline = [];
  };
  for (const child of node.children) {
    if (isElement(child) && (BLOCKS.has(child.tagName) || child.tagName === "hr")) {
      flush();
      const text = tidy(blockText(child));
      if (text) parts.push(text);
    } else inline.push(child);
  }
  flush();
  return parts.join("\n\n");
}

function rows(table: Element): Element[] {
  return table.children
    .filter(isElement)
    .flatMap((child) => (child.tagName === "tr" ? [child] : child.children.filter(isElement)))
    .filter((child) => child.tagName === "tr");
}

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
const depthOf = (node: RootContent): number =>
  isElement(node) ? HEADINGS.indexOf(node.tagName) + 1 : 0;

/**
 * The rehype step behind per-part copy buttons (ADR 0048). A result's parts are the sections under
 * its deepest heading level that occurs at least twice ("### Caption 1", "### Caption 2" …; the
 * hashtag sets; the A/B variants): each becomes a `<section data-part>` holding its heading and
 * what follows it up to the next heading of that level or above. Wherever a numbered list holds
 * two items or more (headlines, subject lines), each item is marked `data-part-item`. The page
 * adds a copy button to each; the text copied is `hastToPlainText` of that element.
 */
export function rehypeCopyParts() {
  return (tree: Root) => {
    const counts = new Map<number, number>();
    for (const child of tree.children) {
      const depth = depthOf(child);
      if (depth > 0) counts.set(depth, (counts.get(depth) ?? 0) + 1);
    }
    const repeated = [...counts].filter(([, count]) => count >= 2).map(([depth]) => depth);
    if (repeated.length > 0) {
      const level = Math.max(...repeated);
      const children: RootContent[] = [];
      let section: Element | undefined;
      for (const child of tree.children) {
        const depth = depthOf(child);
        if (depth === level) {
          section = {
            type: "element",
            tagName: "section",
            properties: { dataPart: "" },
            children: [child as ElementContent],
          };
          children.push(section);
        } else if (depth > 0 && depth < level) {
          section = undefined;
          children.push(child);
        } else if (section && child.type !== "doctype") {
          section.children.push(child as ElementContent);
        } else children.push(child);
      }
      tree.children = children;
    }
    markItems(tree);
  };
}

function markItems(node: Root | Element): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === "ol") {
      const items = child.children.filter(isElement).filter((item) => item.tagName === "li");
      if (items.length >= 2) for (const item of items) item.properties.dataPartItem = "";
    }
    markItems(child);
  }
}
