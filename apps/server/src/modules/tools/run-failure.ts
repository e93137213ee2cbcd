import { ModelTimeoutError } from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";

/** How a generation that did not finish is recorded, refunded and reported. */
export type RunFailure = {
  status: "failed" | "cancelled";
  /** The refund's reason in the ledger ("Refund: …"). */
  refundReason: string;
  /** Kept with the record. */
  errorMessage: string;
  /** What the caller is told. */
  error: AppError;
  /** Not one of ours (a provider's or a bug): worth a warning in the log. */
  unexpected: boolean;
};

/** The model finished, but its result could not be saved (the database refused or went away). */
export class UnsavedRunError extends Error {
  constructor(cause: unknown) {
    super("The generation could not be saved", { cause });
    this.name = "UnsavedRunError";
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Classifies why a generation ended without content. `signal` is the run's own (Stop, or the
 * client going away): an abort it caused is a cancellation; anything else, a model's time limit
 * included, is a failure. Pure.
 */
export function describeFailure(error: unknown, signal: AbortSignal): RunFailure {
  const errorMessage = error instanceof Error ? error.message : String(error);
  const stopped =
    signal.aborted &&
    !(signal.reason instanceof ModelTimeoutError) &&
    (isAbort(error) || error === signal.reason);
  if (stopped)
    return {
      status: "cancelled",
      refundReason: "the generation was stopped",
      errorMessage,
      error: new AppError("BAD_REQUEST", "The generation was stopped. Nothing was charged."),
      unexpected: false,
    };
  if (error instanceof UnsavedRunError)
    return {
      status: "failed",
      refundReason: "the generation could not be saved",
      errorMessage,
      error: new AppError(
        "SERVICE_UNAVAILABLE",
        "Your content was written but could not be saved. Nothing was charged. Please try again.",
      ),
      unexpected: true,
    };
  const failed = { status: "failed", refundReason: "the generation failed", errorMessage } as const;
  if (error instanceof AppError) return { ...failed, error, unexpected: false };
  const message =
    error instanceof ModelTimeoutError
      ? `${error.message} Nothing was charged. Please try again.`
      : "Failed to process AI tool request. Nothing was charged. Please try again.";
  return { ...failed, error: new AppError("PROVIDER_ERROR", message), unexpected: true };
}
