import { describe, expect, it } from "vitest";
import { outputWords } from "./output-words.ts";

describe("outputWords", () => {
  it("counts the words of a text output, however it is spaced", () => {
    expect(outputWords("text", "Stride lighter in  EcoStride\nsneakers. #EcoStride ")).toBe(6);
    expect(outputWords("text", "  ")).toBe(0);
    expect(outputWords("text", null)).toBe(0);
  });

  it("counts none for media outputs", () => {
    expect(outputWords("audio", "data:audio/wav;base64,UklGR iQAAABXQVZF")).toBe(0);
  });
});
