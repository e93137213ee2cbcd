import { ONE_TIME_CODE_LENGTH } from "@outsmart/contracts/account";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { FormError } from "~/components/form-error";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
} from "../api/two-factor";
import { BackupCodes } from "./backup-codes";
import { CurrentPasswordField } from "./current-password-field";
import { profileCatalogue } from "../i18n/profile-catalogue";

function QrCode({ uri }: { uri: string }) {
  const p = profileCatalogue.useMessages();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(setSrc);
  }, [uri]);
  return src ? (
    <img src={src} width={200} height={200} alt={p.qrAlt} className="rounded-lg border" />
  ) : (
    <div className="size-[200px] rounded-lg bg-slate-100" />
  );
}

/** Turn on: password → scan the QR code → confirm with a code → save the backup codes. */
function EnableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const p = profileCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const enrolment = start.data;
  const secret = enrolment ? (new URL(enrolment.totpURI).searchParams.get("secret") ?? "") : "";
  const close = () => {
    onOpenChange(false);
    setPassword("");
    setCode("");
    start.reset();
    confirm.reset();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent lang={language} title={p.turnOnTitle}>
        {!enrolment ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) start.mutate(password);
            }}
          >
            <p className="text-sm text-slate-600">{p.turnOnLead}</p>
            <FormError t={p} error={start.error} />
            <CurrentPasswordField value={password} onChange={setPassword} />
            <Button type="submit" disabled={start.isPending || !password}>
              {start.isPending ? p.checking : p.continue}
            </Button>
          </form>
        ) : !confirm.isSuccess ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              confirm.mutate(code.trim());
            }}
          >
            <p className="text-sm text-slate-600">{p.scan}</p>
            <div className="flex flex-col items-center gap-2">
              <QrCode uri={enrolment.totpURI} />
              <p className="text-center text-xs text-slate-500">
                {p.cantScan} <code className="break-all font-mono text-slate-800">{secret}</code>
              </p>
            </div>
            <FormError t={p} error={confirm.error} />
            <FormField label={p.codeFromApp}>
              <OneTimeCodeInput value={code} onChange={(event) => setCode(event.target.value)} />
            </FormField>
            <Button
              type="submit"
              disabled={confirm.isPending || code.trim().length !== ONE_TIME_CODE_LENGTH}
            >
              {confirm.isPending ? p.checking : p.turnOn}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{p.twoStepOn}</Alert>
            <p className="text-sm text-slate-600">{p.saveCodes}</p>
            <BackupCodes codes={enrolment.backupCodes} />
            <Button onClick={close}>{p.savedCodes}</Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A password-confirmed action for the "on" state: turn off, or replace the backup codes. */
function PasswordActionDialog({
  kind,
  onClose,
}: {
  kind: "disable" | "codes" | undefined;
  onClose: () => void;
}) {
  const p = profileCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [password, setPassword] = useState("");
  const mutation = kind === "disable" ? disable : regenerate;
  const close = () => {
    setPassword("");
    disable.reset();
    regenerate.reset();
    onClose();
  };
  return (
    <Dialog open={kind !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent lang={language} title={kind === "disable" ? p.turnOffTitle : p.newBackupCodes}>
        {kind === "codes" && regenerate.data ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{p.oldCodesGone}</p>
            <BackupCodes codes={regenerate.data.backupCodes} />
            <Button onClick={close}>{p.done}</Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) return;
              if (kind === "disable") {
                disable.mutate(password, {
                  onSuccess: () => {
                    toast.success(p.twoStepOff);
                    close();
                  },
                });
              } else {
                regenerate.mutate(password);
              }
            }}
          >
            <p className="text-sm text-slate-600">
              {kind === "disable" ? p.passwordOnly : p.replacesCodes}
            </p>
            <FormError t={p} error={mutation.error} />
            <CurrentPasswordField value={password} onChange={setPassword} />
            <Button
              type="submit"
              variant={kind === "disable" ? "destructive" : "primary"}
              disabled={mutation.isPending || !password}
            >
              {mutation.isPending ? p.checking : kind === "disable" ? p.turnOff : p.createCodes}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function TwoFactorSection({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const p = profileCatalogue.useMessages();
  const [enabling, setEnabling] = useState(false);
  const [action, setAction] = useState<"disable" | "codes">();
  return (
    <Card aria-labelledby="two-factor-heading">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle id="two-factor-heading">{p.twoStep}</CardTitle>
          {enabled ? <Badge tone="success">{p.on}</Badge> : <Badge>{p.off}</Badge>}
        </div>
        <CardDescription>{p.twoStepLead}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {!hasPassword ? (
          <p className="text-sm text-slate-600">{p.setPasswordFirst}</p>
        ) : enabled ? (
          <>
            <Button variant="outline" onClick={() => setAction("codes")}>
              {p.newBackupCodes}
            </Button>
            <Button variant="outline" onClick={() => setAction("disable")}>
              {p.turnOff}
            </Button>
          </>
        ) : (
          <Button onClick={() => setEnabling(true)}>{p.turnOn}</Button>
        )}
      </CardContent>
      <EnableDialog open={enabling} onOpenChange={setEnabling} />
      <PasswordActionDialog kind={action} onClose={() => setAction(undefined)} />
    </Card>
  );
}
