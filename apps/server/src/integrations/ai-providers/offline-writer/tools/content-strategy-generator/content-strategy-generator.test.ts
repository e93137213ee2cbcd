import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { section, write } from "../../testing/writer-checks.ts";

describe("content-strategy-generator", () => {
  it("uses the inputs", () => {
    const content = write("content-strategy-generator");
    for (const expected of [SAMPLE.brand_name!, SAMPLE.business_goal!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });
});

describe("content-strategy-generator in Bangla and Banglish", () => {
  const inputs = {
    brand_name: "শাড়িঘর",
    target_audience: "অফিসে যাওয়া নারীরা",
    business_goal: "পুরনো ক্রেতাদের আবার অর্ডার বাড়ানো",
    platforms: "ফেসবুক, ইনস্টাগ্রাম আর টিকটক",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "content-strategy-generator",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;
  const calendarRows = (content: string, heading: string) =>
    section(content, heading)
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
      .slice(1)
      .map((line) => line.split(" | "));

  it("plans four pillars, the platforms typed in Bangla and a four-week calendar in a Bangladeshi week", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("bn", seed);
      expect(content).toContain("## শাড়িঘরের কনটেন্ট স্ট্র্যাটেজি");
      expect(section(content, "## কনটেন্ট পিলার").match(/^\d\. \*\*/gmu)).toHaveLength(4);
      // A goal of repeat orders offers the pillar for coming back in place of the sales one.
      expect(section(content, "## কনটেন্ট পিলার")).not.toContain("**অফার:**");
      const formats = calendarRows(content, "## কোন প্ল্যাটফর্মে কোন ফরম্যাট");
      expect(formats.map((row) => row[0])).toEqual(["| ফেসবুক", "| ইনস্টাগ্রাম", "| টিকটক"]);
      const rows = calendarRows(content, "## চার সপ্তাহের ক্যালেন্ডার");
      expect(rows).toHaveLength(12);
      expect(rows[0]?.[0]).toBe("| সপ্তাহ ১");
      expect(rows.at(-1)?.[0]).toBe("| সপ্তাহ ৪");
      expect(content).toContain("সপ্তাহে ৩টি পোস্ট, ফেসবুক, ইনস্টাগ্রাম আর টিকটক মিলিয়ে");
    }
  });

  it("measures what the Bangla goal asks for", () => {
    const pillars = [1, 2, 3, 4, 5].map((seed) => section(writeIn("bn", seed), "## কনটেন্ট পিলার"));
    expect(pillars.some((text) => text.includes("**আবার ফিরে আসা:**"))).toBe(true);
    expect(section(writeIn("bn"), "## কেপিআই")).toContain("রিপিট অর্ডারের হার");
    const awareness = writeIn("bn", 1, { business_goal: "ব্র্যান্ডের পরিচিতি বাড়ানো" });
    expect(section(awareness, "## কেপিআই")).toContain("- রিচ: ");
    expect(section(awareness, "## কনটেন্ট পিলার")).not.toContain("আবার ফিরে আসা");
  });

  it("writes the same plan in Banglish, in Latin letters", () => {
    const content = writeIn("banglish", 2);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("## Sharighorer content strategy");
    expect(content).toMatch(/^\| Shoptah 1 \| /mu);
  });
});

describe("content-strategy-generator by what is sold", () => {
  const plans = (inputs: Record<string, string>, language: "en" | "bn" | "banglish") =>
    [1, 2, 3, 4, 5, 6]
      .map(
        (seed) =>
          writeOffline({ toolSlug: "content-strategy-generator", inputs, seed, language }).content,
      )
      .join("\n");

  it("plans a repair shop's offers as bookings and its care as aftercare, in every language", () => {
    const en = plans(
      {
        brand_name: "FixIt Point",
        business_goal: "Become the first repair shop people in Chattogram think of",
      },
      "en",
    );
    expect(en).toMatch(
      /how to book|packages and prices|dates still open|aftercare tips|how a job is done/u,
    );
    expect(en).not.toMatch(
      /bundles|how to order|packaging|refills and add-ons|how it's made or delivered/u,
    );
    const repair = {
      brand_name: "ফিক্সইট পয়েন্ট",
      business_goal: "চট্টগ্রামে মোবাইল মেরামতের সেরা দোকান হওয়া",
    };
    const bn = plans(repair, "bn");
    expect(bn).toMatch(
      /কীভাবে বুক করবেন|প্যাকেজ আর দাম|খালি থাকা তারিখ|যত্নের টিপস|ধাপে ধাপে কীভাবে হয়/u,
    );
    expect(bn).not.toMatch(/বান্ডেল|কীভাবে অর্ডার করবেন|প্যাকেজিং|রিফিল/u);
    const banglish = plans(repair, "banglish");
    expect(banglish).toMatch(
      /Kivabe book korben|Package ar dam|Khali thaka tarikh|jotner tips|dhape dhape kivabe hoy/u,
    );
    expect(banglish).not.toMatch(/Bundle|Kivabe order korben|Packaging|Refill/u);
  });
});
