import { type PackId, plans } from "@outsmart/contracts/plans";
import { paths, safeRedirectTarget } from "@outsmart/contracts/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { Alert } from "~/components/ui/alert";
import { FullPageSpinner } from "~/components/ui/spinner";
import { sessionQueryKey, useSession } from "~/lib/session";
import { useSignInOptions } from "~/features/auth/api/get-sign-in-options";
import { signIn } from "~/features/auth/api/sign-in";
import { signUp } from "~/features/auth/api/sign-up";
import { AuthLayout } from "~/features/auth/components/auth-layout";
import { CheckEmail } from "~/features/auth/components/check-email";
import { ConfirmPhoneForm } from "~/features/auth/components/confirm-phone-form";
import { ForgotPasswordForm } from "~/features/auth/components/forgot-password-form";
import { SignInForm } from "~/features/auth/components/sign-in-form";
import { SignUpForm, type SignUpValues } from "~/features/auth/components/sign-up-form";
import { SocialSignIn } from "~/features/auth/components/social-sign-in";
import { TwoFactorForm } from "~/features/auth/components/two-factor-form";
import {
  continuePurchasePath,
  packInReturnPath,
  rememberedPackToBuy,
} from "~/features/payments/lib/pack-to-buy";
import { cn } from "~/lib/cn";
import { setFlashMessage } from "~/lib/flash-message";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";
import { authCatalogue } from "~/features/auth/i18n/auth-catalogue";
import { followAccountLanguage } from "../account-language";
import { InterfaceLanguageSwitch } from "../interface-language-switch";

export function meta() {
  return [
    { title: "Sign in · Outsmart" },
    { name: "description", content: "Sign in to Outsmart or create a free account." },
  ];
}

type Mode =
  "sign-in" | "sign-up" | "two-factor" | "forgot-password" | "check-email" | "confirm-phone";

/** A sign-up (or a sign-in to an account never confirmed) waiting for its link or code. */
type Pending = {
  address: string;
  reason: "sign-up" | "sign-in";
  /** Sends the same request again: the server sends a fresh link or code. */
  resend: () => Promise<unknown>;
};

/** `?mode=` from a link (the "someone tried" e-mail links to the reset form). */
function initialMode(mode: string | null): Mode {
  return mode === "sign-up" || mode === "forgot-password" ? mode : "sign-in";
}

