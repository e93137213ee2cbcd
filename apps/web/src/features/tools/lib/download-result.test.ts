import { describe, expect, it } from "vitest";
import { downloadedDescription, downloadFileName } from "./download-result";

describe("download names", () => {
  it("follow the seed: generated-content-{timestamp} with the type's extension", () => {
    expect(downloadFileName("text", 1_763_700_000_000)).toBe("generated-content-1763700000000.txt");
    expect(downloadFileName("image", 1)).toBe("generated-content-1.png");
    expect(downloadFileName("audio", 1)).toBe("generated-content-1.wav");
    expect(downloadFileName("video", 1)).toBe("generated-content-1.mp4");
    expect(downloadFileName("3d", 1)).toBe("generated-content-1.glb");
  });

  it("describe what was saved in the seed's words for text", () => {
    expect(downloadedDescription("text")).toBe("Content saved as text file.");
    expect(downloadedDescription("audio")).toBe("Content saved as audio file.");
  });
});
