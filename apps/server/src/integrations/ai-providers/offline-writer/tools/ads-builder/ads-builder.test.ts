import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { lengths, section, write } from "../../testing/writer-checks.ts";
import { nativeMetaButton } from "./ads-builder.native.ts";

describe("ads-builder", () => {
  it("uses the inputs", () => {
    const content = write("ads-builder");
    for (const expected of [SAMPLE.product_name!, "15% off your first order"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps every ads-builder line within its platform limit", () => {
    const content = write("ads-builder");
    const limit = (heading: string) => Math.max(...lengths(section(content, heading)));
    expect(limit("### Headlines (max 40")).toBeLessThanOrEqual(40);
    expect(limit("### Descriptions (max 30")).toBeLessThanOrEqual(30);
    expect(limit("### Headlines (max 30")).toBeLessThanOrEqual(30);
    expect(limit("### Descriptions (max 90")).toBeLessThanOrEqual(90);
  });
});

describe("ads-builder in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    target_audience: "অফিসে যাওয়া নারীরা",
    key_benefit: "নরম, হালকা আর হাতে তৈরি",
    offer: "ঈদে ২০% ছাড়, সারা দেশে ক্যাশ অন ডেলিভারি",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({ toolSlug: "ads-builder", inputs: { ...inputs, ...overrides }, seed, language })
      .content;
  /** The numbered lines under a heading: the text and the count it claims. */
  const counted = (text: string, unit: string) =>
    [...text.matchAll(new RegExp(`^\\d+\\. (.+) \\(([০-৯\\d]+) ${unit}\\)$`, "gmu"))].map(
      (match) => ({ text: match[1] ?? "", claimed: Number(asciiDigits(match[2] ?? "")) }),
    );

  it("keeps every line within its limit, counted in Bengali digits", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeIn("bn", seed);
      const meta = section(content, "## মেটা বিজ্ঞাপন");
      const google = section(content, "## গুগল সার্চ অ্যাড");
      const limits = [
        [section(meta, "### হেডলাইন"), 40, 5],
        [section(meta, "### ডেসক্রিপশন"), 30, 3],
        [section(google, "### হেডলাইন"), 30, 10],
        [section(google, "### ডেসক্রিপশন"), 90, 4],
      ] as const;
      for (const [lines, max, count] of limits) {
        const items = counted(lines, "অক্ষর");
        expect(items).toHaveLength(count);
        for (const item of items) {
          expect(charCount(item.text)).toBe(item.claimed);
          expect(item.claimed).toBeLessThanOrEqual(max);
        }
      }
      for (const first of section(meta, "### প্রাইমারি টেক্সট").match(/(?<=\*\*\n\n).+/gu) ?? [])
        expect(charCount(first)).toBeLessThanOrEqual(125);
    }
  });

  it("puts the offer on its own line and picks the button the offer calls for", () => {
    const content = writeIn("bn");
    expect(content).toContain("🎁 ঈদে ২০% ছাড়, সারা দেশে ক্যাশ অন ডেলিভারি।");
    expect(content).toContain("👉 অফার নিন");
    expect(content).toContain("ঈদে ২০% ছাড়");
    expect(nativeMetaButton("ফ্রি ডেমো বুক করুন", "software")).toBe("bookNow");
    expect(nativeMetaButton("১৪ দিনের ফ্রি ট্রায়াল", "software")).toBe("signUp");
    expect(nativeMetaButton("ফেসবুক পেজে নতুন কালেকশন", "goods")).toBe("shopNow");
    expect(nativeMetaButton("", "software")).toBe("learnMore");
    expect(nativeMetaButton("", "service")).toBe("bookNow");
  });

  it("asks for the button's own step in the Google ad", () => {
    const content = writeIn("bn", 1, { offer: "ফ্রি ডেমো বুক করুন" });
    expect(content).toContain("👉 এখনই বুক করুন");
    expect(section(content, "## গুগল সার্চ অ্যাড")).toContain("আজই অনলাইনে বুক করুন।");
  });

  it("writes the same ads in Banglish, in Latin letters, within the same limits", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("banglish", seed);
      expect(content).not.toMatch(/\p{Script=Bengali}/u);
      expect(content).toContain("👉 Offer nin");
      const google = section(content, "## Google search ad");
      for (const item of counted(section(google, "### Headline"), "okkhor"))
        expect(charCount(item.text)).toBeLessThanOrEqual(30);
    }
  });
});

describe("ads-builder by what is sold", () => {
  it("asks people to book, in the button and the descriptions, in English, Bangla and Banglish", () => {
    const en = writeOffline({
      toolSlug: "ads-builder",
      inputs: {
        product_name: "bridal makeup package by Glow Studio",
        target_audience: "brides in Chittagong",
        key_benefit: "makeup that lasts all day",
        offer: "",
      },
      seed: 1,
    }).content;
    expect(en).toContain("👉 Book Now");
    expect(en).toContain("**Book Now**");
    expect(en).not.toMatch(/Order online today|choose yours|Shop Now/u);
    const parlour = {
      product_name: "বিয়ের মেকআপ প্যাকেজ",
      target_audience: "চট্টগ্রামের কনেরা",
      key_benefit: "সারাদিন টেকসই মেকআপ",
      offer: "",
    };
    const bn = writeOffline({
      toolSlug: "ads-builder",
      inputs: parlour,
      seed: 1,
      language: "bn",
    }).content;
    expect(bn).not.toMatch(/অর্ডার করুন|পছন্দেরটা বেছে নিন/u);
    const banglish = writeOffline({
      toolSlug: "ads-builder",
      inputs: parlour,
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).not.toMatch(/order korun|pochhonder ta bechhe nin/iu);
  });

  it("asks people to take an app's offer or try it, never to order it, in Bangla and Banglish", () => {
    const app = {
      product_name: "হিসাবখাতা অ্যাপ",
      target_audience: "ছোট দোকানের মালিক",
      key_benefit: "দিনের হিসাব এক মিনিটে",
    };
    for (const offer of ["বার্ষিক প্ল্যানে ২০% ছাড়", ""])
      for (let seed = 1; seed <= 4; seed += 1) {
        const inputs = { ...app, offer };
        const bn = writeOffline({ toolSlug: "ads-builder", inputs, seed, language: "bn" }).content;
        expect(bn).not.toMatch(/অর্ডার|কিনুন/u);
        const banglish = writeOffline({
          toolSlug: "ads-builder",
          inputs,
          seed,
          language: "banglish",
        }).content;
        expect(banglish).not.toMatch(/order korun|kinun/iu);
      }
  });
});
