import { describe, expect, it } from "vitest";
import { asciiDigits } from "../../kit/numbers.ts";
import { writeOffline } from "../../offline-writer.ts";
import { write } from "../../testing/writer-checks.ts";
import { screenText } from "./video-script-to-reel.native.ts";
import { splitSeconds, spread } from "./video-script-to-reel.writer.ts";

describe("video-script-to-reel", () => {
  it("uses the inputs", () => {
    const content = write("video-script-to-reel");
    for (const expected of ["Dry feet and no blisters", "Tap the link in bio to shop"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("tags the caption with the brand and places, not the problem the hook names", () => {
    const content = write("video-script-to-reel", 1, {
      video_script:
        "Tired of greasy burgers at your desk? Ghorer Tiffin brings rice, dal and curry cooked fresh every morning. Delivered to your office in Gulshan by 1 pm. Order by 10 am on WhatsApp.",
    });
    const tags = content.split("## Caption")[1]?.match(/#\p{L}+/gu) ?? [];
    expect(tags.slice(0, 3)).toEqual(["#ghorertiffin", "#gulshan", "#dhaka"]);
    for (const wrong of ["#burgers", "#greasy", "#tired", "#brings", "#whatsapp", "#cooked"])
      expect(tags, wrong).not.toContain(wrong);
  });

  it("fits a reel's shots exactly into the requested duration", () => {
    for (const duration of ["15", "30 seconds", "1 min"]) {
      const content = write("video-script-to-reel", 1, { duration });
      const ends = [...content.matchAll(/^\| \d+–(\d+)s \|/gmu)].map((match) => Number(match[1]));
      expect(ends.at(-1)).toBe(duration === "15" ? 15 : duration === "1 min" ? 60 : 30);
    }
    expect(write("video-script-to-reel", 1, { duration: "soon" })).toContain("runs 30 seconds");
  });

  it("splits seconds in proportion to the words, adding up exactly with at least 1 each", () => {
    expect(splitSeconds(10, [1, 1])).toEqual([5, 5]);
    expect(splitSeconds(10, [3, 1])).toEqual([7, 3]);
    expect(splitSeconds(7, [1, 1, 1])).toEqual([3, 2, 2]);
    expect(splitSeconds(3, [100, 1, 1])).toEqual([1, 1, 1]);
    for (const weights of [[5, 2, 9, 1], [1], [4, 4, 4, 4, 4, 4]])
      expect(splitSeconds(25, weights).reduce((sum, value) => sum + value, 0)).toBe(25);
  });

  it("spreads lines over at most the given number of shots, in order", () => {
    expect(spread(["a", "b", "c", "d", "e"], 2)).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
    expect(spread(["a", "b"], 5)).toEqual([["a"], ["b"]]);
    expect(spread([], 3)).toEqual([]);
  });
});

describe("video-script-to-reel in Bangla and Banglish", () => {
  const inputs = {
    video_script:
      "বর্ষায় জুতা ভিজে নষ্ট হয়ে যায়? আমরা টানা সাত দিন বৃষ্টিতে পরীক্ষা করেছি। পা শুকনো ছিল। অর্ডার করতে পেজে ইনবক্স করুন।",
    target_audience: "অফিসে যাওয়া তরুণরা",
    duration: "১ মিনিট",
  };

  it("fits the shots exactly into the duration typed in Bangla, keeping the script word for word", () => {
    for (const [duration, total] of [
      ["১ মিনিট", 60],
      ["১৫ সেকেন্ড", 15],
      ["৪৫", 45],
    ] as const) {
      const content = writeOffline({
        toolSlug: "video-script-to-reel",
        inputs: { ...inputs, duration },
        seed: 1,
        language: "bn",
      }).content;
      const ends = [...content.matchAll(/^\| [০-৯]+–([০-৯]+) \|/gmu)].map((match) =>
        Number(asciiDigits(match[1] ?? "")),
      );
      expect(ends.at(-1)).toBe(total);
      for (const line of ["আমরা টানা সাত দিন বৃষ্টিতে পরীক্ষা করেছি।", "অর্ডার করতে পেজে ইনবক্স করুন।"])
        expect(content).toContain(`| ${line} |`);
      expect(content).toContain("**দর্শক:** অফিসে যাওয়া তরুণরা");
    }
    const unknown = writeOffline({
      toolSlug: "video-script-to-reel",
      inputs: { ...inputs, duration: "শিগগির" },
      seed: 1,
      language: "bn",
    }).content;
    expect(unknown).toContain("প্ল্যানটা ৩০ সেকেন্ডের");
  });

  it("keeps the end of a long Bangla clause on screen, where its point is", () => {
    expect(screenText("EcoStep তৈরি হয় রিসাইকেল করা বোতল থেকে")).toBe(
      "তৈরি হয় রিসাইকেল করা বোতল থেকে",
    );
    expect(screenText("পা শুকনো")).toBe("পা শুকনো");
    expect(screenText("We tested breathable mesh on a 5 km morning run")).toBe(
      "We tested breathable mesh",
    );
    expect(screenText("Amra tana sat din brishtite poriksha korechhi", true)).toBe(
      "din brishtite poriksha korechhi",
    );
  });

  it("romanises the script for Banglish and keeps the timings", () => {
    const content = writeOffline({
      toolSlug: "video-script-to-reel",
      inputs,
      seed: 2,
      language: "banglish",
    }).content;
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toMatch(/^\| \d+–60 \|/mu);
    expect(content).toContain("Order korte page-e inbox korun.");
  });
});
