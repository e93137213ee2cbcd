import { Copy, Download } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** The ten single-use backup codes, with copy and download, shown once. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const p = profileCatalogue.useMessages();
  const text = `${p.backupFileTitle}\n\n${codes.join("\n")}\n`;
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900"
        aria-label={p.backupCodes}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => toast.success(p.codesCopied),
              () => toast.error(p.copyFailed, { description: p.copyByHand }),
            )
          }
        >
          <Copy aria-hidden="true" /> {p.copy}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
            const link = Object.assign(document.createElement("a"), {
              href: url,
              download: "outsmart-backup-codes.txt",
            });
            link.click();
            URL.revokeObjectURL(url);
          }}
        >
          <Download aria-hidden="true" /> {p.download}
        </Button>
      </div>
    </div>
  );
}
