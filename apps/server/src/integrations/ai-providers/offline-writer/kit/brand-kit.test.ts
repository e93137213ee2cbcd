import { describe, expect, it } from "vitest";
import { brandBlock, withoutWords } from "./brand-kit.ts";

describe("withoutWords", () => {
  it("takes out every word containing a phrase to avoid, in any case and script, and tidies up", () => {
    expect(withoutWords("Cheap and cheaper, never CHEAP!", ["cheap"])).toBe("and, never!");
    expect(withoutWords("একদম স্টাইলিশ জুতা।", ["স্টাইলিশ"])).toBe("একদম জুতা।");
    expect(withoutWords("Shop now #cheap #dhaka", ["cheap"])).toBe("Shop now #dhaka");
    expect(withoutWords("Best in town.\nBest price", ["best price"])).toBe("Best in town.\n");
    expect(withoutWords("a (b) c", ["(b)"])).toBe("a c");
    expect(withoutWords("- one\n  - cheap two", ["cheap"])).toBe("- one\n  - two");
  });

  it("leaves the text alone without words to avoid", () => {
    expect(withoutWords("Cheap  and  fine ", [])).toBe("Cheap  and  fine ");
  });
});

describe("brandBlock", () => {
  const kit = {
    name: "EcoStep",
    products: [{ name: "Trail Runner", price: "৳2,450", offer: "", difference: "Recycled soles" }],
    audience: "",
    tone: "formal" as const,
    wordsToAvoid: [],
    salesChannel: "daraz.com.bd/shop/ecostep",
  };

  it("names the brand, the product and its facts, where to buy, in the kit's tone and language", () => {
    expect(brandBlock(kit, "en")).toBe(
      [
        "**EcoStep Trail Runner** — only ৳2,450. Recycled soles.",
        "Order now: daraz.com.bd/shop/ecostep",
        "We look forward to serving you.",
      ].join("\n\n"),
    );
    expect(brandBlock(kit, "bn")).toContain("দাম ৳2,450। Recycled soles।");
    expect(brandBlock(kit, "banglish")).toContain("Order korun: daraz.com.bd/shop/ecostep");
    expect(brandBlock({ ...kit, products: [] }, "en")).toMatch(/^\*\*EcoStep\*\*\n/u);
  });
});
