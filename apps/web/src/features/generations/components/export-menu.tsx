import { type ExportFormat, exportFormats } from "@outsmart/contracts/export-formats";
import { ChevronDown, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { toast } from "~/components/ui/toast";
import { exportGeneration } from "../api/export-generation";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";

/**
 * "Download" for a saved text result: plain text (the clean text a copy gives), Markdown, Word or
 * PDF, each made by the server (issue 16), of the version shown (the newest when none is named).
 * The button says when a file is being prepared.
 */
export function ExportMenu({
  generationId,
  version,
  disabled = false,
}: {
  generationId: string;
  /** The version to download; the newest when undefined. */
  version?: number | undefined;
  /** Off while the version it would download is not known yet. */
  disabled?: boolean;
}) {
  const t = generationCatalogue.useMessages();
  const [busy, setBusy] = useState<ExportFormat | undefined>();
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportGeneration(generationId, format, version);
      // "Content saved as text file." (the seed's words for .txt), and the same for each format.
      toast.success(t.downloaded, { description: t.savedFile[format] });
    } catch (error) {
      toast.error(t.downloadFailed, { description: t.error(error, t.tryAgain) });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    // Not modal: the page around a small menu stays as it is (no aria-hidden, no scroll lock).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || busy !== undefined}
          aria-busy={busy !== undefined}
        >
          <Download aria-hidden="true" />
          {busy ? t.preparing : t.download}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {exportFormats.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void download(format)}>
            {t.exportFormats[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
