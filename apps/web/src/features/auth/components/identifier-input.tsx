import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

/** The account's e-mail address or phone number, whichever the person signs in with. */
export function IdentifierInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="username"
      inputMode="email"
      placeholder="you@company.com or 01712345678"
      {...props}
    />
  );
}
