import { describe, expect, it } from "vitest";
import { readBrief } from "./brief.ts";
import { kitPhrases } from "./kit-phrases.ts";
import { createRandom } from "./random.ts";
import { toolWriter, type Writer } from "./tool-writer.ts";

describe("toolWriter", () => {
  it("hands the writer the inputs, the random source and both phrase books in the language asked for", () => {
    const seen: unknown[] = [];
    const write: Writer<{ greeting: string }> = (input) => {
      seen.push(input.kit);
      return `${input.phrases.greeting}, ${input.brief.text(["name"], "you")} ${input.random.int(10)}`;
    };
    const tool = toolWriter(write, { en: { greeting: "Hello" } });
    const brief = readBrief({ name: "Nusrat" });
    expect(tool(brief, createRandom(1, "t"), "en")).toBe(
      `Hello, Nusrat ${createRandom(1, "t").int(10)}`,
    );
    expect(seen).toEqual([kitPhrases.en]);
  });
});
