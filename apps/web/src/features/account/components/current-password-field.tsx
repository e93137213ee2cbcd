import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";

/** The account's current password, asked for before a sensitive change. */
export function CurrentPasswordField({
  label = "Your password",
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <PasswordInput
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
