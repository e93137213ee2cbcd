import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { Block, Inline } from "./export-blocks.ts";

/**
 * A text result as a Word document (docx, built with the `docx` library): real headings, bullet
 * and numbered lists (nested, numbered from their start), quotes, tables and emphasis, so it opens
 * in Word, Google Docs or LibreOffice ready to edit. Bengali is Unicode text: Word shapes it with
 * the complex-script font named here, or the device's own Bengali font.
 */
const FONT = { ascii: "Calibri", hAnsi: "Calibri", cs: "Nirmala UI", eastAsia: "Calibri" };
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

function runs(inlines: readonly Inline[], bold = false): TextRun[] {
  return inlines.map((inline) =>
    inline.text === "\n"
      ? new TextRun({ break: 1 })
      : new TextRun({
          text: inline.text,
          bold: bold || inline.bold === true,
          italics: inline.italic === true,
          strike: inline.strike === true,
          font: FONT,
        }),
  );
}

export async function renderDocx(
  blocks: readonly Block[],
  meta: { title: string; lang: string },
): Promise<Uint8Array<ArrayBuffer>> {
  // Each numbered list restarts at its own first number: one numbering instance per list.
  let listInstance = 0;
  let previousWasItem = false;
  const children: (Paragraph | Table)[] = [];
  for (const block of blocks) {
    if (block.kind !== "item") previousWasItem = false;
    switch (block.kind) {
      case "heading":
        children.push(
          new Paragraph({
            heading: HEADINGS[block.level - 1] ?? HeadingLevel.HEADING_6,
            children: runs(block.inlines),
          }),
        );
        break;
      case "paragraph":
        children.push(new Paragraph({ children: runs(block.inlines) }));
        break;
      case "item": {
        if (!previousWasItem) listInstance += 1;
        previousWasItem = true;
        const level = Math.min(block.depth, 8);
        children.push(
          new Paragraph({
            children: runs(block.inlines),
            ...(block.ordered
              ? { numbering: { reference: "ordered", level, instance: listInstance } }
              : { bullet: { level } }),
          }),
        );
        break;
      }
      case "quote":
        children.push(
          new Paragraph({
            children: runs(block.inlines),
            indent: { left: 480 },
            border: { left: { style: BorderStyle.SINGLE, size: 12, color: "CBD5E1", space: 8 } },
          }),
        );
        break;
      case "code":
        children.push(
          new Paragraph({
            children: block.text
              .split("\n")
              .flatMap((line, index) => [
                ...(index > 0 ? [new TextRun({ break: 1 })] : []),
                new TextRun({ text: line, font: "Consolas" }),
              ]),
          }),
        );
        break;
      case "table":
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: block.rows.map(
              (row, index) =>
                new TableRow({
                  tableHeader: index === 0,
                  children: row.map(
                    (cell) =>
                      new TableCell({
                        children: [new Paragraph({ children: runs(cell, index === 0) })],
                      }),
                  ),
                }),
            ),
          }),
        );
        break;
      case "rule":
        children.push(
          new Paragraph({
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "CBD5E1", space: 1 } },
          }),
        );
        break;
    }
  }
  const document = new Document({
    title: meta.title,
    creator: "Outsmart",
    styles: {
      default: { document: { run: { font: FONT, size: 22, language: { value: meta.lang } } } },
    },
    numbering: {
      config: [
        {
          reference: "ordered",
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
