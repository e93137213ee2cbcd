import { describe, expect, it } from "vitest";
import { ModelTimeoutError } from "../../integrations/ai-providers/stream-model-text.ts";
import { AppError } from "../../lib/app-error.ts";
import { describeFailure } from "./run-failure.ts";

const running = () => new AbortController().signal;
const abortedWith = (reason: unknown) => {
  const controller = new AbortController();
  controller.abort(reason);
  return controller.signal;
};
const abortError = (message = "The client went away.") => new DOMException(message, "AbortError");

describe("describeFailure", () => {
  it("a Stop or a client that went away is a cancellation, refunded and reported as stopped", () => {
    const stop = abortError();
    const failure = describeFailure(stop, abortedWith(stop));
    expect(failure).toMatchObject({
      status: "cancelled",
      refundReason: "the generation was stopped",
      errorMessage: "The client went away.",
      unexpected: false,
    });
    expect(failure.error).toMatchObject({
      code: "BAD_REQUEST",
      message: "The generation was stopped. Nothing was charged.",
    });
  });

  it("the run's own abort reason, whatever it is, is a cancellation too", () => {
    const reason = new Error("stopped by the page");
    expect(describeFailure(reason, abortedWith(reason)).status).toBe("cancelled");
    // Any abort error while the run's signal is aborted (the provider client wraps the reason).
    expect(describeFailure(abortError("aborted"), abortedWith(reason)).status).toBe("cancelled");
  });

  it("an abort the run did not ask for is a provider failure", () => {
    const failure = describeFailure(abortError("socket hang up"), running());
    expect(failure).toMatchObject({ status: "failed", unexpected: true });
    expect(failure.error.code).toBe("PROVIDER_ERROR");
  });

  it("a model's time limit is a failure with its own words, even when it aborted the run", () => {
    const timeout = new ModelTimeoutError("The model did not start answering within 30 s.");
    const failure = describeFailure(timeout, abortedWith(timeout));
    expect(failure).toMatchObject({
      status: "failed",
      refundReason: "the generation failed",
      errorMessage: "The model did not start answering within 30 s.",
      unexpected: true,
    });
    expect(failure.error).toMatchObject({
      code: "PROVIDER_ERROR",
      message:
        "The model did not start answering within 30 s. Nothing was charged. Please try again.",
    });
  });

  it("passes our own errors on as they are", () => {
    const empty = new AppError("PROVIDER_ERROR", "Invalid response from AI service");
    const failure = describeFailure(empty, running());
    expect(failure).toMatchObject({
      status: "failed",
      errorMessage: "Invalid response from AI service",
      unexpected: false,
    });
    expect(failure.error).toBe(empty);
  });

  it("reports anything else as a provider failure, without its details", () => {
    const failure = describeFailure(new Error("500 Internal Server Error: stack…"), running());
    expect(failure).toMatchObject({
      status: "failed",
      errorMessage: "500 Internal Server Error: stack…",
      unexpected: true,
    });
    expect(failure.error.message).toBe(
      "Failed to process AI tool request. Nothing was charged. Please try again.",
    );
    expect(describeFailure("a string", running()).errorMessage).toBe("a string");
  });
});
