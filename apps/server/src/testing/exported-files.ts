import zlib from "node:zlib";
import { strFromU8, unzipSync } from "fflate";

/** The text of a .docx's body: the `<w:t>` runs of word/document.xml, paragraph by paragraph. */
export function docxText(bytes: Uint8Array): string {
  const xml = strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array());
  return xml
    .split("</w:p>")
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/gu)]
        .map((match) => match[1])
        .join(""),
    )
    .filter(Boolean)
    .join("\n")
    .replace(/&amp;/gu, "&")
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&quot;/gu, '"')
    .replace(/&apos;/gu, "'");
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** A PDF literal string's bytes (escapes undone) as text: UTF-16BE after a BOM, else Latin-1. */
function pdfString(literal: string): string {
  const binary = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/gu, (_, escape: string) =>
    /^[0-7]/u.test(escape) ? String.fromCharCode(parseInt(escape, 8)) : (ESCAPES[escape] ?? escape),
  );
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  return binary;
}

/**
 * The text layer of a PDF made by our export: the ActualText of each line, read from its
 * (Flate-compressed) content streams, one line per entry, in reading order.
 */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const pdf = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of pdf.matchAll(/stream\r?\n/gu)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf("endstream", start);
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(pdf.slice(start, end), "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed content stream (a font, an image)
    }
    for (const actual of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gsu))
      lines.push(pdfString(actual[1] ?? ""));
  }
  return lines;
}
