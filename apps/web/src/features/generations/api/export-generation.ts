import { type ExportFormat, exportFileName } from "@outsmart/contracts/export-formats";
import { apiDownload } from "~/lib/api-client";
import { saveFile } from "~/lib/save-file";

/**
 * GET /api/generations/:id/export?format=…[&version=N]: saves the result (that version of it, or
 * the newest) as a file; returns its name.
 */
export async function exportGeneration(
  id: string,
  format: ExportFormat,
  version?: number,
): Promise<string> {
  const { blob, fileName } = await apiDownload(
    `/api/generations/${encodeURIComponent(id)}/export?format=${format}${version === undefined ? "" : `&version=${version}`}`,
  );
  const name = fileName ?? exportFileName(format, Date.now());
  saveFile(blob, name);
  return name;
}
