import { paths, safeRedirectTarget } from "@outsmart/contracts/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "~/components/ui/alert";
import { FullPageSpinner } from "~/components/ui/spinner";
import { sessionQueryKey, useSession } from "~/lib/session";
import { AuthLayout } from "~/features/auth/components/auth-layout";
import { ForgotPasswordForm } from "~/features/auth/components/forgot-password-form";
import { SignInForm } from "~/features/auth/components/sign-in-form";
import { SignUpForm } from "~/features/auth/components/sign-up-form";
import { SocialSignIn } from "~/features/auth/components/social-sign-in";
import { TwoFactorForm } from "~/features/auth/components/two-factor-form";
import { cn } from "~/lib/cn";

export function meta() {
  return [
    { title: "Sign in · Outsmart" },
    { name: "description", content: "Sign in to Outsmart or create a free account." },
  ];
}

type Mode = "sign-in" | "sign-up" | "two-factor" | "forgot-password";

const titles: Record<Mode, string> = {
  "sign-in": "Welcome back to Outsmart",
  "sign-up": "Start your journey with Outsmart",
  "two-factor": "Two-step verification",
  "forgot-password": "Reset your password",
};

export default function AuthPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirectTarget(params.get("redirect"));
  const [mode, setMode] = useState<Mode>(params.get("mode") === "sign-up" ? "sign-up" : "sign-in");
  const [identifierForReset, setIdentifierForReset] = useState("");
  const [notice, setNotice] = useState<string | undefined>();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async (message?: string) => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    if (message) toast.success(message);
    await navigate(redirectTo, { replace: true });
  };

  if (session.isPending) return <FullPageSpinner label="Checking your session" />;
  if (session.data && mode !== "two-factor") return <Navigate to={redirectTo} replace />;

  return (
    <AuthLayout>
      {mode === "sign-in" || mode === "sign-up" ? (
        <div
          className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
          role="group"
          aria-label="Sign in or sign up"
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
              {option === "sign-in" ? "Sign In" : "Sign Up"}
            </button>
          ))}
        </div>
      ) : null}
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{titles[mode]}</h1>
      {params.get("error") === "social" ? (
        <Alert tone="error" className="mb-4">
          Signing in with that provider did not complete. Try again, or use your e-mail or phone
          number.
        </Alert>
      ) : null}

      {mode === "sign-in" ? (
        <SignInForm
          notice={notice}
          onSignedIn={() => void finish()}
          onTwoFactorRequired={() => setMode("two-factor")}
          onForgotPassword={(identifier) => {
            setIdentifierForReset(identifier);
            setMode("forgot-password");
          }}
        />
      ) : null}
      {mode === "sign-up" ? (
        <SignUpForm
          onSignedUp={(via) =>
            void finish(
              via === "email"
                ? "Welcome to Outsmart! We sent you an e-mail to confirm your address."
                : "Welcome to Outsmart! We sent you a code by SMS: enter it on your profile to verify your number.",
            )
          }
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
            setNotice("Your password has been changed. Sign in with your new password.");
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
          By creating an account you agree to our{" "}
          <a className="underline" href={paths.terms}>
            Terms of Service
          </a>{" "}
          and{" "}
          <a className="underline" href={paths.privacy}>
            Privacy Policy
          </a>
          .
        </p>
      ) : null}
    </AuthLayout>
  );
}
