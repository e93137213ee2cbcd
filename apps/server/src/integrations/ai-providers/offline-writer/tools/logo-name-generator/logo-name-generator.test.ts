import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { banglaRoots, rootStem } from "./logo-name-generator.native.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("logo-name-generator", () => {
  it("puts 'an' before a vowel in its icon ideas ('an anchor', never 'a anchor')", () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      .map((seed) =>
        write("logo-name-generator", seed, {
          business_description: "Phone repair shop in Agrabad, Chattogram: screens and batteries",
          brand_personality: "quick, honest, friendly",
        }),
      )
      .join("\n");
    expect(all).not.toMatch(/\ba [aeio]\p{L}/u);
    expect(all).toMatch(/\ban [aeio]\p{L}/u);
  });

  it("uses the inputs", () => {
    const content = write("logo-name-generator");
    for (const expected of ["jute"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("offers Bangla name ideas only when the inputs point to Bangladesh", () => {
    expect(write("logo-name-generator")).toContain("Bangla word");
    expect(
      write("logo-name-generator", 1, {
        business_description: "Online shop for handmade jute baskets in Berlin",
        target_audience: "young families in Berlin",
      }),
    ).not.toContain("Bangla word");
  });
});

describe("logo-name-generator in Bangla and Banglish", () => {
  const inputs = {
    business_description: "চট্টগ্রামে হাতে তৈরি মাটির হাঁড়ি আর কাঁসার বাসনের দোকান",
    brand_personality: "ঐতিহ্যবাহী, উষ্ণ",
    target_audience: "নতুন সংসার পাতা দম্পতিরা",
  };
  const rows = (content: string) =>
    content
      .split("\n")
      .filter((line) => /^\| \*\*/u.test(line))
      .map((line) => line.split(" | "));

  it("gives ten Bangla names in a three-column table, built from the business's own words", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "logo-name-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      const table = rows(content);
      expect(table).toHaveLength(10);
      for (const [name = ""] of table) {
        expect(name).not.toMatch(/\p{Script=Latin}/u);
        expect([...name.replace(/^\| \*\*|\*\*$/gu, "")].length).toBeLessThanOrEqual(18);
      }
      expect(content).toMatch(/হাঁড়ি|বাসন|কাঁসা/u);
      expect(content).not.toMatch(/\*\*দোকান|\*\*চট্টগ্রাম/u);
      expect(content).toContain("নতুন সংসার পাতা দম্পতিরা যেন সহজে বলতে");
      expect(section(content, "## সেরা ৩টি").match(/^### /gmu)).toHaveLength(3);
    }
  });

  it("takes a root's case ending off, never a part of the word", () => {
    expect(banglaRoots("মাটির হাঁড়ি আর কাঁসার বাসনের দোকান")).toEqual([
      "মাটি",
      "হাঁড়ি",
      "কাঁসা",
      "বাসন",
    ]);
    expect(rootStem("কারিগরদের")).toBe("কারিগর");
    // "With" is no part of a root, and "live" or "online" names no business.
    expect(rootStem("ক্লাসসহ")).toBe("ক্লাস");
    expect(banglaRoots("লাইভ ক্লাসসহ অনলাইন আইইএলটিএস কোচিং")).toEqual([
      "ক্লাস",
      "আইইএলটিএস",
      "কোচিং",
    ]);
  });

  it("spells the names in Latin letters for Banglish, from English words when the business is described in English", () => {
    const content = writeOffline({
      toolSlug: "logo-name-generator",
      inputs: { ...inputs, business_description: "Handmade clay pots and brass plates" },
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(rows(content)).toHaveLength(10);
    expect(content.toLowerCase()).toMatch(/clay|pot|brass|plate/u);
  });
});
