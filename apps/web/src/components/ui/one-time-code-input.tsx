import { ONE_TIME_CODE_LENGTH } from "@outsmart/contracts/account";
import type { ComponentProps } from "react";
import { Input } from "./input";

/**
 * A one-time code from an SMS or an authenticator app: the numeric keyboard, the browser's
 * one-time-code autofill, at most six characters. Any prop overrides these (a backup code is text).
 */
export function OneTimeCodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={ONE_TIME_CODE_LENGTH}
      {...props}
    />
  );
}
