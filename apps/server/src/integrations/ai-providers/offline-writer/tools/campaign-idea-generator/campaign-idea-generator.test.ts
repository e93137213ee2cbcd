import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("campaign-idea-generator", () => {
  it("uses the inputs", () => {
    const content = write("campaign-idea-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.campaign_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("campaign-idea-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    campaign_goal: "নতুন ফলোয়ার বাড়ানো",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const writeIn = (overrides: Record<string, string>, language: "bn" | "banglish", seed = 1) =>
    writeOffline({
      toolSlug: "campaign-idea-generator",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("pitches three concepts, each with five pieces, a four-week plan and the goal's KPI", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn({}, "bn", seed);
      const headings = content.match(/^## কনসেপ্ট [১২৩]: .+$/gmu) ?? [];
      expect(headings).toHaveLength(3);
      for (const number of ["১", "২", "৩"]) {
        const concept = section(content, `## কনসেপ্ট ${number}: `);
        expect(concept.match(/^\d\. /gmu)).toHaveLength(5);
        expect(concept.match(/^- সপ্তাহ [১-৪]: /gmu)).toHaveLength(4);
        expect(concept).toContain(
          "**কেপিআই:** নতুন ফলোয়ারের সংখ্যা, আগের চার সপ্তাহের সাথে তুলনা করে।",
        );
      }
      expect(content).not.toContain("উপহার গাইড");
    }
  });

  it("adds a festival concept when the goal names Eid, in Bangla and in Banglish", () => {
    const eid = { campaign_goal: "ঈদের আগে ২০০টি অর্ডার" };
    expect(writeIn(eid, "bn")).toContain("## কনসেপ্ট ২: ঈদের উপহার গাইড");
    const banglish = writeIn(eid, "banglish");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("## Concept 2: Eid-er gift guide");
  });
});
