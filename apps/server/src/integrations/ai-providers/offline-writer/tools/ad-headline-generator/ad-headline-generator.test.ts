import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("ad-headline-generator", () => {
  it("uses the inputs", () => {
    const content = write("ad-headline-generator");
    for (const expected of ["EcoStride"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps Google headlines within 30 and Meta headlines within 40 characters", () => {
    for (const seed of [1, 2, 3]) {
      const content = write("ad-headline-generator", seed);
      const google = lengths(section(content, "## Google Ads headlines"));
      expect(google).toHaveLength(10);
      expect(Math.max(...google)).toBeLessThanOrEqual(30);
      expect(Math.max(...lengths(section(content, "## Meta headlines")))).toBeLessThanOrEqual(40);
      expect(content).toContain("30 characters or fewer");
      expect(content).not.toMatch(/!/u);
    }
  });
});

describe("ad-headline-generator without doubled words", () => {
  it("puts only a one-word benefit before the product's noun, and never the name twice", () => {
    const inputs = [
      {
        product_name: "Ghorer Tiffin home-cooked lunch boxes",
        key_benefit: "Fresh home-cooked rice, dal and curry at your desk by 1 pm",
        target_audience: "office workers",
      },
      { product_name: "EcoStride recycled running sneakers", key_benefit: "", target_audience: "" },
      { product_name: "Spring Sneaker Drop", key_benefit: "", target_audience: "students" },
    ];
    for (const extra of inputs)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const content = write("ad-headline-generator", seed, extra);
        expect(content).not.toMatch(
          /Rice Boxes|Sneakers Sneakers|Drop Drop|Spring Sneaker Drop: Spring/u,
        );
      }
    // A one-word benefit still names the thing.
    const light = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
      write("ad-headline-generator", seed, { key_benefit: "Breathable" }),
    );
    expect(light.join("\n")).toMatch(/Breathable Sneakers/u);
  });
});

describe("ad-headline-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    key_benefit: "নরম, হালকা আর ঈদের জন্য একদম মানানসই",
    target_audience: "অফিসে যাওয়া নারীরা",
  };
  /** The numbered headlines of a section: the text and the count it claims. */
  const headlinesIn = (text: string, unit: string) =>
    [...text.matchAll(new RegExp(`^\\d+\\. (.+) \\(([০-৯\\d]+) ${unit}\\) · `, "gmu"))].map(
      (match) => ({ text: match[1] ?? "", claimed: Number(asciiDigits(match[2] ?? "")) }),
    );

  it("keeps ten Google headlines within 30 and Meta ones within 40 characters, counted right, no exclamation mark", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeOffline({
        toolSlug: "ad-headline-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      const google = headlinesIn(section(content, "## গুগল অ্যাডসের হেডলাইন"), "অক্ষর");
      const meta = headlinesIn(section(content, "## ফেসবুক ও ইনস্টাগ্রামের হেডলাইন"), "অক্ষর");
      expect(google).toHaveLength(10);
      expect(meta.length).toBeGreaterThan(0);
      for (const headline of google) {
        expect(charCount(headline.text)).toBe(headline.claimed);
        expect(headline.claimed).toBeLessThanOrEqual(30);
      }
      for (const headline of meta) expect(charCount(headline.text)).toBeLessThanOrEqual(40);
      expect(content).not.toMatch(/!/u);
      expect(content).toContain(inputs.product_name);
      expect(section(content, "## আগে এগুলো টেস্ট করুন")).toContain(inputs.target_audience);
    }
  });

  it("writes the same limits in Banglish, in Latin letters", () => {
    const content = writeOffline({
      toolSlug: "ad-headline-generator",
      inputs,
      seed: 2,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    const google = headlinesIn(section(content, "## Google Ads headline"), "okkhor");
    expect(google).toHaveLength(10);
    for (const headline of google) expect(charCount(headline.text)).toBeLessThanOrEqual(30);
  });
});

describe("ad-headline-generator by what is sold", () => {
  const headlinesFor = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "ad-headline-generator", inputs, seed, language }).content,
      )
      .join("\n");

  it("calls people to book, never to order or shop, in English, Bangla and Banglish", () => {
    const en = headlinesFor(
      {
        product_name: "Wedding photography",
        key_benefit: "natural photos, delivered in a week",
        target_audience: "couples in Dhaka",
      },
      "en",
    );
    expect(en).toMatch(/\bBook\b/u);
    expect(en).not.toMatch(/\b(?:Order|Shop)\b/u);
    const parlour = {
      product_name: "বিয়ের মেকআপ প্যাকেজ",
      key_benefit: "সারাদিন টেকসই মেকআপ",
      target_audience: "চট্টগ্রামের কনেরা",
    };
    const bn = headlinesFor(parlour, "bn");
    expect(bn).toMatch(/বুক করুন|বুকিং চলছে/u);
    expect(bn).not.toMatch(/অর্ডার|কিনুন|এখন অনলাইনে/u);
    const banglish = headlinesFor(parlour, "banglish");
    expect(banglish).not.toMatch(/order korun|kinun|ekhon online-e/iu);
  });

  it("asks people to try an app, never to order or buy it, in Bangla and Banglish", () => {
    const app = {
      product_name: "হিসাবখাতা অ্যাপ",
      key_benefit: "দিনের হিসাব এক মিনিটে",
      target_audience: "ছোট দোকানের মালিক",
    };
    const bn = headlinesFor(app, "bn");
    expect(bn).toMatch(/ট্রাই করুন|শুরু করুন/u);
    expect(bn).not.toMatch(/অর্ডার|কিনুন/u);
    const banglish = headlinesFor(app, "banglish");
    expect(banglish).toMatch(/try korun|shuru korun/iu);
    expect(banglish).not.toMatch(/order korun|kinun/iu);
  });
});
