import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "~/lib/api-error";
import { StepUpOrError } from "./step-up-prompt";

function withQueryClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const refused = (message: string, details: Record<string, unknown>) =>
  new ApiClientError(message, 403, "FORBIDDEN", details);

describe("a money action's refusal in the console", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the authenticator code and retries with it", async () => {
    const onRetry = vi.fn();
    render(
      withQueryClient(
        <StepUpOrError
          error={refused("Enter the 6-digit code from your authenticator app to continue.", {
            twoFactorRequired: true,
          })}
          pending={false}
          onRetry={onRetry}
        />,
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the 6-digit code");
    await userEvent.type(screen.getByLabelText("Authenticator code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirm and continue" }));
    expect(onRetry).toHaveBeenCalledWith("123456");
  });

  it("asks for the password, proves it, then retries without a code", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onRetry = vi.fn();
    render(
      withQueryClient(
        <StepUpOrError
          error={refused("Please confirm your password.", { reauthenticate: true })}
          pending={false}
          onRetry={onRetry}
        />,
      ),
    );
    await userEvent.type(screen.getByLabelText("Password"), "violet-harbour-lantern-58");
    await userEvent.click(screen.getByRole("button", { name: "Confirm and continue" }));
    await vi.waitFor(() => expect(onRetry).toHaveBeenCalledWith());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/confirm-password",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ password: "violet-harbour-lantern-58" }),
      }),
    );
  });

  it("shows any other refusal as it is", () => {
    render(
      withQueryClient(
        <StepUpOrError
          error={new ApiClientError("The balance cannot go below zero.", 409, "CONFLICT")}
          pending={false}
          onRetry={vi.fn()}
        />,
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The balance cannot go below zero.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
