import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("product-description-writer", () => {
  it("uses the inputs", () => {
    const content = write("product-description-writer");
    for (const expected of [
      SAMPLE.product_name!,
      "recycled mesh upper",
      "cushioned sole",
      "machine washable",
    ])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("product-description-writer in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    key_features: "নরম সুতি, হাতে বোনা নকশা, সাথে উপহারের বাক্স",
    target_audience: "অফিসে যাওয়া নারীরা",
  };

  it("keeps the listing summary within 160 characters and gives every feature its own benefit", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "product-description-writer",
        inputs,
        seed,
        language: "bn",
      }).content;
      expect(content.startsWith(`# ${inputs.product_name}\n`)).toBe(true);
      const summary = /\*\*সংক্ষিপ্ত বিবরণ:\*\* (.+) \(([০-৯]+) অক্ষর\)/u.exec(content);
      expect(charCount(summary?.[1] ?? "")).toBeLessThanOrEqual(160);
      expect(Number(asciiDigits(summary?.[2] ?? ""))).toBe(charCount(summary?.[1] ?? ""));
      expect(section(content, "## মূল বৈশিষ্ট্য")).toContain(
        "- **নরম সুতি** — গায়ে নরম, গরমেও আরাম\n- **হাতে বোনা নকশা** — হাতে তৈরি, তাই প্রতিটি পিসই একটু আলাদা\n- **সাথে উপহারের বাক্স** — উপহার দেওয়ার জন্য একদম তৈরি",
      );
      expect(section(content, "## কাদের জন্য")).toContain(`${inputs.target_audience} — আর যাঁরা`);
    }
  });

  it("writes the page in Latin letters for Banglish", () => {
    const content = writeOffline({
      toolSlug: "product-description-writer",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("## Mul boishishto");
    expect(content).toMatch(/\*\*Short description:\*\* .+ \(\d+ okkhor\)/u);
  });
});