export default function AuthPage() {
  const [params] = useSearchParams();
  // A visitor who chose a pack before signing in (issue 14): the return address names it, or, after
  // an e-mail confirmation link (which drops the address), browser storage remembers it.
  const [packToBuy] = useState<PackId | undefined>(
    () =>
      packInReturnPath(params.get("redirect") ?? "") ??
      (typeof window === "undefined" ? undefined : rememberedPackToBuy()),
  );
  const redirectTo = safeRedirectTarget(
    params.get("redirect"),
    packToBuy ? continuePurchasePath(packToBuy) : paths.dashboard,
  );
  // A confirmation link lands here (`?confirmed=email`, plus `&error=…` when it did not work).
  const fromConfirmationLink = params.get("confirmed") === "email";
  const linkFailed = fromConfirmationLink && params.has("error");
  const [mode, setMode] = useState<Mode>(initialMode(params.get("mode")));
  const [identifierForReset, setIdentifierForReset] = useState("");
  // What to tell on the sign-in form (a catalogue key, so a language switch changes it too).
  const [notice, setNotice] = useState<"emailConfirmedSignIn" | "passwordChanged" | undefined>(
    fromConfirmationLink && !linkFailed ? "emailConfirmedSignIn" : undefined,
  );
  const [pending, setPending] = useState<Pending | undefined>();
  const [signUpValues, setSignUpValues] = useState<SignUpValues | undefined>();
  const session = useSession();
  const options = useSignInOptions();
  const queryClient = useQueryClient();
  const { choose: chooseLanguage } = useInterfaceLanguage();
  const t = authCatalogue.useMessages();
  usePageTitle(t.pageTitle);
  const navigate = useNavigate();

  const signedIn = Boolean(session.data);
  useEffect(() => {
    // The link signed the person in: say so on the way to the dashboard (the toaster stays mounted).
    if (signedIn && fromConfirmationLink && !linkFailed) {
      // On the way back to a pack (the pricing page has its own toaster): leave it a message.
      if (packToBuy) setFlashMessage(t.emailConfirmedWelcome);
      else toast.success(t.emailConfirmedWelcome, { id: "email-confirmed" });
    }
  }, [signedIn, fromConfirmationLink, linkFailed, packToBuy, t]);

  const finish = async (message?: string) => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    // Not awaited: the way on must not wait for it (the screens switch when it answers).
    void followAccountLanguage(chooseLanguage);
    if (message) toast.success(message);
    await navigate(redirectTo, { replace: true });
  };

  const awaitConfirmation = (
    next: "confirm-email" | "confirm-phone",
    confirmation: Pending,
  ): void => {
    setPending(confirmation);
    setNotice(undefined);
    setMode(next === "confirm-email" ? "check-email" : "confirm-phone");
  };

  const chooseAnotherAddress = () => {
    setMode(pending?.reason === "sign-in" ? "sign-in" : "sign-up");
    setPending(undefined);
  };

  if (session.isPending) return <FullPageSpinner label={t.checkingSession} />;
  if (session.data && mode !== "two-factor") return <Navigate to={redirectTo} replace />;

  return (
    <AuthLayout languageSwitch={<InterfaceLanguageSwitch account={false} />}>
      {mode === "sign-in" || mode === "sign-up" ? (
        <div
          className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
          role="group"
          aria-label={t.signInOrUp}
        >
          {(["sign-in", "sign-up"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => {
                setMode(option);
                setNotice(undefined);
              }}
              className={cn(
                "rounded-lg py-2 text-sm font-semibold transition-colors",
                mode === option
                  ? "bg-white text-slate-900 shadow-sm"
                  : "text-slate-600 hover:text-slate-900",
              )}
            >
              {option === "sign-in" ? t.signInTab : t.signUpTab}
            </button>
          ))}
        </div>
      ) : null}
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{t.titles[mode]}</h1>
      {packToBuy && (mode === "sign-up" || mode === "sign-in") ? (
        <p className="-mt-3 mb-6 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          {mode === "sign-up"
            ? t.packSignUp(plans[packToBuy].name)
            : t.packSignIn(plans[packToBuy].name)}
        </p>
      ) : null}
      {params.get("error") === "social" ? (
        <Alert tone="error" className="mb-4">
          {t.socialFailed}
        </Alert>
      ) : null}
      {linkFailed && mode === "sign-in" ? (
        <Alert tone="error" className="mb-4">
          {t.linkExpired}
        </Alert>
      ) : null}

      {mode === "sign-in" ? (
        <SignInForm
          notice={
            notice === "emailConfirmedSignIn"
              ? t.emailConfirmedSignIn
              : notice === "passwordChanged"
                ? t.passwordChanged
                : undefined
          }
          onSignedIn={() => void finish()}
          onTwoFactorRequired={() => setMode("two-factor")}
          onConfirmationNeeded={(next, request) =>
            awaitConfirmation(next, {
              address: request.identifier.trim(),
              reason: "sign-in",
              resend: () => signIn(request),
            })
          }
          onForgotPassword={(identifier) => {
            setIdentifierForReset(identifier);
            setMode("forgot-password");
          }}
        />
      ) : null}
      {mode === "sign-up" ? (
        <SignUpForm
          initialValues={signUpValues}
          onSubmitted={({ values, request }, next) => {
            setSignUpValues({ ...values, identifier: "" });
            awaitConfirmation(next, {
              address: values.identifier.trim(),
              reason: "sign-up",
              resend: () => signUp(request),
            });
          }}
        />
      ) : null}
      {mode === "check-email" && pending ? (
        <CheckEmail
          email={pending.address}
          reason={pending.reason}
          outbox={options.data?.outbox.email ?? false}
          onResend={pending.resend}
          onUseAnother={chooseAnotherAddress}
        />
      ) : null}
      {mode === "confirm-phone" && pending ? (
        <ConfirmPhoneForm
          phoneNumber={pending.address}
          reason={pending.reason}
          outbox={options.data?.outbox.sms ?? false}
          onResend={pending.resend}
          onUseAnother={chooseAnotherAddress}
          onConfirmed={() => void finish(t.phoneConfirmedWelcome)}
        />
      ) : null}
      {mode === "two-factor" ? (
        <TwoFactorForm onVerified={() => void finish()} onCancel={() => setMode("sign-in")} />
      ) : null}
      {mode === "forgot-password" ? (
        <ForgotPasswordForm
          initialIdentifier={identifierForReset}
          onCancel={() => setMode("sign-in")}
          onDone={() => {
            setNotice("passwordChanged");
            setMode("sign-in");
          }}
        />
      ) : null}
      {mode === "sign-in" || mode === "sign-up" ? (
        <div className="mt-6">
          <SocialSignIn callbackPath={redirectTo} />
        </div>
      ) : null}
      {mode === "sign-up" ? (
        <p className="mt-6 text-center text-xs text-slate-500">
          {t.agreeBefore}
          <a className="underline" href={paths.terms}>
            {t.terms}
          </a>
          {t.agreeAnd}
          <a className="underline" href={paths.privacy}>
            {t.privacy}
          </a>
          {t.agreeAfter}
        </p>
      ) : null}
    </AuthLayout>
  );
}
