import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { charCount } from "../../kit/text-kit.ts";
import { writeOffline } from "../../offline-writer.ts";
import { countedItems, section, write } from "../../testing/writer-checks.ts";

describe("thumbnail-title-generator", () => {
  it("uses the inputs", () => {
    const content = write("thumbnail-title-generator");
    for (const expected of ["5 mistakes"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps thumbnail text to 4 words and 25 characters", () => {
    const items = countedItems(section(write("thumbnail-title-generator"), "## Thumbnail text"));
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      expect(item.claimed).toBeLessThanOrEqual(25);
      expect(item.text.split(" ").length).toBeLessThanOrEqual(4);
    }
  });

  it("writes about what the video is about, not the names in its topic", () => {
    for (const seed of [1, 2, 3, 4]) {
      const texts = countedItems(
        section(
          write("thumbnail-title-generator", seed, {
            video_topic: "What goes into one Ghorer Tiffin lunch",
          }),
          "## Thumbnail text",
        ),
      ).map((item) => item.text);
      expect(texts.join(" | ")).not.toMatch(/GHORER|TIFFIN|GOES/u);
      expect(texts.join(" | ")).toMatch(/LUNCH/u);
    }
  });

  it("names the topic's nouns and the audience's head, not a verb, a describing word or a tail", () => {
    for (const seed of [1, 2, 3, 4]) {
      const texts = countedItems(
        section(
          write("thumbnail-title-generator", seed, {
            video_topic: "How we replace a cracked iPhone screen",
            target_audience: "students and office workers in Chattogram with cracked phone screens",
          }),
          "## Thumbnail text",
        ),
      )
        .map((item) => item.text)
        .join(" | ");
      expect(texts).not.toMatch(/REPLACE|CRACKED|SCREENS\?/u);
      expect(texts).toMatch(/IPHONE|SCREEN/u);
    }
  });
});

describe("thumbnail-title-generator in Bangla and Banglish", () => {
  const inputs = {
    video_topic: "বর্ষায় জুতা ভালো রাখার ৭টি উপায়",
    target_audience: "অফিসে যাওয়া তরুণরা",
  };
  const items = (text: string, unit: string) =>
    [...text.matchAll(new RegExp(`^\\d+\\. (.+) \\(([০-৯\\d]+) ${unit}\\)`, "gmu"))].map(
      (match) => ({
        text: match[1] ?? "",
        claimed: Number(asciiDigits(match[2] ?? "")),
      }),
    );

  it("keeps thumbnail text to 4 words and 25 characters and titles to 60, counted right", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const content = writeOffline({
        toolSlug: "thumbnail-title-generator",
        inputs,
        seed,
        language: "bn",
      }).content;
      const thumbnails = items(section(content, "## থাম্বনেইলের লেখা"), "অক্ষর");
      expect(thumbnails).toHaveLength(10);
      for (const item of thumbnails) {
        expect(charCount(item.text)).toBe(item.claimed);
        expect(item.claimed).toBeLessThanOrEqual(25);
        expect(item.text.split(" ").length).toBeLessThanOrEqual(4);
      }
      const titles = items(section(content, "## মানানসই ভিডিও টাইটেল"), "অক্ষর");
      expect(titles.length).toBeGreaterThanOrEqual(3);
      for (const title of titles) expect(title.claimed).toBeLessThanOrEqual(60);
      expect(content).toContain(inputs.video_topic);
      expect(section(content, "## ডিজাইন নোট")).toContain(inputs.target_audience);
    }
  });

  it("finds the topic's count, in Bangla and in Banglish", () => {
    const text = (language: "bn" | "banglish", seed: number) =>
      writeOffline({ toolSlug: "thumbnail-title-generator", inputs, seed, language }).content;
    expect([1, 2, 3].map((seed) => text("bn", seed)).join("\n")).toContain(
      "৭টি উপায় (৯ অক্ষর) · সংখ্যা",
    );
    const banglish = [1, 2, 3].map((seed) => text("banglish", seed)).join("\n");
    expect(banglish).not.toMatch(/\p{Script=Bengali}/u);
    expect(banglish).toContain("7ti upay");
  });
});
