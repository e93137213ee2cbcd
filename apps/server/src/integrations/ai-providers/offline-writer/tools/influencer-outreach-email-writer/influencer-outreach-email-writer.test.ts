import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { writeOffline } from "../../offline-writer.ts";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { countedItems, section, write } from "../../testing/writer-checks.ts";

describe("influencer-outreach-email-writer", () => {
  it("uses the inputs", () => {
    const content = write("influencer-outreach-email-writer");
    for (const expected of [SAMPLE.brand_name!, "Nusrat", SAMPLE.collaboration_offer!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps the influencer DM within 300 characters", () => {
    const dm = countedItems(
      section(write("influencer-outreach-email-writer"), "## Short DM version"),
    );
    expect(dm[0]?.claimed).toBeLessThanOrEqual(300);
  });
});

describe("influencer-outreach-email-writer in Bangla and Banglish", () => {
  const inputs = {
    brand_name: "শাড়িঘর",
    influencer_name: "তাসনিম রহমান",
    influencer_niche: "শাড়ি স্টাইলিং আর ঈদের সাজ",
    collaboration_offer: "একটি জামদানি শাড়ি আর দুটি রিলের জন্য ৳১৫,০০০",
  };
  const writeIn = (language: "bn" | "banglish", seed = 1, overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "influencer-outreach-email-writer",
      inputs: { ...inputs, ...overrides },
      seed,
      language,
    }).content;

  it("greets the creator by full name, names their niche and the whole offer, and keeps the DM within 300", () => {
    for (const seed of [1, 2, 3]) {
      const content = writeIn("bn", seed);
      expect(content).toContain("প্রিয় তাসনিম রহমান,");
      expect(content).toContain("শাড়ি স্টাইলিং আর ঈদের সাজ নিয়ে আপনার কনটেন্ট");
      expect(content).toContain("আমাদের প্রস্তাব: একটি জামদানি শাড়ি আর দুটি রিলের জন্য ৳১৫,০০০।");
      expect(content).toContain("হাই তাসনিম!");
      const dm = /\(([০-৯]+) অক্ষর\)$/u.exec(section(content, "## ছোট ডিএম").trim());
      expect(Number(asciiDigits(dm?.[1] ?? "999"))).toBeLessThanOrEqual(300);
      const subjects = section(content, "## ইমেইল").match(/^\d\. .+$/gmu) ?? [];
      expect(subjects).toHaveLength(2);
    }
  });

  it("calls a collaboration with a fee in Bengali digits a paid one", () => {
    const subjects = [1, 2, 3, 4, 5, 6].map((seed) => section(writeIn("bn", seed), "## ইমেইল"));
    expect(subjects.some((text) => text.includes("তাসনিম, শাড়িঘর-এর সাথে একটা পেইড কোলাব?"))).toBe(
      false,
    );
    expect(subjects.some((text) => text.includes("তাসনিম, শাড়িঘরের সাথে একটা পেইড কোলাব?"))).toBe(
      true,
    );
    const gifted = [1, 2, 3, 4, 5, 6].map((seed) =>
      writeIn("bn", seed, { collaboration_offer: "একটি জামদানি শাড়ি উপহার, সৎ রিভিউয়ের বিনিময়ে" }),
    );
    expect(gifted.some((text) => text.includes("পেইড"))).toBe(false);
  });

  it("writes the same email in Banglish, in Latin letters", () => {
    const content = writeIn("banglish", 2);
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("Priyo Tasnim Rahman,");
    expect(content).toContain("Tk 15,000");
  });

  it("writes a brand typed in Bangla as a name in Banglish, a capital on each word", () => {
    const content = [1, 2, 3]
      .map((seed) => writeIn("banglish", seed, { brand_name: "নানুর হেঁশেল" }))
      .join("\n");
    expect(content).toContain("Nanur Heshel");
    expect(content).not.toMatch(/nanur heshel/u);
  });
});
