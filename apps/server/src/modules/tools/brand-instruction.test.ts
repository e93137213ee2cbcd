import { describe, expect, it } from "vitest";
import { brandInstruction } from "./brand-instruction.ts";
import { systemPromptFor } from "./language-instruction.ts";

const kit = {
  name: "EcoStep",
  products: [
    { name: "Trail Runner", price: "৳2,450", offer: "Free delivery", difference: "" },
    { name: "Slip-on", price: "", offer: "", difference: "" },
  ],
  audience: "",
  tone: "playful" as const,
  toneNotes: "",
  wordsToUse: [],
  wordsToAvoid: ["cheap"],
  samples: ['He said """hi""" to us'],
  defaultLanguage: "en" as const,
  salesChannel: "",
};

describe("brandInstruction", () => {
  it("states the kit as facts, only the parts it has", () => {
    const section = brandInstruction(kit);
    expect(section).toContain("- Brand name: EcoStep");
    expect(section).toContain("  - Trail Runner; price: ৳2,450; offer: Free delivery");
    expect(section).toContain("  - Slip-on\n");
    expect(section).toContain("Tone: playful");
    expect(section).toContain("Never use these words or phrases: cheap");
    expect(section).not.toContain("Audience");
    expect(section).not.toContain("Where it sells");
    // A sample cannot close its own quotes.
    expect(section).toContain('1. """He said "hi" to us"""');
  });

  it("sits between the tool's prompt and the language instruction", () => {
    const prompt = systemPromptFor("Write captions.", "bn", "ai-caption-generator", kit);
    const brand = prompt.indexOf("## Brand kit");
    expect(prompt.startsWith("Write captions.\n\n## Brand kit")).toBe(true);
    expect(prompt.indexOf("## Output language")).toBeGreaterThan(brand);
    expect(systemPromptFor("Write captions.", "en", "ai-caption-generator")).toBe(
      "Write captions.",
    );
  });
});
