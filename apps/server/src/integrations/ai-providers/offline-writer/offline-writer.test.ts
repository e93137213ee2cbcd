import { catalogueTools } from "@outsmart/contracts/tool-catalogue";
import { describe, expect, it } from "vitest";
import { toolConfigurations } from "../../../modules/tools/tool-configurations.ts";
import {
  OFFLINE_AUDIO_TOOL_SLUG,
  offlineTextToolSlugs,
  writeOffline,
  writeOfflineAudio,
} from "./offline-writer.ts";
import { SAMPLE } from "./testing/sample-inputs.ts";
import {
  countedItems,
  inputsFor,
  limitViolations,
  markdownProblems,
  section,
  write,
} from "./testing/writer-checks.ts";
import { charCount } from "./kit/text-kit.ts";

/** Text each tool's output must carry over from its inputs (compared case-insensitively). */
const MUST_CONTAIN: Readonly<Record<string, readonly string[]>> = {
  "analytics-report-generator": [SAMPLE.report_period!, "৳25,000", "3,600"],
  "client-crm-dashboard": [SAMPLE.client_name!, "TikTok"],
  "client-roi-tracker": [SAMPLE.campaign_name!],
};

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

      it("uses the inputs", () => {
        for (const expected of MUST_CONTAIN[toolSlug] ?? [])
          expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
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

describe("tool-specific rules", () => {
  it("opens blog posts with an H1 and closes them with a conclusion", () => {
    for (const slug of ["blog-content-generator", "1-click-seo-blog-generator"]) {
      const content = write(slug);
      const headings = content.split("\n").filter((line) => /^#{1,3} /u.test(line));
      expect(headings.filter((line) => line.startsWith("# "))).toHaveLength(1);
      expect(headings.filter((line) => line.startsWith("## ")).length).toBeGreaterThanOrEqual(4);
      expect(content).toContain("## Conclusion");
      const meta = /\*\*Meta description:\*\* .+ \((\d+) characters\)/u.exec(content);
      expect(Number(meta?.[1])).toBeLessThanOrEqual(160);
    }
    expect(write("blog-content-generator").startsWith("# ")).toBe(true);
  });

  it("computes ROI and ROAS from the numbers given and shows the formulas", () => {
    const content = write("client-roi-tracker");
    expect(content).toContain("| ROI | 63.64% |");
    expect(content).toContain("| ROAS | 3.6 |");
    expect(content).toContain("ROI = profit ÷ total cost × 100 = ৳35,000 ÷ ৳55,000 × 100 = 63.64%");
    expect(content).toContain("“৳25k” read as ৳25,000");
    const lakh = write("client-roi-tracker", 1, {
      ad_spend: "1.5 lakh taka",
      revenue: "৪,৫০,০০০ টাকা",
      other_costs: "none",
    });
    expect(lakh).toContain("| ROAS | 3 |");
  });

  it("refuses to invent ROI numbers when an input is missing or unreadable", () => {
    const content = write("client-roi-tracker", 1, { ad_spend: "a lot", revenue: "" });
    expect(content).toContain("Nothing was calculated");
    expect(content).toContain("**Ad Spend**");
    expect(content).toContain("**Revenue** is empty");
    expect(content).not.toMatch(/ROI =|ROAS =|%/u);
    expect(write("client-roi-tracker", 1, { ad_spend: "$500", revenue: "৳90,000" })).toContain(
      "different currencies",
    );
  });

  it("reports only the numbers given, with derived metrics shown as formulas", () => {
    const content = write("analytics-report-generator");
    expect(content).toContain("CTR = clicks ÷ impressions = 3,600 ÷ 180,000 = 2%");
    expect(content).toContain("ROAS = revenue ÷ spend = 126,000 ÷ 25,000 = 5.04");
    expect(content).toContain("90 of the 200 in the goal (45%)");
    expect(content).toContain("Missing this time: reach.");
    const empty = write("analytics-report-generator", 1, {
      metrics_prompt: "it went well overall",
    });
    expect(empty).toContain("No numbers could be read");
    expect(empty).not.toMatch(/CTR|ROAS|%/u);
  });

  it("bases the CRM summary on the notes only", () => {
    const content = write("client-crm-dashboard");
    expect(content).toContain("**At risk**");
    expect(content).toContain("Send a short proposal for TikTok ads");
    expect(countedItems(section(content, "## WhatsApp message"))[0]?.claimed).toBeLessThanOrEqual(
      300,
    );
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
