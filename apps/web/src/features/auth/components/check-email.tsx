import { Alert } from "~/components/ui/alert";
import { OutboxNote } from "./outbox-note";
import { ResendButton } from "./resend-button";

/**
 * The next step after an e-mail sign-up (or a sign-in to an account never confirmed): open the
 * link we mailed. The same screen whether or not the address already had an account.
 */
export function CheckEmail({
  email,
  reason,
  outbox,
  onResend,
  onUseAnother,
}: {
  email: string;
  reason: "sign-up" | "sign-in";
  /** The installation keeps e-mail in its outbox instead of sending it. */
  outbox: boolean;
  onResend: () => Promise<unknown>;
  onUseAnother: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {reason === "sign-in" ? (
        <Alert tone="info">
          Your e-mail address is not confirmed yet. We sent a new link to <strong>{email}</strong>:
          open it to confirm your address and sign in.
        </Alert>
      ) : (
        <p className="text-slate-700">
          We sent a link to <strong className="break-all">{email}</strong>. Open it to confirm your
          address and sign in. The link works for 24 hours.
        </p>
      )}
      {outbox ? <OutboxNote channel="email" /> : null}
      <p className="text-sm text-slate-600">Nothing yet? Check your spam folder.</p>
      <ResendButton label="Resend the link" sentMessage="We sent a new link." onResend={onResend} />
      <button
        type="button"
        className="text-sm text-slate-600 hover:underline"
        onClick={onUseAnother}
      >
        Use another address
      </button>
    </div>
  );
}
