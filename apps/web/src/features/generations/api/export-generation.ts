import { type ExportFormat, exportFileName } from "@outsmart/contracts/export-formats";
import { apiDownload } from "~/lib/api-client";
import { saveFile } from "~/lib/save-file";

/** GET /api/generations/:id/export?format=…: saves the result as a file; returns its name. */
export async function exportGeneration(id: string, format: ExportFormat): Promise<string> {
  const { blob, fileName } = await apiDownload(
    `/api/generations/${encodeURIComponent(id)}/export?format=${format}`,
  );
  const name = fileName ?? exportFileName(format, Date.now());
  saveFile(blob, name);
  return name;
}
