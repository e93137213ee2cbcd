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
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
} from "../api/two-factor";
import { BackupCodes } from "./backup-codes";
import { CurrentPasswordField } from "./current-password-field";

function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(setSrc);
  }, [uri]);
  return src ? (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code to scan with your authenticator app"
      className="rounded-lg border"
    />
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
      <DialogContent title="Turn on two-step verification">
        {!enrolment ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) start.mutate(password);
            }}
          >
            <p className="text-sm text-slate-600">
              After your password, you will also enter a code from an authenticator app (such as
              Google Authenticator or 1Password) when you sign in.
            </p>
            <FormError error={start.error} />
            <CurrentPasswordField value={password} onChange={setPassword} />
            <Button type="submit" disabled={start.isPending || !password}>
              {start.isPending ? "Checking..." : "Continue"}
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
            <p className="text-sm text-slate-600">
              Scan this code with your authenticator app, then enter the 6-digit code it shows.
            </p>
            <div className="flex flex-col items-center gap-2">
              <QrCode uri={enrolment.totpURI} />
              <p className="text-center text-xs text-slate-500">
                Can&apos;t scan? Enter this key:{" "}
                <code className="break-all font-mono text-slate-800">{secret}</code>
              </p>
            </div>
            <FormError error={confirm.error} />
            <FormField label="Code from the app">
              <OneTimeCodeInput value={code} onChange={(event) => setCode(event.target.value)} />
            </FormField>
            <Button
              type="submit"
              disabled={confirm.isPending || code.trim().length !== ONE_TIME_CODE_LENGTH}
            >
              {confirm.isPending ? "Checking..." : "Turn on"}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <Alert tone="success">Two-step verification is on.</Alert>
            <p className="text-sm text-slate-600">
              Save these backup codes somewhere safe. If you lose your phone, each code lets you
              sign in once. We will not show them again.
            </p>
            <BackupCodes codes={enrolment.backupCodes} />
            <Button onClick={close}>I have saved my codes</Button>
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
      <DialogContent
        title={kind === "disable" ? "Turn off two-step verification" : "New backup codes"}
      >
        {kind === "codes" && regenerate.data ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">
              Your old backup codes no longer work. Save these instead.
            </p>
            <BackupCodes codes={regenerate.data.backupCodes} />
            <Button onClick={close}>Done</Button>
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
                    toast.success("Two-step verification is off.");
                    close();
                  },
                });
              } else {
                regenerate.mutate(password);
              }
            }}
          >
            <p className="text-sm text-slate-600">
              {kind === "disable"
                ? "Your account will be protected by your password only."
                : "This replaces all of your current backup codes."}
            </p>
            <FormError error={mutation.error} />
            <CurrentPasswordField value={password} onChange={setPassword} />
            <Button
              type="submit"
              variant={kind === "disable" ? "destructive" : "primary"}
              disabled={mutation.isPending || !password}
            >
              {mutation.isPending
                ? "Checking..."
                : kind === "disable"
                  ? "Turn off"
                  : "Create new codes"}
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
  const [enabling, setEnabling] = useState(false);
  const [action, setAction] = useState<"disable" | "codes">();
  return (
    <Card aria-labelledby="two-factor-heading">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle id="two-factor-heading">Two-step verification</CardTitle>
          {enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
        </div>
        <CardDescription>
          Ask for a code from an authenticator app after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {!hasPassword ? (
          <p className="text-sm text-slate-600">
            Set a password first: two-step verification protects password sign-ins.
          </p>
        ) : enabled ? (
          <>
            <Button variant="outline" onClick={() => setAction("codes")}>
              New backup codes
            </Button>
            <Button variant="outline" onClick={() => setAction("disable")}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setEnabling(true)}>Turn on</Button>
        )}
      </CardContent>
      <EnableDialog open={enabling} onOpenChange={setEnabling} />
      <PasswordActionDialog kind={action} onClose={() => setAction(undefined)} />
    </Card>
  );
}
