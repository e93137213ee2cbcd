import { describe, expect, it } from "vitest";
import { lengths, section, write } from "../../testing/writer-checks.ts";
import { writeOffline } from "../../offline-writer.ts";

describe("cta-generator", () => {
  it("uses the inputs", () => {
    const content = write("cta-generator");
    for (const expected of ["book a free demo", "EcoStride"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps CTA buttons within 25 characters", () => {
    expect(Math.max(...lengths(section(write("cta-generator"), "## Buttons")))).toBeLessThanOrEqual(
      25,
    );
  });

  it.each(["", "Get started", "Sign up", "Learn more", "Shop now"])(
    "offers no 'my …' button and no odd keyword for an action without a thing (%j)",
    (action) => {
      for (const seed of [1, 2, 3]) {
        const content = write("cta-generator", seed, { desired_action: action });
        expect(content).not.toMatch(
          /\b(my|your) (started|up|more|now)\b|“(STARTED|UP|MORE|NOW)”/iu,
        );
        expect(section(content, "## Buttons")).toMatch(/\d\. \S/u);
      }
    },
  );

  it("still offers 'my …' buttons for an action with a thing", () => {
    const content = write("cta-generator", 1, { desired_action: "Book a free consultation" });
    expect(content).toMatch(/my free consultation/u);
  });
});

describe("cta-generator by what is sold, in Bangla and Banglish", () => {
  const ctasFor = (inputs: Record<string, string>, language: "bn" | "banglish") =>
    [1, 2, 3, 4]
      .map((seed) => writeOffline({ toolSlug: "cta-generator", inputs, seed, language }).content)
      .join("\n");
  const app = { product_name: "হিসাবখাতা অ্যাপ", target_audience: "ছোট দোকানের মালিক" };
  const parlour = { product_name: "বিয়ের মেকআপ প্যাকেজ", target_audience: "চট্টগ্রামের কনেরা" };

  it("asks people to try an app and to book a service, never to order them or mind the stock", () => {
    expect(ctasFor(app, "bn")).toMatch(/ট্রাই করুন|ডেমো দেখুন/u);
    expect(ctasFor(app, "banglish")).toMatch(/try korun|demo dekhun/iu);
    expect(ctasFor(parlour, "bn")).toMatch(/বুক করুন|খালি তারিখ/u);
    expect(ctasFor(parlour, "banglish")).toMatch(/book korun|khali tarikh/iu);
    for (const inputs of [app, parlour]) {
      expect(ctasFor(inputs, "bn")).not.toMatch(/অর্ডার|স্টক|কার্টে/u);
      expect(ctasFor(inputs, "banglish")).not.toMatch(/order|stock|cart/iu);
    }
  });

  it("starts every Banglish line with a capital, whatever the case of the inputs", () => {
    const lines = ctasFor(
      { product_name: "hisabkhata app", target_audience: "choto dokaner malik" },
      "banglish",
    )
      .split("\n")
      .map((line) => line.replace(/^\d+\. /u, ""));
    expect(lines.filter((line) => /^\p{Ll}|[?.!] \p{Ll}/u.test(line))).toEqual([]);
  });
});
