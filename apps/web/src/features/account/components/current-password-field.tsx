import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** The account's current password, asked for before a sensitive change. */
export function CurrentPasswordField({
  label,
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const p = profileCatalogue.useMessages();
  return (
    <FormField label={label ?? p.yourPassword}>
      <PasswordInput
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
