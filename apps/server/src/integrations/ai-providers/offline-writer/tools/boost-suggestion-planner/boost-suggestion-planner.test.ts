import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("boost-suggestion-planner", () => {
  it("uses the inputs", () => {
    const content = write("boost-suggestion-planner");
    for (const expected of ["EcoStride", SAMPLE.campaign_goal!, "৳10,000"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("splits a boost budget into amounts that add up, and asks for one when it has no number", () => {
    const content = write("boost-suggestion-planner");
    const amounts = [
      ...section(content, "## Budget plan").matchAll(/^\| \w+ \| [^|]+ \| \d+% \| ৳([\d,]+) \|/gmu),
    ].map((match) => Number((match[1] ?? "").replace(/,/gu, "")));
    expect(amounts).toHaveLength(3);
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    const missing = write("boost-suggestion-planner", 1, { total_budget: "whatever is left" });
    expect(missing).toContain("No budget amount could be read");
    expect(section(missing, "## Budget plan")).not.toMatch(/\| ৳\d/u);
  });
});

describe("boost-suggestion-planner in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    campaign_goal: "পেজে আরও বেশি মেসেজ",
    total_budget: "২ লাখ টাকা, ৩ সপ্তাহ",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  const bn = (overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "boost-suggestion-planner",
      inputs: { ...inputs, ...overrides },
      seed: 1,
      language: "bn",
    }).content;

  it("splits a budget typed in Bangla into taka that add up, over the weeks typed", () => {
    const content = bn();
    expect(content).toContain("## উদ্দেশ্য: মেসেজ");
    expect(content).toContain("মোট বাজেট: ৳২,০০,০০০, ২১ দিনে।");
    const amounts = [
      ...section(content, "## বাজেট পরিকল্পনা").matchAll(
        /^\| \S+ \| [^|]+ \| [০-৯]+% \| ৳([০-৯,]+) \|/gmu,
      ),
    ].map((match) => Number(asciiDigits(match[1] ?? "").replace(/,/gu, "")));
    expect(amounts).toHaveLength(3);
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBe(200_000);
    expect(section(content, "## অডিয়েন্স")).toContain(`| মূল | ${inputs.target_audience} |`);
  });

  it("asks for a number when the budget has none, and writes Banglish taka as Tk", () => {
    const missing = bn({ total_budget: "যা বাকি আছে" });
    expect(missing).toContain("“যা বাকি আছে” থেকে বাজেটের অঙ্ক পড়া যায়নি।");
    expect(section(missing, "## বাজেট পরিকল্পনা")).not.toMatch(/\| ৳[০-৯]/u);
    const banglish = writeOffline({
      toolSlug: "boost-suggestion-planner",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("Mot budget: Tk 2,00,000, 21 dine.");
  });
});

describe("boost-suggestion-planner by what is sold", () => {
  const plans = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "boost-suggestion-planner", inputs, seed, language }).content,
      )
      .join("\n");

  it("checks an app's plans and a parlour's open slots, never stock, parcels or orders", () => {
    const en = {
      app: plans({ product_name: "Taskly project management app", total_budget: "৳5,000" }, "en"),
      parlour: plans({ product_name: "bridal makeup package", total_budget: "৳5,000" }, "en"),
    };
    expect(en.app).toContain("Page details, prices and plans are up to date.");
    expect(en.parlour).toContain(
      "Page details, prices and the slots you have open are up to date.",
    );
    for (const text of Object.values(en))
      expect(text).not.toMatch(/stock|packed|delivery information|how to order/iu);
    for (const language of ["bn", "banglish"] as const) {
      const app = plans({ product_name: "হিসাবখাতা অ্যাপ", total_budget: "৫০০০ টাকা" }, language);
      const parlour = plans(
        { product_name: "বিয়ের মেকআপ প্যাকেজ", total_budget: "৫০০০ টাকা" },
        language,
      );
      expect(app).toMatch(/প্ল্যানের তথ্য|plan-er tothyo/u);
      expect(parlour).toMatch(/খালি স্লটের তথ্য|khali sloter tothyo/u);
      for (const text of [app, parlour])
        expect(text).not.toMatch(
          /(?<![\p{L}\p{M}])স্টক|প্যাক আর ডেলিভারি|ডেলিভারির তথ্য|অর্ডার করবেন|stock|pack ar delivery|delivery-r tothyo|order korben/iu,
        );
    }
  });
});

describe("boost-suggestion-planner budget typed after its days", () => {
  it("splits the money, not the count of days, in Bangla and Banglish", () => {
    for (const language of ["bn", "banglish"] as const) {
      const content = writeOffline({
        toolSlug: "boost-suggestion-planner",
        inputs: {
          product_name: "ঘরের রান্না টিফিন",
          campaign_goal: "মার্চের মধ্যে ৩০০ মাসিক গ্রাহক",
          total_budget: "১০ দিনে ১৫,০০০ টাকা",
          target_audience: "গুলশানের অফিসকর্মীরা",
        },
        seed: 1,
        language,
      }).content;
      expect(content, language).toMatch(language === "bn" ? /৳১৫,০০০/u : /Tk 15,000/u);
      expect(content, language).not.toMatch(/৳১০,|Tk 10,/u);
      expect(content.split("\n")[0], language).toMatch(/লিড|Lead/u);
    }
  });
});

describe("boost-suggestion-planner's reel for a service", () => {
  const reel = (product: string, language: "en" | "bn" | "banglish") =>
    Array.from({ length: 12 }, (_, seed) =>
      writeOffline({
        toolSlug: "boost-suggestion-planner",
        inputs: {
          product_name: product,
          campaign_goal: "more bookings",
          total_budget: "5000",
          target_audience: "families",
        },
        seed: seed + 1,
        language,
      }).content.split("\n"),
    )
      .flat()
      .filter((line) => /^\d\. .*(?:reel|রিল)/iu.test(line));

  it("films one real booking, not the service 'in use', in all three languages", () => {
    const en = reel("bridal makeup package by Glow Studio", "en");
    expect(en.length).toBeGreaterThan(0);
    for (const line of en) {
      expect(line).toMatch(/one real .+ booking, start to finish/u);
      expect(line).not.toContain("in use");
    }
    for (const line of reel("স্মাইল কেয়ার ডেন্টাল ক্লিনিক", "bn")) {
      expect(line).toContain("স্মাইল কেয়ারের একটা আসল বুকিং");
      expect(line).not.toContain("ব্যবহারের");
    }
    for (const line of reel("স্মাইল কেয়ার ডেন্টাল ক্লিনিক", "banglish"))
      expect(line).toMatch(/ekta ashol booking, shuru theke shesh/u);
  });
});
