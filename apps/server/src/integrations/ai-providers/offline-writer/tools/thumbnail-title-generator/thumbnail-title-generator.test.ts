import { describe, expect, it } from "vitest";
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
});
