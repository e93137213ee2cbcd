import { Alert } from "~/components/ui/alert";
import { authCatalogue } from "../i18n/auth-catalogue";
import { OutboxNote } from "./outbox-note";
import { Sentence } from "./sentence";
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
  const t = authCatalogue.useMessages();
  return (
    <div className="flex flex-col gap-4">
      {reason === "sign-in" ? (
        <Alert tone="info">
          <Sentence parts={t.emailNotConfirmed(email)} />
        </Alert>
      ) : (
        <p className="text-slate-700">
          <Sentence parts={t.emailLinkSent(email)} strongClassName="break-all" />
        </p>
      )}
      {outbox ? <OutboxNote channel="email" /> : null}
      <p className="text-sm text-slate-600">{t.checkSpam}</p>
      <ResendButton label={t.resendLink} sentMessage={t.linkResent} onResend={onResend} />
      <button
        type="button"
        className="text-sm text-slate-600 hover:underline"
        onClick={onUseAnother}
      >
        {t.useAnotherAddress}
      </button>
    </div>
  );
}
