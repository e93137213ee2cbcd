import { Alert } from "~/components/ui/alert";
import { ApiClientError } from "~/lib/api-error";

/** A failed request's message, with the password-policy reasons listed when the server gave them. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiClientError ? error.message : "Something went wrong. Please try again.";
  const reasons =
    error instanceof ApiClientError && Array.isArray(error.details.reasons)
      ? (error.details.reasons as string[])
      : [];
  if (reasons.length === 0) return <Alert tone="error">{message}</Alert>;
  return (
    <Alert tone="error">
      <p className="font-medium">Choose a stronger password:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Alert>
  );
}
