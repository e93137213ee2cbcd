import { afterEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

describe("toast (Sonner on first use)", () => {
  it("asks for the toaster and holds the toasts until it has mounted, then shows them in order", async () => {
    const { toast, isToasterRequested, toasterMounted } = await import("./toast");
    expect(isToasterRequested()).toBe(false);

    toast.success("Copied!", { description: "Content copied to clipboard." });
    toast.error("Copy Failed");
    expect(isToasterRequested()).toBe(true);
    await vi.dynamicImportSettled();
    expect(sonner.success).not.toHaveBeenCalled();
    expect(sonner.error).not.toHaveBeenCalled();

    toasterMounted();
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalledWith("Copy Failed", undefined));
    expect(sonner.success).toHaveBeenCalledWith("Copied!", {
      description: "Content copied to clipboard.",
    });
    expect(sonner.success.mock.invocationCallOrder[0]).toBeLessThan(
      sonner.error.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("tells the host once when the toaster is first wanted", async () => {
    const { requestToaster, subscribeToToasterRequest } = await import("./toast");
    const listener = vi.fn();
    subscribeToToasterRequest(listener);
    requestToaster();
    requestToaster();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
