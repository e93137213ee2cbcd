import { Alert } from "~/components/ui/alert";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { authCatalogue } from "../i18n/auth-catalogue";
import { authErrorText } from "../lib/auth-error-text";

/**
 * A failed request's message on the auth screens, in the interface language (the server's English
 * text as it is in English), with a weak password's reasons listed.
 */
export function AuthFormError({ error }: { error: unknown }) {
  const { language } = useInterfaceLanguage();
  const t = authCatalogue.useMessages();
  if (!error) return null;
  const { message, reasons } = authErrorText(error, language, t);
  if (reasons.length === 0) return <Alert tone="error">{message}</Alert>;
  return (
    <Alert tone="error">
      <p className="font-medium">{language === "en" ? t.errors.strongerPassword : message}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Alert>
  );
}
