import type { GenerationDetail } from "@outsmart/contracts/generations";
import {
  type ExportFormat,
  exportFileName,
  exportMediaTypes,
} from "@outsmart/contracts/export-formats";
import { markdownToPlainText } from "@outsmart/contracts/markdown-text";
import { isOutputLanguage, outputLanguageTags } from "@outsmart/contracts/output-language-list";
import { findCatalogueTool, titleCaseSlug } from "@outsmart/contracts/tool-catalogue";
import { documentBlocks } from "./export-blocks.ts";

export type ExportedFile = { body: Uint8Array<ArrayBuffer>; mediaType: string; fileName: string };

/**
 * A text result as a file (issue 16): plain text is the clean text a copy gives (ADR 0048),
 * Markdown is the result as written, Word and PDF keep its structure. Named as the seed names
 * downloads, generated-content-{timestamp}.{ext}. The Word and PDF libraries (and HarfBuzz's
 * WebAssembly) load with the first such export, not with the server.
 */
export async function exportGeneration(
  generation: Pick<GenerationDetail, "toolSlug" | "language" | "outputContent" | "createdAt">,
  format: ExportFormat,
  now: number,
): Promise<ExportedFile> {
  const title = findCatalogueTool(generation.toolSlug)?.name ?? titleCaseSlug(generation.toolSlug);
  const lang = isOutputLanguage(generation.language)
    ? outputLanguageTags[generation.language]
    : "en";
  const content = generation.outputContent;
  const encoder = new TextEncoder();
  const body =
    format === "txt"
      ? encoder.encode(markdownToPlainText(content))
      : format === "md"
        ? encoder.encode(content.endsWith("\n") ? content : `${content}\n`)
        : format === "docx"
          ? await (
              await import("./export-docx.ts")
            ).renderDocx(documentBlocks(content), { title, lang })
          : await (
              await import("./export-pdf.ts")
            ).renderPdf(documentBlocks(content), {
              title,
              lang,
              createdAt: new Date(generation.createdAt),
            });
  return { body, mediaType: exportMediaTypes[format], fileName: exportFileName(format, now) };
}
