import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { charCount } from "../../kit/text-kit.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { write } from "../../testing/writer-checks.ts";

describe("seo-meta-description-writer", () => {
  it("writes a repair's snippets as a service: no shop, range or online order", () => {
    const all = [1, 2, 3, 4]
      .map((seed) =>
        write("seo-meta-description-writer", seed, {
          page_topic: "Phone screen replacement in Chattogram",
          focus_keyword: "phone screen replacement Chattogram",
          brand_name: "FixIt Point",
        }),
      )
      .join("\n");
    expect(all).not.toMatch(/Browse the range|order online|\bShop\b|\bBuy\b|made by/u);
    expect(all).toMatch(/what is included|how to get started|how it works/u);
  });

  it("uses the inputs", () => {
    const content = write("seo-meta-description-writer");
    for (const expected of [SAMPLE.focus_keyword!, SAMPLE.brand_name!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("writes meta titles of at most 60 and descriptions of 120–160 characters, with the keyword", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = write("seo-meta-description-writer", seed);
      const titles = [...content.matchAll(/\*\*Title:\*\* (.+) \((\d+) characters\)/gu)];
      const descriptions = [
        ...content.matchAll(/\*\*Description:\*\* (.+) \((\d+) characters\)/gu),
      ];
      expect(titles).toHaveLength(3);
      expect(descriptions).toHaveLength(3);
      for (const [, title = ""] of titles) expect(charCount(title)).toBeLessThanOrEqual(60);
      for (const [, description = ""] of descriptions) {
        expect(charCount(description)).toBeGreaterThanOrEqual(120);
        expect(charCount(description)).toBeLessThanOrEqual(160);
        expect(description.toLowerCase()).toContain("eco-friendly running shoes");
      }
      expect(new Set(descriptions.map((match) => match[1])).size).toBe(3);
    }
  });

  it("never closes a description with a verb its sentences already used ('… Browse the range.' twice)", () => {
    const inputs: Record<string, string>[] = [
      {},
      { focus_keyword: "office lunch delivery Dhaka", brand_name: "Ghorer Tiffin" },
      { focus_keyword: "agency CRM", page_topic: "Agency CRM software" },
      { focus_keyword: "how to clean white sneakers", page_topic: "Sneaker care guide" },
    ];
    for (const extra of inputs)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const content = write("seo-meta-description-writer", seed, extra);
        for (const [, description = ""] of content.matchAll(
          /\*\*Description:\*\* (.+) \(\d+ characters\)/gu,
        )) {
          const sentences = description.split(/(?<=[.?!]) /u);
          const verb = sentences.at(-1)?.split(" ")[0]?.toLowerCase() ?? "";
          const before = sentences.slice(0, -1).join(" ").toLowerCase();
          expect(before.split(/[^\p{L}]+/u), description).not.toContain(verb);
        }
      }
  });

  it("keeps meta descriptions within 160 characters even for very long inputs", () => {
    const content = write("seo-meta-description-writer", 1, {
      focus_keyword:
        "eco-friendly recycled lightweight breathable running and walking shoes for hot weather",
      brand_name: "EcoStride Footwear Company of Bangladesh",
    });
    for (const match of content.matchAll(
      /\*\*(Title|Description):\*\* (.+) \((\d+) characters\)/gu,
    ))
      expect(charCount(match[2] ?? "")).toBeLessThanOrEqual(match[1] === "Title" ? 60 : 160);
  });
});

describe("seo-meta-description-writer in Bangla", () => {
  it("says a keyword that closes with a place as a sentence does in descriptions, as typed in titles", () => {
    const inputs = { focus_keyword: "আইইএলটিএস কোচিং ঢাকা", brand_name: "শিক্ষা প্লাস" };
    for (const seed of [1, 2, 3]) {
      const bn = writeOffline({
        toolSlug: "seo-meta-description-writer",
        inputs,
        seed,
        language: "bn",
      }).content;
      for (const [, title] of bn.matchAll(/\*\*টাইটেল:\*\* (.+) \(/gu))
        expect(title).toContain("আইইএলটিএস কোচিং ঢাকা");
      for (const [, description] of bn.matchAll(/\*\*ডেসক্রিপশন:\*\* (.+) \(/gu)) {
        expect(description).toContain("ঢাকায় আইইএলটিএস কোচিং");
        expect(description).not.toContain("কোচিং ঢাকা");
      }
      expect(bn).toContain("তাই সেখানে “ঢাকায় আইইএলটিএস কোচিং”");
      const banglish = writeOffline({
        toolSlug: "seo-meta-description-writer",
        inputs,
        seed,
        language: "banglish",
      }).content;
      expect(banglish).toMatch(/\*\*Description:\*\* .*Dhakay IELTS coaching/u);
    }
  });

  it("keeps titles and descriptions within the limits, the keyword once in each, and a Bangla slug", () => {
    const keyword = "পরিবেশবান্ধব স্নিকার্স";
    for (const seed of [1, 2, 3, 4]) {
      const content = writeOffline({
        toolSlug: "seo-meta-description-writer",
        inputs: {
          page_topic: "ঢাকার তরুণদের জন্য স্নিকার্স",
          focus_keyword: keyword,
          brand_name: "EcoStep",
        },
        seed,
        language: "bn",
      }).content;
      const titles = [...content.matchAll(/\*\*টাইটেল:\*\* (.+) \(/gu)].map(
        (match) => match[1] ?? "",
      );
      const descriptions = [...content.matchAll(/\*\*ডেসক্রিপশন:\*\* (.+) \(/gu)].map(
        (match) => match[1] ?? "",
      );
      expect(titles).toHaveLength(3);
      expect(descriptions).toHaveLength(3);
      for (const title of titles) expect([...title].length).toBeLessThanOrEqual(60);
      for (const text of descriptions) {
        expect([...text].length).toBeGreaterThanOrEqual(120);
        expect([...text].length).toBeLessThanOrEqual(160);
        expect(text.split(keyword)).toHaveLength(2);
      }
      expect(content).toContain("**ইউআরএল স্লাগ:** পরিবেশবান্ধব-স্নিকার্স");
    }
  });
});

describe("seo-meta-description-writer by what is sold, in Bangla and Banglish", () => {
  const snippetsFor = (inputs: Record<string, string>, language: "bn" | "banglish") =>
    [1, 2, 3, 4]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "seo-meta-description-writer", inputs, seed, language }).content,
      )
      .join("\n");

  it("describes an app's page and a parlour's without asking to buy or order", () => {
    const app = {
      page_topic: "হিসাবখাতা অ্যাপ",
      focus_keyword: "হিসাবের অ্যাপ",
      brand_name: "হিসাবখাতা",
    };
    expect(snippetsFor(app, "bn")).toMatch(/ট্রাই করুন|ফিচার|শুরু কর/u);
    expect(snippetsFor(app, "banglish")).toMatch(/try korun|feature|shuru kor/iu);
    const parlour = {
      page_topic: "বিয়ের মেকআপ প্যাকেজ",
      focus_keyword: "ব্রাইডাল মেকআপ",
      brand_name: "রূপকথা পার্লার",
    };
    expect(snippetsFor(parlour, "bn")).toMatch(/বুক করুন|বুকিং/u);
    expect(snippetsFor(parlour, "banglish")).toMatch(/book korun|booking/iu);
    for (const inputs of [app, parlour]) {
      expect(snippetsFor(inputs, "bn")).not.toMatch(/কিনুন|অর্ডার|কেনার|বাছাই করা সেরাগুলো/u);
      expect(snippetsFor(inputs, "banglish")).not.toMatch(/kinun|order|kenar|oyap/iu);
    }
  });
});

describe("seo-meta-description-writer on a service business's site", () => {
  const snippets = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "seo-meta-description-writer", inputs, seed, language }).content,
      )
      .join("\n");

  it("describes a clinic's treatment as a service, not a range to order online", () => {
    const en = snippets(
      {
        page_topic: "teeth whitening in Chattogram",
        focus_keyword: "",
        brand_name: "Smile Care Dental Clinic",
      },
      "en",
    );
    expect(en).not.toMatch(/order online|Browse the range|Shop now/u);
    const bn = snippets(
      {
        page_topic: "চট্টগ্রামে দাঁত সাদা করা",
        focus_keyword: "",
        brand_name: "স্মাইল কেয়ার ডেন্টাল ক্লিনিক",
      },
      "bn",
    );
    expect(bn).toContain("## চট্টগ্রামে দাঁত সাদা করার জন্য সার্চ স্নিপেট");
    expect(bn).toMatch(/বুক|বুকিং/u);
    expect(bn).not.toMatch(/বাছাই করা সেরাগুলো|ছবি, দাম/u);
  });
});
