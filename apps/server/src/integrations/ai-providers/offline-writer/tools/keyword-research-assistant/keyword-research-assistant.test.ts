import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("keyword-research-assistant", () => {
  it("uses the inputs", () => {
    const content = write("keyword-research-assistant");
    for (const expected of [SAMPLE.seed_keyword!, "Chattogram"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("keyword-research-assistant in Bangla and Banglish", () => {
  const inputs = {
    seed_keyword: "জামদানি শাড়ি",
    location: "ঢাকা ও সিলেট",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const rows = (content: string) =>
    content
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
      .filter((line) => !/^\| (?:কিওয়ার্ড|Keyword) \|/u.test(line));

  it("phrases 20–30 searches as Bangladeshis type them, by intent, with the places typed", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "keyword-research-assistant",
        inputs,
        seed,
        language: "bn",
      }).content;
      const keywords = rows(content);
      expect(keywords.length).toBeGreaterThanOrEqual(20);
      expect(keywords.length).toBeLessThanOrEqual(30);
      for (const row of keywords) expect(row.split(" | ")).toHaveLength(3);
      expect(content).toContain("| জামদানি শাড়ির দাম ঢাকা |");
      expect(section(content, "## লোকাল")).toContain("| সিলেটে জামদানি শাড়ি |");
      expect(content).toContain("অফিসে যাওয়া নারীরা যেভাবে সার্চ করেন");
      expect(content).not.toMatch(/ভলিউম: [০-৯\d]|[০-৯\d]+ সার্চ/u);
    }
  });

  it("types the same searches in Latin letters for Banglish", () => {
    const content = writeOffline({
      toolSlug: "keyword-research-assistant",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("| jamdani sharir dam Dhaka |");
    expect(section(content, "## Local")).toContain("| Sylhet-e jamdani shari |");
  });
});
