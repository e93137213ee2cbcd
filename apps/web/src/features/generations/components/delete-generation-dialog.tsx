import { titleCaseSlug } from "@outsmart/contracts/tool-catalogue";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";

/**
 * "Delete this generation?" in the interface language. Loaded with the dialog when a Delete is
 * first pressed, with its texts (the history's first load carries neither).
 */
export default function DeleteGenerationDialog({
  toolSlug,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  /** The generation's tool; null once the dialog has closed. */
  toolSlug: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = generationCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  return (
    <ConfirmDialog
      lang={language}
      open={open}
      onOpenChange={onOpenChange}
      title={t.deleteTitle}
      description={t.deleteText(toolSlug ? t.toolName(toolSlug, titleCaseSlug(toolSlug)) : "")}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      pendingLabel={t.deleting}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
