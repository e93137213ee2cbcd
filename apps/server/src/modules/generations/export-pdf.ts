import PDFDocument from "pdfkit";
import type { Block, Inline } from "./export-blocks.ts";
import {
  type FontFace,
  fontRuns,
  glyphOutline,
  pdfFaces,
  shape,
  type ShapedGlyph,
} from "./export-fonts.ts";

/**
 * A text result as an A4 PDF. HarfBuzz shapes each run (export-fonts.ts) and the page draws the
 * glyphs' outlines, so Bengali looks exactly as shaped whatever the viewer; each line also carries
 * its text as the PDF's ActualText over an invisible copy, so the text can be selected, searched
 * and extracted in reading order (ADR 0074).
 */
type Style = { size: number; bold: boolean; color: string; strike: boolean };
type Run = { face: FontFace; glyphs: ShapedGlyph[]; width: number; style: Style; text: string };
type Unit = { kind: "word" | "space" | "break"; runs: Run[]; width: number };
type Line = { runs: Run[]; width: number; text: string; size: number };

const PAGE = { width: 595.28, height: 841.89, margin: 64 };
const INK = "#0f172a";

/** Words, spaces and hard breaks of a paragraph, each shaped run by run. */
function units(inlines: readonly Inline[], base: Omit<Style, "strike">): Unit[] {
  const result: Unit[] = [];
  let word: Unit | undefined;
  for (const inline of inlines) {
    const style: Style = {
      ...base,
      bold: base.bold || inline.bold === true,
      strike: inline.strike === true,
    };
    for (const token of inline.text.split(/(\n|[^\S\n]+)/u)) {
      if (!token) continue;
      if (token === "\n") {
        word = undefined;
        result.push({ kind: "break", runs: [], width: 0 });
        continue;
      }
      const space = /^\s+$/u.test(token);
      const runs = fontRuns(space ? " " : token, pdfFaces()[style.bold ? "bold" : "regular"]).map(
        ({ face, text }) => {
          const shaped = shape(face, text);
          return {
            face,
            text,
            glyphs: shaped.glyphs,
            width: (shaped.width * style.size) / face.upem,
            style,
          };
        },
      );
      const width = runs.reduce((sum, run) => sum + run.width, 0);
      if (space) {
        word = undefined;
        result.push({ kind: "space", runs, width });
      } else if (word) {
        // The same word across a change of style ("**২০%** ছাড়", "EcoStride's").
        word.runs.push(...runs);
        word.width += width;
      } else {
        word = { kind: "word", runs, width };
        result.push(word);
      }
    }
  }
  return result;
}

/** Greedy lines: a space at the start of a line is dropped; a word wider than the line stands alone. */
function lines(all: readonly Unit[], maxWidth: number, size: number): Line[] {
  const result: Line[] = [];
  let current: Line = { runs: [], width: 0, text: "", size };
  const push = () => {
    const trailing = current.runs.at(-1);
    if (trailing && trailing.text === " ") {
      current.runs.pop();
      current.width -= trailing.width;
      current.text = current.text.trimEnd();
    }
    result.push(current);
    current = { runs: [], width: 0, text: "", size };
  };
  for (const unit of all) {
    if (unit.kind === "break") {
      push();
      continue;
    }
    if (unit.kind === "space" && current.runs.length === 0) continue;
    if (unit.kind === "word" && current.runs.length > 0 && current.width + unit.width > maxWidth)
      push();
    current.runs.push(...unit.runs);
    current.width += unit.width;
    current.text += unit.runs.map((run) => run.text).join("");
  }
  if (current.runs.length > 0) push();
  return result;
}

export async function renderPdf(
  blocks: readonly Block[],
  meta: { title: string; lang: string; createdAt: Date },
): Promise<Uint8Array<ArrayBuffer>> {
  const faces = pdfFaces();
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Creator: "Outsmart", CreationDate: meta.createdAt },
  });
  const textLayerFont = faces.regular[0];
  if (textLayerFont) doc.registerFont("text-layer", textLayerFont.file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const ensureRoom = (height: number) => {
    if (y + height > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
  };

  const drawLine = (line: Line, x0: number) => {
    const lineHeight = line.size * 1.5;
    ensureRoom(lineHeight);
    const baseline = y + line.size * 1.1;
    // The text layer: the line's text, invisible, marked with its real text for extraction.
    doc.markContent("Span", { actual: line.text, lang: meta.lang });
    doc.save().fillOpacity(0).font("text-layer").fontSize(line.size);
    doc.text(line.text, x0, y, { lineBreak: false });
    doc.restore();
    let x = x0;
    for (const run of line.runs) {
      const scale = run.style.size / run.face.upem;
      const start = x;
      for (const glyph of run.glyphs) {
        const outline = glyphOutline(run.face, glyph.id);
        if (outline) {
          doc
            .save()
            .translate(x + glyph.xOffset * scale, baseline - glyph.yOffset * scale)
            .scale(scale, -scale)
            .path(outline)
            .fill(run.style.color)
            .restore();
        }
        x += glyph.xAdvance * scale;
      }
      if (run.style.strike) {
        const strikeY = baseline - run.style.size * 0.3;
        doc
          .save()
          .moveTo(start, strikeY)
          .lineTo(x, strikeY)
          .lineWidth(0.8)
          .stroke(run.style.color)
          .restore();
      }
    }
    doc.endMarkedContent();
    y += lineHeight;
  };

  const paragraph = (
    inlines: readonly Inline[],
    style: { size: number; bold?: boolean; color?: string; indent?: number; after?: number },
  ) => {
    const indent = style.indent ?? 0;
    const laid = lines(
      units(inlines, { size: style.size, bold: style.bold ?? false, color: style.color ?? INK }),
      contentWidth - indent,
      style.size,
    );
    for (const line of laid) drawLine(line, PAGE.margin + indent);
    y += style.after ?? style.size * 0.6;
  };

  const headingSizes = [20, 17, 15, 13, 12, 12];
  for (const block of blocks) {
    switch (block.kind) {
      case "heading":
        y += 4;
        paragraph(block.inlines, {
          size: headingSizes[block.level - 1] ?? 12,
          bold: true,
          after: 4,
        });
        break;
      case "paragraph":
        paragraph(block.inlines, { size: 11 });
        break;
      case "item":
        paragraph([{ text: `${block.marker} ` }, ...block.inlines], {
          size: 11,
          indent: 14 + block.depth * 16,
          after: 2,
        });
        break;
      case "quote":
        paragraph(block.inlines, { size: 11, color: "#475569", indent: 16 });
        break;
      case "code":
        paragraph([{ text: block.text }], { size: 10, color: "#334155", indent: 12 });
        break;
      case "table":
        for (const [index, row] of block.rows.entries())
          paragraph(
            row.flatMap((cell, cellIndex) => [
              ...(cellIndex > 0 ? [{ text: "   ·   " }] : []),
              ...cell.map((inline) => (index === 0 ? { ...inline, bold: true as const } : inline)),
            ]),
            { size: 10.5, after: 2 },
          );
        y += 6;
        break;
      case "rule":
        ensureRoom(12);
        doc
          .save()
          .moveTo(PAGE.margin, y + 4)
          .lineTo(PAGE.margin + contentWidth, y + 4)
          .lineWidth(0.5)
          .stroke("#cbd5e1")
          .restore();
        y += 12;
        break;
    }
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
