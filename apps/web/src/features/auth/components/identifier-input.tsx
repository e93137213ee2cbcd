import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { authCatalogue } from "../i18n/auth-catalogue";

/** The account's e-mail address or phone number, whichever the person signs in with. */
export function IdentifierInput(props: ComponentProps<typeof Input>) {
  const t = authCatalogue.useMessages();
  return (
    <Input
      autoComplete="username"
      inputMode="email"
      placeholder={t.identifierPlaceholder}
      {...props}
    />
  );
}
