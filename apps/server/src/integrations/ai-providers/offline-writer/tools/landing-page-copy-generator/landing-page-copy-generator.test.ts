import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("landing-page-copy-generator", () => {
  it("uses the inputs", () => {
    const content = write("landing-page-copy-generator");
    for (const expected of [SAMPLE.product_name!, SAMPLE.offer!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("landing-page-copy-generator by what is sold", () => {
  const page = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    writeOffline({ toolSlug: "landing-page-copy-generator", inputs, seed: 1, language }).content;

  it("asks people to book, not to check out or start a trial, in all three languages", () => {
    const en = page(
      {
        product_name: "bridal makeup package by Glow Studio",
        target_audience: "brides in Chittagong",
        key_benefits: "long-lasting makeup, home visits",
        offer: "",
      },
      "en",
    );
    expect(en).toContain("**Button:** Book Now");
    expect(section(en, "## How it works")).toContain("**Book.** Choose a time that suits you");
    expect(section(en, "## How it works")).toContain("**Leave the rest to us.**");
    expect(en).not.toMatch(/Check out in a few taps|Order Now|Start My Free Trial|Sign up/u);
    expect(
      page({ product_name: "Wedding photography", offer: "Free engagement shoot" }, "en"),
    ).toContain("**Button:** Book for Free");
    const parlour = { product_name: "বিয়ের মেকআপ প্যাকেজ", target_audience: "চট্টগ্রামের কনেরা" };
    const bn = page(parlour, "bn");
    expect(bn).toContain("**বুক করুন।**");
    expect(bn).not.toContain("অর্ডার করুন");
    const banglish = page(parlour, "banglish");
    expect(banglish).toContain("**Book korun.**");
    expect(banglish).not.toMatch(/\p{Script=Bengali}|Order korun/u);
    expect(bn).toContain("কতজন ক্লায়েন্টের কাজ করেছেন");
    expect(banglish).toContain("kotojon client-er kaj korechhen");
  });

  it("starts classes with a trial class and a batch, not 'leave the rest to us', in all three languages", () => {
    const coaching = {
      product_name: "Shikkha Plus online IELTS coaching",
      target_audience: "university students",
      key_benefits: "live classes, weekly mock tests",
      offer: "free trial class",
    };
    const en = section(page(coaching, "en"), "## How it works");
    expect(en).toContain("**Start with a free trial class.**");
    expect(en).toContain("**Join a batch.**");
    expect(en).not.toContain("Leave the rest to us");
    const yoga = section(
      page({ product_name: "Prana Yoga Studio beginner yoga classes", offer: "" }, "en"),
      "## How it works",
    );
    expect(yoga).toContain("**Start with a trial class.**");
    expect(yoga).not.toContain("Leave the rest to us");
    const bangla = {
      ...coaching,
      product_name: "শিক্ষা প্লাস আইইএলটিএস কোচিং",
      offer: "ফ্রি ট্রায়াল ক্লাস",
    };
    const bn = page(bangla, "bn");
    expect(bn).toContain("**ফ্রি ট্রায়াল ক্লাস দিয়ে শুরু করুন।**");
    expect(bn).not.toContain("খুঁটিনাটি সব আমরা সামলাব");
    const banglish = page(bangla, "banglish");
    expect(banglish).toContain("**Batch-e bhorti hon.**");
    expect(banglish).not.toMatch(/\p{Script=Bengali}|Khutinati shob amra shamlabo/u);
  });

  it("asks people to taste food, not to use it every day, in all three languages", () => {
    const step = {
      en: "**Enjoy.** Taste the difference and tell us how you liked it.",
      bn: "**খেয়ে দেখুন।** স্বাদটা নিন, আর কেমন লাগল আমাদের জানান।",
      banglish: "**Kheye dekhun.** Shad ta nin, ar kemon laglo amader janan.",
    };
    for (const language of ["en", "bn", "banglish"] as const) {
      const food = writeOffline({
        toolSlug: "landing-page-copy-generator",
        inputs: {
          product_name:
            language === "en" ? "Ghorer Tiffin home-cooked lunch boxes" : "ঘরে বানানো আমের আচার",
        },
        seed: 1,
        language,
      }).content;
      expect(food, language).toContain(step[language]);
      expect(food, language).not.toMatch(/every day and tell us|রোজ ব্যবহার|Roj byabohar/u);
      const bag = writeOffline({
        toolSlug: "landing-page-copy-generator",
        inputs: { product_name: language === "en" ? "Handwoven jute basket" : "পাটের ঝুড়ি" },
        seed: 1,
        language,
      }).content;
      expect(bag, language).not.toContain(step[language]);
    }
  });

  it("asks an app's page for proof in use, not orders delivered, in Bangla and Banglish", () => {
    const app = { product_name: "হিসাবখাতা অ্যাপ", target_audience: "ছোট দোকানের মালিক" };
    const bn = page(app, "bn");
    expect(bn).toContain("কতজন নিয়মিত ব্যবহার করছেন");
    expect(bn).not.toMatch(/অর্ডার/u);
    const banglish = page(app, "banglish");
    expect(banglish).toContain("kotojon niyomito use korchhen");
    expect(banglish).not.toMatch(/order/iu);
  });
});

describe("landing-page-copy-generator in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হিসাবখাতা অ্যাপ",
    target_audience: "ছোট দোকানের মালিকরা",
    key_benefits: "ফোনেই হিসাব, বাকির খাতা এক জায়গায়, ডেটা থাকে সুরক্ষিত",
    offer: "১৪ দিনের ফ্রি ট্রায়াল",
  };

  it("keeps every section in the English order, one button throughout, and the offer word for word", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "landing-page-copy-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      const headings = content.split("\n").filter((line) => line.startsWith("## "));
      expect(headings).toEqual([
        "## হিরো",
        "## সমস্যা",
        "## সুবিধা",
        "## কীভাবে কাজ করে",
        "## ক্রেতাদের কথা",
        "## অফার",
        "## প্রশ্নোত্তর",
        "## শেষ কল টু অ্যাকশন",
      ]);
      expect(content).toContain("**বাটন:** ফ্রি ট্রায়াল শুরু করুন");
      expect(content.match(/\*\*\[([^\]]+)\]\*\*/gu)).toEqual([
        "**[ফ্রি ট্রায়াল শুরু করুন]**",
        "**[ফ্রি ট্রায়াল শুরু করুন]**",
      ]);
      expect(section(content, "## অফার")).toContain(inputs.offer);
      expect(section(content, "## কীভাবে কাজ করে")).toContain("**সাইন আপ করুন।**");
      expect(section(content, "## সুবিধা")).toContain("আপনার তথ্য থাকে সুরক্ষিত।");
      expect(section(content, "## প্রশ্নোত্তর")).toContain(inputs.target_audience);
    }
  });

  it("writes a discount button for a Bangla discount, and the page in Latin letters for Banglish", () => {
    const discount = writeOffline({
      toolSlug: "landing-page-copy-generator",
      inputs: { ...inputs, product_name: "জামদানি শাড়ি", offer: "ঈদে ২০% ছাড়" },
      seed: 1,
      language: "bn",
    }).content;
    expect(discount).toContain("**বাটন:** ছাড়টা নিন");
    const banglish = writeOffline({
      toolSlug: "landing-page-copy-generator",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("**Button:** Free trial shuru korun");
  });
});

describe("landing-page-copy-generator without benefits", () => {
  it("wants a thing that fits your day, with its article and agreement", () => {
    const all = [1, 2, 3]
      .map(
        (seed) =>
          writeOffline({
            toolSlug: "landing-page-copy-generator",
            inputs: {
              product_name: "Smile Care Dental Clinic",
              target_audience: "families in Chattogram",
              key_benefits: "",
              offer: "",
            },
            seed,
          }).content,
      )
      .join("\n");
    expect(all).toContain("a dental clinic that fits your day");
    expect(all).not.toMatch(/clinic that fit your day|want dental clinic/iu);
  });
});
