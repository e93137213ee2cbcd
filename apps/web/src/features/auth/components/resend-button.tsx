import { useMutation } from "@tanstack/react-query";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useCooldown } from "../hooks/use-cooldown";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";

/** Seconds to wait before the first resend, and between resends. */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * Resends a confirmation link or code, after a cool-down (the server also limits how many
 * messages one address gets). Says when it sent, and why it could not.
 */
export function ResendButton({
  label,
  sentMessage,
  onResend,
}: {
  /** e.g. "Resend the link" */
  label: string;
  /** e.g. "We sent a new link." */
  sentMessage: string;
  onResend: () => Promise<unknown>;
}) {
  const t = authCatalogue.useMessages();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const resend = useMutation({ mutationFn: onResend, onSuccess: () => cooldown.restart() });
  const waiting = cooldown.remaining > 0;
  return (
    <div className="flex flex-col gap-2">
      {resend.isSuccess ? <Alert tone="success">{sentMessage}</Alert> : null}
      <AuthFormError error={resend.error} />
      <Button
        variant="outline"
        size="lg"
        disabled={waiting || resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t.sending : waiting ? t.waitSeconds(label, cooldown.remaining) : label}
      </Button>
    </div>
  );
}
