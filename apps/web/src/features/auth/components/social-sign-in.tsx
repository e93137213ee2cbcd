import { useMutation } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { apiRequest } from "~/lib/api-client";
import { useSignInOptions } from "../api/get-sign-in-options";
import { authCatalogue } from "../i18n/auth-catalogue";
import { AuthFormError } from "./auth-form-error";

const providerNames = { google: "Google", github: "GitHub" } as const;

/** "Continue with …" buttons, shown only for providers the operator configured. */
export function SocialSignIn({ callbackPath }: { callbackPath: string }) {
  const options = useSignInOptions();
  const t = authCatalogue.useMessages();
  const start = useMutation({
    mutationFn: (provider: keyof typeof providerNames) =>
      apiRequest<{ url: string }>("/api/auth/sign-in/social", {
        method: "POST",
        body: { provider, callbackURL: callbackPath, errorCallbackURL: "/auth?error=social" },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const providers = options.data?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <AuthFormError error={start.error} />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          size="lg"
          disabled={start.isPending}
          onClick={() => start.mutate(provider)}
        >
          {t.continueWith(providerNames[provider])}
        </Button>
      ))}
    </div>
  );
}
