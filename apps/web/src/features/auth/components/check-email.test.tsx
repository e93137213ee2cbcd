import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckEmail } from "./check-email";
import { RESEND_COOLDOWN_SECONDS } from "./resend-button";

function withQueryClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** Moves the fake clock one second at a time, letting React apply each tick. */
async function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe("the 'check your e-mail' step", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("names the address, and offers a resend only after the cool-down", async () => {
    const onResend = vi.fn().mockResolvedValue({ success: true, status: "confirm-email" });
    render(
      withQueryClient(
        <CheckEmail
          email="sadia@example.com"
          reason="sign-up"
          outbox={false}
          onResend={onResend}
          onUseAnother={() => {}}
        />,
      ),
    );
    expect(screen.getByText("sadia@example.com")).toBeInTheDocument();
    expect(screen.getByText(/Open it to confirm your address and sign in\./)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "the outbox" })).not.toBeInTheDocument();
    const waiting = screen.getByRole("button", {
      name: `Resend the link (${RESEND_COOLDOWN_SECONDS} s)`,
    });
    expect(waiting).toBeDisabled();

    await passSeconds(RESEND_COOLDOWN_SECONDS);
    const resend = screen.getByRole("button", { name: "Resend the link" });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText("We sent a new link.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: `Resend the link (${RESEND_COOLDOWN_SECONDS} s)` }),
    ).toBeDisabled();
  });

  it("says why a resend failed", async () => {
    const onResend = vi.fn().mockRejectedValue(new Error("offline"));
    render(
      withQueryClient(
        <CheckEmail
          email="sadia@example.com"
          reason="sign-up"
          outbox={false}
          onResend={onResend}
          onUseAnother={() => {}}
        />,
      ),
    );
    await passSeconds(RESEND_COOLDOWN_SECONDS);
    fireEvent.click(screen.getByRole("button", { name: "Resend the link" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    expect(screen.getByRole("button", { name: "Resend the link" })).toBeEnabled();
  });

  it("points to the outbox when this installation keeps its e-mail, and goes back for another address", () => {
    const onUseAnother = vi.fn();
    render(
      withQueryClient(
        <CheckEmail
          email="sadia@example.com"
          reason="sign-in"
          outbox
          onResend={vi.fn()}
          onUseAnother={onUseAnother}
        />,
      ),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your e-mail address is not confirmed yet. We sent a new link to sadia@example.com: open it to confirm your address and sign in.",
    );
    expect(screen.getByRole("link", { name: "the outbox" })).toHaveAttribute("href", "/dev/outbox");
    fireEvent.click(screen.getByRole("button", { name: "Use another address" }));
    expect(onUseAnother).toHaveBeenCalledTimes(1);
  });
});
