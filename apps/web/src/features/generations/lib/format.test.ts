import { describe, expect, it } from "vitest";
import { activityTime, formatHours, slugKind, toolName } from "./format";

describe("activityTime", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    [0, "Just now"],
    [59_999, "Just now"],
    [60_000, "1 minute ago"],
    [45 * 60_000, "45 minutes ago"],
    [59 * 60_000 + 59_999, "59 minutes ago"],
    [60 * 60_000, "1 hour ago"],
    [23 * 3_600_000 + 59 * 60_000, "23 hours ago"],
    [24 * 3_600_000, "1 day ago"],
    [9 * 24 * 3_600_000, "9 days ago"],
  ])("%i ms ago reads %s", (ms, text) => {
    expect(activityTime(ago(ms), now)).toBe(text);
  });

  it("reads a time a little in the future as Just now", () => {
    expect(activityTime(new Date(now.getTime() + 5_000), now)).toBe("Just now");
  });
});

describe("labels", () => {
  it("names tools from the catalogue, else by title-casing the slug", () => {
    expect(toolName("ai-caption-generator")).toBe("Caption Generator");
    expect(toolName("retired-tool-x")).toBe("Retired Tool X");
  });

  it("picks the seed's icon kind from the slug", () => {
    expect(slugKind("ai-image-generator")).toBe("image");
    expect(slugKind("video-script-to-reel")).toBe("video");
    expect(slugKind("stable-audio-generator")).toBe("audio");
    expect(slugKind("3d-model-maker")).toBe("3d");
    expect(slugKind("email-copywriter")).toBe("text");
  });

  it("prints hours with at most one decimal", () => {
    expect(formatHours(0)).toBe("0h");
    expect(formatHours(5.2)).toBe("5.2h");
    expect(formatHours(12)).toBe("12h");
  });
});
