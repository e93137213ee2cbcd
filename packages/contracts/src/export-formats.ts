/**
 * The formats a text result downloads as (issue 16): GET /api/generations/:id/export?format=….
 * No zod here: the tool page and the history import this at run time (ADR 0055).
 */
export const exportFormats = ["txt", "md", "docx", "pdf"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatLabels: Record<ExportFormat, string> = {
  txt: "Plain text (.txt)",
  md: "Markdown (.md)",
  docx: "Word (.docx)",
  pdf: "PDF (.pdf)",
};

export const exportMediaTypes: Record<ExportFormat, string> = {
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === "string" && (exportFormats as readonly string[]).includes(value);
}

/** The seed's download names: generated-content-{timestamp}.{ext}. */
export function exportFileName(format: ExportFormat, now: number): string {
  return `generated-content-${now}.${format}`;
}
