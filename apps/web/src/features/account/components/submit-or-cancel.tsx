import { Button } from "~/components/ui/button";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** An inline edit's buttons: submit (its pending label while the request runs) and Cancel. */
export function SubmitOrCancel({
  label,
  pendingLabel,
  pending,
  disabled = false,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** Also disabled while the form is incomplete. */
  disabled?: boolean;
  onCancel: () => void;
}) {
  const p = profileCatalogue.useMessages();
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {p.cancel}
      </Button>
    </div>
  );
}
