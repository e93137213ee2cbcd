import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";
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
    expect(parseMetrics("Spend: 1\nSpend: 2").metrics.map((metric) => metric.key)).toEqual([
      "spend",
      undefined,
    ]);
  });
});
