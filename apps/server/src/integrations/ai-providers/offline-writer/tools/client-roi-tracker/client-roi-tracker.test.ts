import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";
import { readMoney } from "./client-roi-tracker.writer.ts";

describe("client-roi-tracker", () => {
  it("uses the inputs", () => {
    const content = write("client-roi-tracker");
    for (const expected of [SAMPLE.campaign_name!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
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

  it("reads an amount or says why it cannot", () => {
    expect(readMoney("৳25k", false)).toEqual({
      amount: { value: 25_000, currency: "৳", unit: "k" },
    });
    expect(readMoney("none", true)).toEqual({ amount: { value: 0, currency: "" } });
    expect(readMoney("none", false)).toEqual({ problem: "unreadable" });
    expect(readMoney("  ", false)).toEqual({ problem: "empty" });
    expect(readMoney("-5000", false)).toEqual({ problem: "negative" });
  });
});
