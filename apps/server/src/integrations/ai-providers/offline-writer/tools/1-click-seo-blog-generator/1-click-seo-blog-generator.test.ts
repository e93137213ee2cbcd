import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("1-click-seo-blog-generator", () => {
  it("uses the inputs", () => {
    const content = write("1-click-seo-blog-generator");
    for (const expected of [SAMPLE.focus_keyword!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("1-click-seo-blog-generator in Bangla and Banglish", () => {
  const inputs = { focus_keyword: "জামদানি শাড়ির যত্ন", target_audience: "অফিসে যাওয়া নারীরা" };
  const writeIn = (language: "bn" | "banglish", seed = 1) =>
    writeOffline({ toolSlug: "1-click-seo-blog-generator", inputs, seed, language }).content;
  /** The text after a bold label and the count it claims. */
  const labelled = (content: string, label: string) => {
    const match = new RegExp(
      `^\\*\\*${label}:\\*\\* (.+) \\(([০-৯\\d]+) (?:অক্ষর|okkhor)\\)$`,
      "mu",
    ).exec(content);
    return { text: match?.[1] ?? "", claimed: Number(asciiDigits(match?.[2] ?? "0")) };
  };

  it("puts the title tag, meta description and slug on top, each with the keyword", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeIn("bn", seed);
      const title = labelled(content, "এসইও টাইটেল");
      expect(title.text).toContain(inputs.focus_keyword);
      expect(charCount(title.text)).toBe(title.claimed);
      expect(title.claimed).toBeLessThanOrEqual(60);
      const meta = labelled(content, "মেটা ডেসক্রিপশন");
      expect(charCount(meta.text)).toBe(meta.claimed);
      expect(meta.claimed).toBeGreaterThanOrEqual(120);
      expect(meta.claimed).toBeLessThanOrEqual(160);
      expect(meta.text.split(inputs.focus_keyword)).toHaveLength(2);
      expect(content).toContain("**ইউআরএল স্লাগ:** জামদানি-শাড়ির-যত্ন");
      expect(content.indexOf("---")).toBeLessThan(content.indexOf("\n# "));
    }
  });

  it("writes the article with a FAQ before its conclusion and links to fill in at the end", () => {
    const content = writeIn("bn", 2);
    const faq = section(content, "## প্রায়ই যে প্রশ্নগুলো আসে");
    expect(faq.match(/^### .+\?$/gmu)).toHaveLength(4);
    expect(faq).toContain("### জামদানি শাড়ির যত্ন কি আসলেই দামের যোগ্য?");
    expect(content.indexOf("## প্রায়ই যে প্রশ্নগুলো আসে")).toBeLessThan(content.indexOf("## শেষ কথা"));
    expect(content.trim().split("\n").at(-3)).toBe(
      "- [জামদানি শাড়ির যত্ন নিয়ে আপনার পণ্য বা সেবার পেজের লিংক]",
    );
    expect(content).toContain("অফিসে যাওয়া নারীরা, এই লেখাটা আপনাদের জন্য");
  });

  it("writes the same article in Banglish, with a Latin slug", () => {
    const content = writeIn("banglish", 3);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("**URL slug:** jamdani-sharir-jotno");
    expect(labelled(content, "SEO title").claimed).toBeLessThanOrEqual(60);
  });
});
