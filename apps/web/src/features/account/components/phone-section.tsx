import { ONE_TIME_CODE_LENGTH } from "@outsmart/contracts/account";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { OneTimeCodeInput } from "~/components/ui/one-time-code-input";
import { FormError } from "~/components/form-error";
import { useSendPhoneCode, useVerifyPhone } from "../api/account-mutations";
import { ReauthenticateOrError } from "./reauthenticate-prompt";
import { SubmitOrCancel } from "./submit-or-cancel";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** Add, change or verify the phone number: a code is sent by SMS and entered here. */
export function PhoneSection({
  phoneNumber,
  verified,
}: {
  phoneNumber: string | null;
  verified: boolean;
}) {
  const p = profileCatalogue.useMessages();
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [step, setStep] = useState<"idle" | "number" | "code">("idle");
  const [number, setNumber] = useState("");
  const [code, setCode] = useState("");

  const send = (target: string) =>
    sendCode.mutate(target, {
      onSuccess: ({ phoneNumber: normalised }) => {
        setNumber(normalised);
        setStep("code");
      },
    });
  const reset = () => {
    setStep("idle");
    setCode("");
    sendCode.reset();
    verify.reset();
  };

  return (
    <Card aria-labelledby="phone-heading">
      <CardHeader>
        <CardTitle id="phone-heading">{p.phoneTitle}</CardTitle>
        <CardDescription>{p.phoneLead}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{phoneNumber ?? p.noPhone}</span>
          {phoneNumber ? (
            verified ? (
              <Badge tone="success">{p.verified}</Badge>
            ) : (
              <Badge tone="warning">{p.notVerified}</Badge>
            )
          ) : null}
        </div>

        {step === "idle" ? (
          <div className="flex flex-wrap gap-2">
            {phoneNumber && !verified ? (
              <Button
                variant="outline"
                disabled={sendCode.isPending}
                onClick={() => send(phoneNumber)}
              >
                {sendCode.isPending ? p.sending : p.verifyNumber}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setStep("number")}>
              {phoneNumber ? p.changeNumber : p.addPhone}
            </Button>
          </div>
        ) : null}
        {step === "idle" && sendCode.error ? <FormError t={p} error={sendCode.error} /> : null}

        {step === "number" ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (number.trim()) send(number.trim());
            }}
          >
            <ReauthenticateOrError error={sendCode.error} onConfirmed={() => send(number.trim())} />
            <FormField label={p.newPhone} hint={p.phoneHint}>
              <Input
                type="tel"
                autoComplete="tel"
                value={number}
                onChange={(event) => setNumber(event.target.value)}
              />
            </FormField>
            <SubmitOrCancel
              label={p.sendCode}
              pendingLabel={p.sending}
              pending={sendCode.isPending}
              disabled={!number.trim()}
              onCancel={reset}
            />
          </form>
        ) : null}

        {step === "code" ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              verify.mutate(
                { phoneNumber: number, code },
                {
                  onSuccess: () => {
                    toast.success(p.phoneVerified);
                    reset();
                  },
                },
              );
            }}
          >
            <Alert tone="info">{p.codeSent(<strong key="number">{number}</strong>)}</Alert>
            <ReauthenticateOrError
              error={verify.error}
              onConfirmed={() => verify.mutate({ phoneNumber: number, code })}
            />
            <FormField label={p.code}>
              <OneTimeCodeInput value={code} onChange={(event) => setCode(event.target.value)} />
            </FormField>
            <SubmitOrCancel
              label={p.verify}
              pendingLabel={p.checking}
              pending={verify.isPending}
              disabled={code.trim().length !== ONE_TIME_CODE_LENGTH}
              onCancel={reset}
            />
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
