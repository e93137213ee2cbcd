import { describe, expect, it } from "vitest";
import { write } from "../../testing/writer-checks.ts";
import { splitSeconds, spread } from "./video-script-to-reel.writer.ts";

describe("video-script-to-reel", () => {
  it("uses the inputs", () => {
    const content = write("video-script-to-reel");
    for (const expected of ["Dry feet and no blisters", "Tap the link in bio to shop"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
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
