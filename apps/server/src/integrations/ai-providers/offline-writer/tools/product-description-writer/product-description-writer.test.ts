import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("product-description-writer", () => {
  it("uses the inputs", () => {
    const content = write("product-description-writer");
    for (const expected of [
      SAMPLE.product_name!,
      "recycled mesh upper",
      "cushioned sole",
      "machine washable",
    ])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("product-description-writer in Bangla and Banglish", () => {
  const inputs = {
    product_name: "হাতে বোনা জামদানি শাড়ি",
    key_features: "নরম সুতি, হাতে বোনা নকশা, সাথে উপহারের বাক্স",
    target_audience: "অফিসে যাওয়া নারীরা",
  };

  it("keeps the listing summary within 160 characters and gives every feature its own benefit", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeOffline({
        toolSlug: "product-description-writer",
        inputs,
        seed,
        language: "bn",
      }).content;
      expect(content.startsWith(`# ${inputs.product_name}\n`)).toBe(true);
      const summary = /\*\*সংক্ষিপ্ত বিবরণ:\*\* (.+) \(([০-৯]+) অক্ষর\)/u.exec(content);
      expect(charCount(summary?.[1] ?? "")).toBeLessThanOrEqual(160);
      expect(Number(asciiDigits(summary?.[2] ?? ""))).toBe(charCount(summary?.[1] ?? ""));
      expect(section(content, "## মূল বৈশিষ্ট্য")).toContain(
        "- **নরম সুতি** — গায়ে নরম, গরমেও আরাম\n- **হাতে বোনা নকশা** — হাতে তৈরি, তাই প্রতিটি পিসই একটু আলাদা\n- **সাথে উপহারের বাক্স** — উপহার দেওয়ার জন্য একদম তৈরি",
      );
      expect(section(content, "## কাদের জন্য")).toContain(`${inputs.target_audience} — আর যাঁরা`);
    }
  });

  it("writes the page in Latin letters for Banglish", () => {
    const content = writeOffline({
      toolSlug: "product-description-writer",
      inputs,
      seed: 1,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("## Mul boishishto");
    expect(content).toMatch(/\*\*Short description:\*\* .+ \(\d+ okkhor\)/u);
  });
});

describe("product-description-writer for a service", () => {
  it("closes with a booking and asks what sets the service apart, in English, Bangla and Banglish", () => {
    const page = (
      inputs: Record<string, string>,
      language: "en" | "bn" | "banglish",
      seed: number,
    ) => writeOffline({ toolSlug: "product-description-writer", inputs, seed, language }).content;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const en = page(
        {
          product_name: "bridal makeup package by Glow Studio",
          key_features: "airbrush makeup, lasts 12 hours, home visits",
          target_audience: "brides in Chittagong",
        },
        "en",
        seed,
      );
      expect(en).toMatch(
        /Book our bridal makeup package today|see what's open|see the difference for yourself/u,
      );
      expect(en).toContain("who does the work");
      expect(en).not.toMatch(/\bOrder\b|cart|where it is made|wants bridal makeup package/u);
      const parlour = { product_name: "বিয়ের মেকআপ প্যাকেজ", key_features: "বাসায় এসে সাজানো" };
      const bn = page(parlour, "bn", seed);
      expect(bn).not.toMatch(/অর্ডার|কার্টে|কোথায় তৈরি/u);
      expect(bn).toContain("কাজটা কে করেন");
      expect(page(parlour, "banglish", seed)).not.toMatch(/order korun|cart-e|kothay toiri/iu);
    }
  });
});

describe("product-description-writer for a tour or another service", () => {
  it("gives features with no benefit of their own a service's, never 'everyday use made easier'", () => {
    const inputs = {
      product_name: "Sea Breeze Travels Cox's Bazar family tour package",
      key_features: "AC bus from Dhaka, 3 nights in a sea-view hotel, local guide",
      target_audience: "families in Dhaka",
    };
    for (const seed of [1, 2, 3]) {
      const en = writeOffline({ toolSlug: "product-description-writer", inputs, seed }).content;
      expect(en).toMatch(
        /nothing extra to arrange|one less thing to arrange|start to finish|agreed before we start/u,
      );
      expect(en).not.toMatch(
        /everyday use made easier|not for show|one less thing to think about/u,
      );
      expect(en).toContain("a Cox's Bazar family tour package");
      const bn = writeOffline({
        toolSlug: "product-description-writer",
        inputs: {
          product_name: "কক্সবাজার ফ্যামিলি ট্যুর প্যাকেজ",
          key_features: "এসি বাস, লোকাল গাইড",
        },
        seed,
        language: "bn",
      }).content;
      expect(bn).not.toMatch(/রোজকার ব্যবহার হয় আরও সহজ|কাজের জন্যই রাখা|মাথা থেকে একটা চিন্তা কমে/u);
    }
  });
});

describe("product-description-writer for software", () => {
  it("closes with trying an app, never ordering it or a cart, in Bangla and Banglish", () => {
    const app = {
      product_name: "হিসাবখাতা অ্যাপ",
      target_audience: "ছোট দোকানের মালিক",
      key_features: "বাকির খাতা, দৈনিক রিপোর্ট",
    };
    for (let seed = 1; seed <= 6; seed += 1) {
      const bn = writeOffline({
        toolSlug: "product-description-writer",
        inputs: app,
        seed,
        language: "bn",
      }).content;
      expect(bn).not.toMatch(/অর্ডার|কার্টে/u);
      expect(bn.trim().split("\n").at(-1)).toMatch(/ট্রাই করে দেখুন|কীভাবে কাজ করে|শুরু করুন/u);
      const banglish = writeOffline({
        toolSlug: "product-description-writer",
        inputs: app,
        seed,
        language: "banglish",
      }).content;
      expect(banglish).not.toMatch(/order|cart/iu);
      expect(banglish.trim().split("\n").at(-1)).toMatch(
        /try kore dekhun|kivabe kaj kore|shuru korun/iu,
      );
    }
  });
});

describe("product-description-writer in English by what is sold", () => {
  it("closes an app's page with trying it, and capitalises a heading typed in lower case", () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const content = writeOffline({
        toolSlug: "product-description-writer",
        inputs: { product_name: "taskly project management app", key_features: "shared boards" },
        seed,
      }).content;
      expect(content.startsWith("# Taskly project management app\n")).toBe(true);
      expect(content).not.toMatch(/\bcart\b|\border\b/iu);
      expect(content.trim().split("\n").at(-1)).toMatch(/^(?:Try|Message us|Start with)/u);
    }
  });
});

describe("product-description-writer for food", () => {
  it("gives a homemade pickle's features their own benefits, in English and Bangla", () => {
    const en = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "homemade mango pickle",
        key_features: "small batches, no preservatives, glass jar",
      },
      seed: 1,
    }).content;
    expect(section(en, "## Key features")).toContain(
      "**Small batches** — made a few at a time, so each one gets the same care",
    );
    expect(section(en, "## Key features")).toContain(
      "**No preservatives** — only what you would put in it at home",
    );
    expect(en).not.toMatch(/there for a reason|one less thing to think about/u);
    const bn = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "ঘরে বানানো আমের আচার",
        key_features: "ছোট ব্যাচে বানানো, প্রিজারভেটিভ ছাড়া, কাচের বয়াম",
      },
      seed: 1,
      language: "bn",
    }).content;
    expect(bn).toContain("ঘরে যা দিতেন, শুধু সেটুকুই");
    expect(bn).toContain("অল্প করে বানানো, তাই প্রতিটিতে সমান যত্ন");
    expect(bn).toContain("ধুয়ে আবার ব্যবহার করা যায়");
  });

  it("gives a lunch service's features their own benefits, in English, Bangla and Banglish", () => {
    const en = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "Ghorer Tiffin home-cooked lunch boxes",
        key_features:
          "Cooked fresh every morning, less oil, rotating weekly menu, steel tiffin carriers",
      },
      seed: 1,
    }).content;
    const features = section(en, "## Key features");
    expect(features).toContain(
      "**Cooked fresh every morning** — on your plate the day it is cooked",
    );
    expect(features).toContain("**Less oil** — lighter on the stomach, even on a working day");
    expect(features).toContain(
      "**Rotating weekly menu** — something new to look forward to every week",
    );
    expect(features).toContain("**Steel tiffin carriers** — no plastic boxes to throw away");
    const bn = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "ঘরের রান্না টিফিন",
        key_features:
          "প্রতিদিন সকালে টাটকা রান্না, কম তেল, প্রতি সপ্তাহে নতুন মেনু, স্টিলের টিফিন ক্যারিয়ার",
      },
      seed: 1,
      language: "bn",
    }).content;
    for (const line of [
      "যেদিন রান্না, সেদিনই আপনার প্লেটে",
      "কাজের দিনেও পেট থাকে হালকা",
      "প্রতি সপ্তাহে নতুন স্বাদ, একঘেয়ে লাগে না",
      "প্লাস্টিকের বাক্স ফেলে দেওয়ার ঝামেলা নেই",
    ])
      expect(bn).toContain(line);
    expect(bn).not.toMatch(/রোজকার ব্যবহার হয় আরও সহজ/u);
    const banglish = writeOffline({
      toolSlug: "product-description-writer",
      inputs: {
        product_name: "ঘরের রান্না টিফিন",
        key_features: "প্রতিদিন সকালে টাটকা রান্না, কম তেল",
      },
      seed: 1,
      language: "banglish",
    }).content;
    expect(banglish).toContain("kajer dineo pet thake halka");
  });
});
