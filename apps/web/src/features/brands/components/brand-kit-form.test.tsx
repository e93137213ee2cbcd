import type { BrandKit } from "@outsmart/contracts/brand-kit";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BrandKitForm } from "./brand-kit-form";

const kit: BrandKit = {
  id: "7d7c6a36-3c0f-4f8e-9d62-2f6f0c2f9a11",
  name: "EcoStep",
  products: [{ name: "Trail Runner", price: "৳2,450", offer: "", difference: "Recycled soles" }],
  audience: "Walkers in Dhaka",
  tone: "premium",
  toneNotes: "",
  wordsToUse: ["comfort", "sustainable"],
  wordsToAvoid: ["cheap"],
  samples: ["Walk lighter."],
  defaultLanguage: "bn",
  salesChannel: "facebook.com/ecostep",
  createdAt: "2026-11-28T05:00:00.000Z",
  updatedAt: "2026-11-28T05:00:00.000Z",
};

function renderForm(onSubmit = vi.fn()) {
  render(
    <BrandKitForm kit={kit} pending={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return onSubmit;
}

describe("BrandKitForm", () => {
  it("shows the kit, and sends words typed one per line as lists", async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText("Brand name")).toHaveProperty("value", "EcoStep");
    expect(screen.getByLabelText("Price")).toHaveProperty("value", "৳2,450");
    expect(screen.getByLabelText("Words and phrases to use")).toHaveProperty(
      "value",
      "comfort\nsustainable",
    );
    fireEvent.change(screen.getByLabelText("Words and phrases to avoid"), {
      target: { value: "cheap\n\n  best price  \n" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "EcoStep",
      tone: "premium",
      wordsToUse: ["comfort", "sustainable"],
      wordsToAvoid: ["cheap", "best price"],
      samples: ["Walk lighter."],
      defaultLanguage: "bn",
    });
  });

  it("refuses what the server would, with the contract's messages", async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText("Words and phrases to avoid"), {
      target: { value: Array.from({ length: 21 }, (_, index) => `word ${index}`).join("\n") },
    });
    fireEvent.change(screen.getByLabelText("Words and phrases to use"), {
      target: { value: "x".repeat(61) },
    });
    fireEvent.change(screen.getByLabelText("Brand name"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Brand name is required.")).toBeTruthy();
    expect(screen.getByText("List at most 20 words or phrases to avoid.")).toBeTruthy();
    expect(screen.getByText("A word to use can be at most 60 characters.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
