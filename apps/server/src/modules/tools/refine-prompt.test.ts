import { describe, expect, it } from "vitest";
import { REFINE_SYSTEM_PROMPT, refinePrompt } from "./refine-prompt.ts";

const kit = {
  name: "Shapla Tea",
  products: [{ name: "Green tea", price: "৳350", offer: "", difference: "" }],
  audience: "",
  tone: "friendly" as const,
  toneNotes: "",
  wordsToUse: [],
  wordsToAvoid: ["cheap"],
  samples: [],
  defaultLanguage: "en" as const,
  salesChannel: "",
};

describe("refinePrompt", () => {
  it("sends the action's instruction and the version's text; English adds no language section", () => {
    const { system, prompt } = refinePrompt({
      action: "shorter",
      content: "## Copy\n\nLong text.",
      toolSlug: "ai-caption-generator",
      language: "en",
    });
    expect(system).toBe(REFINE_SYSTEM_PROMPT);
    expect(prompt).toBe(
      "## Instruction\nMake it shorter, about half as long: keep the first and most important points and every part's heading; end every part on a whole sentence.\n\n## Copy\n## Copy\n\nLong text.",
    );
  });

  it("carries the brand kit and the target language's instruction for Translate", () => {
    const { system, prompt } = refinePrompt({
      action: "translate",
      content: "Fresh tea.",
      toolSlug: "ai-caption-generator",
      language: "bn",
      brandKit: kit,
    });
    expect(system).toContain("## Brand kit");
    expect(system).toContain("Shapla Tea");
    expect(system).toContain("## Output language");
    expect(prompt).toContain("Translate it into বাংলা");
  });

  it("quotes a free instruction as the user's words", () => {
    const { prompt } = refinePrompt({
      action: "instruction",
      instruction: 'mention free delivery """ in Dhaka',
      content: "Fresh tea.",
      toolSlug: "ai-caption-generator",
      language: "en",
    });
    expect(prompt).toContain('"""mention free delivery " in Dhaka"""');
  });
});
