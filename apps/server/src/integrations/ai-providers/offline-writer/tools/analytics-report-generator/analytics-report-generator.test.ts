import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";
import { classify, parseMetrics } from "./analytics-report-generator.writer.ts";

describe("analytics-report-generator", () => {
  it("uses the inputs", () => {
    const content = write("analytics-report-generator");
    for (const expected of [SAMPLE.report_period!, "৳25,000", "3,600"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("reports only the numbers given, with derived metrics shown as formulas", () => {
    const content = write("analytics-report-generator");
    expect(content).toContain("CTR = clicks ÷ impressions = 3,600 ÷ 180,000 = 2%");
    expect(content).toContain("ROAS = revenue ÷ spend = 126,000 ÷ 25,000 = 5.04");
    expect(content).toContain("90 of the 200 in the goal (45%)");
    expect(content).toContain("Missing this time: reach.");
    const empty = write("analytics-report-generator", 1, {
      campaign_metrics: "it went well overall",
    });
    expect(empty).toContain("No numbers could be read");
    expect(empty).not.toMatch(/CTR|ROAS|%/u);
  });

  it("reads metrics by their labels, most specific first", () => {
    expect(classify("Cost per click", true)).toBe("cpc");
    expect(classify("Cost", true)).toBe("spend");
    expect(classify("Sales", true)).toBe("revenue");
    expect(classify("Sales", false)).toBe("conversions");
    expect(classify("Link clicks", false)).toBe("clicks");
    expect(classify("Mood", false)).toBeUndefined();
  });

  it("parses one metric per line or comma-separated pairs, keeping lines without a number as notes", () => {
    const { metrics, notes } = parseMetrics("Spend: ৳25k, Clicks = 3,600\nCTR 2%\nGreat comments");
    expect(metrics.map((metric) => [metric.key, metric.amount.value, metric.percent])).toEqual([
      ["spend", 25_000, false],
      ["clicks", 3600, false],
      ["ctr", 2, true],
    ]);
    expect(notes).toEqual(["Great comments"]);
    // A hyphen inside a label is part of it; a dash with spaces separates.
    expect(
      parseMetrics("Sign-ups: 120\nAdd-to-carts = 40\nReach – 9,000").metrics.map((metric) => [
        metric.label,
        metric.key,
        metric.amount.value,
      ]),
    ).toEqual([
      ["Sign-ups", "conversions", 120],
      ["Add-to-carts", undefined, 40],
      ["Reach", "reach", 9000],
    ]);
    expect(parseMetrics("Spend: 1\nSpend: 2").metrics.map((metric) => metric.key)).toEqual([
      "spend",
      undefined,
    ]);
  });
});

describe("analytics-report-generator in Bangla and Banglish", () => {
  const inputs = {
    report_period: "১–৩১ মার্চ ২০২৫",
    campaign_goal: "ঈদের আগে ২০০টি অর্ডার",
    campaign_metrics: "খরচ: ৳২৫,০০০\nইমপ্রেশন: ১,৮০,০০০\nক্লিক: ৩,৬০০\nঅর্ডার: ৯০\nবিক্রি: ৳১,২৬,০০০",
  };
  const writeIn = (language: "bn" | "banglish", overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "analytics-report-generator",
      inputs: { ...inputs, ...overrides },
      seed: 1,
      language,
    }).content;

  it("reads metrics labelled in Bangla and shows them and the working in Bengali digits with lakh grouping", () => {
    const content = writeIn("bn");
    expect(content).toContain("# ১–৩১ মার্চ ২০২৫-এর পারফরম্যান্স রিপোর্ট");
    expect(content).toContain("- ৳২৫,০০০ খরচে ৯০টি অর্ডার: প্রতিটির খরচ ৳২৭৭.৭৮।");
    expect(content).toContain("| আয় | ৳১,২৬,০০০ | আপনার দেওয়া |");
    expect(content).toContain("- রোয়াস (খরচের তুলনায় আয়) = আয় ÷ খরচ = ১,২৬,০০০ ÷ ২৫,০০০ = ৫.০৪");
    expect(content).toContain("- লক্ষ্যের অগ্রগতি: ২০০-এর মধ্যে ৯০ (৪৫%)।");
    expect(section(content, "## পরামর্শ")).toContain(
      "1. লক্ষ্যের সাথে মিলিয়ে প্রতি সপ্তাহে দেখুন অর্ডারের সংখ্যা আর কনভার্সন রেট",
    );
    expect(section(content, "## পরেরবার যা যোগ করবেন")).toContain("এবার যা ছিল না: রিচ।");
  });

  it("reads “বিক্রি” with taka as revenue, without as orders, and invents nothing it was not given", () => {
    const content = writeIn("bn", {
      campaign_metrics: "খরচ ১৫ হাজার টাকা\nবিক্রি ৪০\nকমেন্ট ভালো এসেছে",
    });
    expect(content).toContain("| কনভার্সন | ৪০ | আপনার দেওয়া |");
    expect(content).toContain("আরও যা লিখেছেন (কোনো সংখ্যা পাওয়া যায়নি): কমেন্ট ভালো এসেছে।");
    expect(content).not.toContain("রোয়াস");
    const nothing = writeIn("bn", { campaign_metrics: "ভালোই চলেছে" });
    expect(nothing).toContain("রিপোর্ট করার মতো কিছু এখনো নেই");
    expect(nothing).not.toContain("## সারসংক্ষেপ");
  });

  it("writes the same report in Banglish, Tk with lakh grouping", () => {
    const content = writeIn("banglish");
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("# 1–31 March 2025-er performance report");
    expect(content).toContain("| Ay | Tk 1,26,000 | Apnar dewa |");
  });
});
