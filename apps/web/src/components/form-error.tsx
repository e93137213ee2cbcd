import { Alert } from "~/components/ui/alert";
import { ApiClientError } from "~/lib/api-error";

/** The texts of a form error in the screen's language (a feature's catalogue); English by default. */
type FormErrorTexts = {
  error: (error: unknown, fallback: string) => string;
  somethingWrong: string;
  strongerPassword: string;
  /** A weak password's reason (the server's English) in the screen's language. */
  passwordReason?: (reason: string) => string;
};

/** A failed request's message, with the password-policy reasons listed when the server gave them. */
export function FormError({ error, t }: { error: unknown; t?: FormErrorTexts }) {
  if (!error) return null;
  const fallback = t?.somethingWrong ?? "Something went wrong. Please try again.";
  const message = t
    ? t.error(error, fallback)
    : error instanceof ApiClientError
      ? error.message
      : fallback;
  const said =
    error instanceof ApiClientError && Array.isArray(error.details.reasons)
      ? (error.details.reasons as string[])
      : [];
  const reasons = [...new Set(said.map((reason) => t?.passwordReason?.(reason) ?? reason))];
  if (reasons.length === 0) return <Alert tone="error">{message}</Alert>;
  return (
    <Alert tone="error">
      <p className="font-medium">{t?.strongerPassword ?? "Choose a stronger password:"}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Alert>
  );
}
