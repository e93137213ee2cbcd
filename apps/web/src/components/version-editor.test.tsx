import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VersionEditor } from "./version-editor";
import { versionLabel } from "./version-picker";

function renderEditor() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VersionEditor
        generationId="7d0f4c36-1b7e-4f7c-9d55-0a6c1c3f2b11"
        content={"## Caption\n\nStride lighter."}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { onSaved, onCancel, field: screen.getByRole("textbox", { name: "Edit the result" }) };
}

describe("editing a result by hand", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the text shown, focused; Esc cancels without saving", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { field, onCancel } = renderEditor();
    expect(field).toHaveValue("## Caption\n\nStride lighter.");
    expect(field).toHaveFocus();
    fireEvent.keyDown(field, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves with Ctrl+Enter as a new version, and refuses an empty text", async () => {
    const saved = {
      number: 2,
      kind: "edit",
      content: "Edited.",
      createdAt: "2026-11-28T08:05:00.000Z",
    };
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(saved), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const { field, onSaved } = renderEditor();

    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.keyDown(field, { key: "Enter", ctrlKey: true });
    expect(screen.getByRole("alert")).toHaveTextContent("Write something before saving.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: "Edited." } });
    fireEvent.keyDown(field, { key: "Enter", metaKey: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/generations/7d0f4c36-1b7e-4f7c-9d55-0a6c1c3f2b11/versions");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ content: "Edited." });
  });

  it("says why a save failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            success: false,
            error: "Only text results can be edited.",
            code: "BAD_REQUEST",
          }),
          {
            status: 400,
          },
        ),
      ),
    );
    const { field, onSaved } = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only text results can be edited.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("version labels", () => {
  const today = new Date(2026, 10, 28, 15, 0);
  it("names the original and each edit with its time, and its day when not today", () => {
    expect(
      versionLabel(
        { number: 1, kind: "original", content: "", createdAt: today.toISOString() },
        today,
      ),
    ).toBe("Version 1 (original)");
    expect(
      versionLabel(
        {
          number: 2,
          kind: "edit",
          content: "",
          createdAt: new Date(2026, 10, 28, 14, 5).toISOString(),
        },
        today,
      ),
    ).toBe("Version 2 (edited by you, 14:05)");
    expect(
      versionLabel(
        {
          number: 3,
          kind: "edit",
          content: "",
          createdAt: new Date(2026, 10, 5, 9, 7).toISOString(),
        },
        today,
      ),
    ).toBe("Version 3 (edited by you, Nov 05, 2026 09:07)");
  });
});
