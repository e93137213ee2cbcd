import { catalogueTools } from "@outsmart/contracts/tool-catalogue";
import { describe, expect, it } from "vitest";
import { toolConfigurations } from "../../../modules/tools/tool-configurations.ts";
import {
  OFFLINE_AUDIO_TOOL_SLUG,
  offlineTextToolSlugs,
  writeOffline,
  writeOfflineAudio,
} from "./offline-writer.ts";
import { charCount } from "./kit/text-kit.ts";
import { SAMPLE } from "./testing/sample-inputs.ts";
import {
  countedItems,
  inputsFor,
  limitViolations,
  markdownProblems,
  write,
} from "./testing/writer-checks.ts";

const textConfigurations = toolConfigurations.filter(
  (configuration) => configuration.toolSlug !== OFFLINE_AUDIO_TOOL_SLUG,
);

describe("writeOffline for every working text tool", () => {
  it("has a dedicated template for every text tool in the catalogue", () => {
    const textSlugs = catalogueTools
      .filter((tool) => tool.status === "available" && tool.slug !== OFFLINE_AUDIO_TOOL_SLUG)
      .map((tool) => tool.slug);
    expect([...offlineTextToolSlugs].sort()).toEqual([...textSlugs].sort());
    expect(textConfigurations).toHaveLength(29);
  });

  for (const { toolSlug, inputFields } of textConfigurations) {
    describe(toolSlug, () => {
      const content = write(toolSlug);

      it("writes non-empty Markdown text", () => {
        expect(
          writeOffline({ toolSlug, inputs: inputsFor(inputFields), seed: 1 }).contentType,
        ).toBe("text");
        expect(content.length).toBeGreaterThan(200);
        expect(content).toBe(content.trim());
      });

      it("leaves no template leftovers", () => {
        expect(content).not.toMatch(/undefined|NaN|Infinity|\[object|\{|\}|\$\{/u);
        expect(content).not.toMatch(/\n{3,}/u);
      });

      it("is well-formed Markdown", () => {
        expect(markdownProblems(content)).toEqual([]);
      });

      it("counts characters correctly and keeps the limits its headings state", () => {
        for (const item of countedItems(content))
          expect(charCount(item.text), item.text).toBe(item.claimed);
        expect(limitViolations(content)).toEqual([]);
      });

      it("is deterministic for a seed and varies with the seed", () => {
        expect(write(toolSlug, 1)).toBe(content);
        expect(write(toolSlug, 2)).not.toBe(content);
        expect(write(toolSlug, 987_654)).not.toBe(write(toolSlug, 2));
      });

      it("still writes clean copy when every input is empty", () => {
        const empty = writeOffline({ toolSlug, inputs: {}, seed: 5 }).content;
        expect(empty.length).toBeGreaterThan(30);
        expect(empty).not.toMatch(/undefined|NaN|\[object|\{|\}/u);
        expect(markdownProblems(empty)).toEqual([]);
      });

      it("keeps its limits with very long inputs", () => {
        const long = Object.fromEntries(
          inputFields.map((name) => [name, `${SAMPLE[name] ?? ""} `.repeat(6).trim()]),
        );
        const result = writeOffline({ toolSlug, inputs: long, seed: 3 }).content;
        expect(result).not.toMatch(/undefined|NaN|\[object/u);
        for (const item of countedItems(result)) expect(charCount(item.text)).toBe(item.claimed);
        expect(limitViolations(result)).toEqual([]);
      });
    });
  }
});

describe("a product named for its audience", () => {
  // "Eco sneakers for young runners in Dhaka", for young runners in Dhaka: a sentence that names
  // both used to say "…for young runners in Dhaka, made for young runners in Dhaka".
  const tools = textConfigurations.filter(
    ({ inputFields }) =>
      inputFields.includes("product_name") && inputFields.includes("target_audience"),
  );

  it.each(tools.map(({ toolSlug }) => toolSlug))("%s names the audience once a line", (slug) => {
    for (const seed of [1, 2, 3]) {
      const content = write(slug, seed, {
        product_name: "Eco sneakers for young runners in Dhaka",
        target_audience: "young runners in Dhaka",
      });
      for (const line of content.split("\n")) {
        expect(line.split(/young runners in Dhaka/iu).length - 1, line).toBeLessThanOrEqual(1);
        expect(line, line).not.toMatch(/\bfor young\b(?! runners)|#indhaka/iu);
      }
    }
  });
});

describe("writeOffline beyond the catalogue", () => {
  it("writes an honest general draft for a tool it has no template for", () => {
    const content = writeOffline({
      toolSlug: "press-release-writer",
      inputs: { title: "EcoStride opens in Sylhet", keywords: "launch, Sylhet" },
      seed: 1,
    }).content;
    expect(content).toContain("no dedicated template");
    expect(content).toContain("EcoStride opens in Sylhet");
    expect(content).toContain("| Keywords | launch, Sylhet |");
  });

  it("sends the audio tool to writeOfflineAudio", () => {
    expect(() => writeOffline({ toolSlug: OFFLINE_AUDIO_TOOL_SLUG, inputs: {}, seed: 1 })).toThrow(
      /writeOfflineAudio/u,
    );
  });
});

describe("writeOfflineAudio", () => {
  it("returns a WAV data URL for the seed's genre, mood and duration", () => {
    const result = writeOfflineAudio({
      inputs: { genre: "jazz", mood: "calm", duration: "2" },
      seed: 4,
    });
    expect(result.contentType).toBe("audio");
    expect(result.content).toMatch(/^data:audio\/wav;base64,UklGR/u);
    const bytes = Buffer.from(result.content.split(",")[1] ?? "", "base64");
    expect(bytes.readUInt32LE(40)).toBe(2 * 22_050 * 2);
  });

  it("falls back to ambient, calm and 10 seconds for values outside the dropdowns", () => {
    const fallback = writeOfflineAudio({
      inputs: { genre: "polka", mood: "", duration: "long" },
      seed: 4,
    });
    const explicit = writeOfflineAudio({
      inputs: { genre: "ambient", mood: "calm", duration: "10" },
      seed: 4,
    });
    expect(fallback.content).toBe(explicit.content);
  });
});
