import { describe, expect, it } from "vitest";
import { benefitClauses } from "../../kit/copy-kit.ts";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("ad-primary-text-generator", () => {
  it("uses the inputs", () => {
    const content = write("ad-primary-text-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.key_benefit!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps short primary text within 125 characters", () => {
    for (const seed of [1, 2, 3])
      expect(
        Math.max(...lengths(section(write("ad-primary-text-generator", seed), "## Short"))),
      ).toBeLessThanOrEqual(125);
  });
});

describe("ad-primary-text-generator benefit bullets", () => {
  it("keeps a benefit that lists things inside one phrase as one bullet, and splits a list of benefits", () => {
    expect(benefitClauses("Fresh home-cooked rice, dal and curry at your desk by 1 pm")).toEqual([
      "Fresh home-cooked rice, dal and curry at your desk by 1 pm",
    ]);
    expect(benefitClauses("Light, breathable and made from recycled bottles")).toEqual([
      "Light",
      "breathable",
      "made from recycled bottles",
    ]);
    const content = write("ad-primary-text-generator", 1, {
      key_benefit: "Fresh home-cooked rice, dal and curry at your desk by 1 pm",
    });
    expect(content).not.toMatch(/^✅ Dal$/mu);
  });
});

describe("ad-primary-text-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    target_audience: "অফিসে যাওয়া নারীরা",
    key_benefit: "নরম, হালকা আর হাতে তৈরি",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "ad-primary-text-generator",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;
  /** The numbered short versions: the text and the count it claims. */
  const shortIn = (text: string, unit: string) =>
    [...text.matchAll(new RegExp(`^\\d\\. (.+) \\(([০-৯\\d]+) ${unit}\\)$`, "gmu"))].map(
      (match) => ({ text: match[1] ?? "", claimed: Number(asciiDigits(match[2] ?? "")) }),
    );

  it("writes three short versions within 125 characters, counted in Bengali digits", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeIn("bn", seed);
      const short = shortIn(section(content, "## ছোট"), "অক্ষর");
      expect(short).toHaveLength(3);
      for (const version of short) {
        expect(charCount(version.text)).toBe(version.claimed);
        expect(version.claimed).toBeLessThanOrEqual(125);
      }
      expect(section(content, "## ছোট")).toMatch(/\([০-৯]+ অক্ষর\)/u);
      expect(section(content, "## মাঝারি").match(/^\d\. /gmu)).toHaveLength(2);
    }
  });

  it("ticks each benefit with what its words honestly give, and names the product and the audience", () => {
    const content = writeIn("bn");
    const story = section(content, "## লম্বা");
    expect(story).toContain("✅ হাতে তৈরি — হাতে তৈরি, তাই প্রতিটি পিসই একটু আলাদা");
    expect(story).toContain("✅ হালকা — সারাদিন ব্যবহারেও ভারী লাগে না");
    expect(story).toContain("অফিসে যাওয়া নারীদের কথা ভেবেই আমরা বানিয়েছি");
    expect(story).toContain("হাতে বোনা জামদানি শাড়ি এখন পাওয়া যাচ্ছে।");
  });

  it("does not say who it is for twice when the product's name already does", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("bn", seed, {
        product_name: "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
        target_audience: "ঢাকার তরুণরা",
      });
      expect(content).not.toContain("ঢাকার তরুণদের জন্যই বানানো");
      expect(content).not.toMatch(/আপনাদের জন্য। ঢাকার তরুণদের জন্য/u);
    }
  });

  it("leaves fill-ins for the benefits and never an English sentence without inputs", () => {
    const content = writeOffline({
      toolSlug: "ad-primary-text-generator",
      inputs: {},
      seed: 1,
      language: "bn",
    }).content;
    expect(content).toContain("✅ [আপনার সবচেয়ে বড় সুবিধাটা লিখুন]");
    expect(content).not.toMatch(/\p{Script=Latin}/u);
    expect(content).not.toMatch(/(?:এসে গেছে|দেখুন) এখন পাওয়া যাচ্ছে/u);
  });

  it("ends a sentence with a full stop after the user's English words, with দাঁড়ি after Bangla", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("bn", seed, { key_benefit: "Light, breathable and washable" });
      expect(content).toContain("breathable and washable.");
      expect(content).not.toMatch(/\p{Script=Latin}।/u);
    }
  });

  it("writes the same ads in Banglish, in Latin letters, within the same limit", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("banglish", seed);
      expect(content).not.toMatch(/\p{Script=Bengali}/u);
      const short = shortIn(section(content, "## Chhoto"), "okkhor");
      expect(short).toHaveLength(3);
      for (const version of short) expect(charCount(version.text)).toBeLessThanOrEqual(125);
      expect(content).toContain("Hate bona jamdani shari ekhon pawa jachchhe.");
    }
  });
});

describe("ad-primary-text-generator by what is sold", () => {
  const adsFor = (inputs: Record<string, string>, language: "bn" | "banglish") =>
    [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "ad-primary-text-generator", inputs, seed, language }).content,
      )
      .join("\n");

  it("asks people to try an app and to book a service, never to order either, in Bangla and Banglish", () => {
    const app = {
      product_name: "হিসাবখাতা অ্যাপ",
      target_audience: "ছোট দোকানের মালিক",
      key_benefit: "দিনের হিসাব এক মিনিটে",
    };
    expect(adsFor(app, "bn")).toMatch(/ট্রাই করে দেখুন|শুরু করে ফেলুন|কীভাবে কাজ করে/u);
    expect(adsFor(app, "banglish")).toMatch(/try kore dekhun|shuru kore felun|kivabe kaj kore/iu);
    const parlour = {
      product_name: "বিয়ের মেকআপ প্যাকেজ",
      target_audience: "চট্টগ্রামের কনেরা",
      key_benefit: "সারাদিন টেকসই মেকআপ",
    };
    expect(adsFor(parlour, "bn")).toMatch(/বুক করুন|বুকিং দিতে|বুক করে ফেলুন/u);
    expect(adsFor(parlour, "banglish")).toMatch(/book korun|booking dite|book kore felun/iu);
    for (const inputs of [app, parlour]) {
      expect(adsFor(inputs, "bn")).not.toMatch(/অর্ডার|🛍️/u);
      expect(adsFor(inputs, "banglish")).not.toMatch(/order|🛍️/iu);
    }
  });
});

describe("ad-primary-text-generator for a service", () => {
  it("asks people to book, not to shop or order, and offers trust, not keeping up", () => {
    const all = [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({
            toolSlug: "ad-primary-text-generator",
            inputs: {
              product_name: "Smile Care Dental Clinic",
              target_audience: "families in Chattogram",
              key_benefit: "",
            },
            seed,
          }).content,
      )
      .join("\n");
    expect(all).toMatch(/Book now\.|Message us to book\.|See what's open\./u);
    expect(all).toContain("a dental clinic you can trust");
    expect(all).not.toMatch(/Shop now|Order yours|keeps up with you|works as hard as you do/u);
  });
});
