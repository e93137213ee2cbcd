import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("influencer-outreach-assistant", () => {
  it("uses the inputs", () => {
    const content = write("influencer-outreach-assistant");
    for (const expected of [SAMPLE.product_name!, "৳60,000"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("splits an influencer budget into amounts that add up", () => {
    const amounts = [
      ...section(write("influencer-outreach-assistant"), "## Budget split").matchAll(
        /\| \d+% \| ৳([\d,]+) \|/gu,
      ),
    ].map((match) => Number((match[1] ?? "").replace(/,/gu, "")));
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(60_000);
  });
});

describe("influencer-outreach-assistant in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    target_audience: "অফিসে যাওয়া নারীরা",
    campaign_goal: "ব্র্যান্ডের পরিচিতি বাড়ানো",
    campaign_budget: "১ লাখ টাকা",
  };
  const writeIn = (language: "bn" | "banglish", overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "influencer-outreach-assistant",
      inputs: { ...inputs, ...overrides },
      seed: 1,
      language,
    }).content;

  it("splits a budget typed in Bangla into taka that add up, and reads the goal", () => {
    const content = writeIn("bn");
    expect(content).toContain("মোট বাজেট: ৳১,০০,০০০।");
    for (const row of [
      "| ক্রিয়েটরদের ফি | ৬০% | ৳৬০,০০০ |",
      "| পণ্য পাঠানো | ১০% | ৳১০,০০০ |",
      "| ক্রিয়েটরদের পোস্ট বুস্ট | ২০% | ৳২০,০০০ |",
      "| হাতে রাখা | ১০% | ৳১০,০০০ |",
    ])
      expect(content).toContain(row);
    expect(content).toContain(
      "**পরামর্শ:** কয়েকজন মাইক্রো ক্রিয়েটর, সাথে রিচের জন্য একজন মিড-টিয়ার ক্রিয়েটর।",
    );
    expect(section(content, "## কেপিআই")).toContain("রিচ আর প্রতি ১,০০০ জনের কাছে পৌঁছানোর খরচ");
  });

  it("says what to enter when the budget has no number", () => {
    const content = writeIn("bn", { campaign_budget: "যতটা লাগে" });
    expect(content).toContain("“যতটা লাগে” থেকে কোনো অঙ্ক পড়া গেল না।");
    expect(content).toContain("| ক্রিয়েটরদের ফি | ৬০% | — |");
  });

  it("writes the same plan in Banglish, Tk with lakh grouping", () => {
    const content = writeIn("banglish");
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("Mot budget: Tk 1,00,000.");
  });
});

describe("influencer-outreach-assistant for a service", () => {
  it("offers creators a free session, not a parcel, in English, Bangla and Banglish", () => {
    const plan = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
      writeOffline({ toolSlug: "influencer-outreach-assistant", inputs, seed: 1, language })
        .content;
    const en = plan({ product_name: "FixIt Point phone screen replacement" }, "en");
    expect(en).toMatch(/A free session: invite the creator to try FixIt Point/u);
    expect(en).toContain("Free sessions");
    expect(en).not.toMatch(/Gifting|Product seeding|limited edition|Free product/u);
    const repair = { product_name: "ফিক্সইট পয়েন্ট মোবাইল রিপেয়ার" };
    const bn = plan(repair, "bn");
    expect(bn).toMatch(/ফ্রি সেশন/u);
    expect(bn).not.toMatch(/উপহার:|পণ্য পাঠানো|লিমিটেড এডিশন/u);
    const banglish = plan(repair, "banglish");
    expect(banglish).toMatch(/Free session/u);
    expect(banglish).not.toMatch(/Upohar:|Product pathano|limited edition/u);
  });
});
