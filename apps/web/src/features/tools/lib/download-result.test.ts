import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dataUrlBlob,
  downloadedDescription,
  downloadFileName,
  downloadResult,
} from "./download-result";

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

describe("downloading a data URL (issue 14)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("decodes base64 and percent-encoded data URLs into their bytes and type", async () => {
    const wav = dataUrlBlob("data:audio/wav;base64,UklGRiQAAABXQVZF");
    expect(wav?.type).toBe("audio/wav");
    expect(new TextDecoder().decode(await wav?.arrayBuffer())).toBe("RIFF$\u0000\u0000\u0000WAVE");
    const text = dataUrlBlob("data:text/plain,Eid%20sale");
    expect(await text?.text()).toBe("Eid sale");
    expect(dataUrlBlob("https://example.com/a.wav")).toBeUndefined();
  });

  it("never fetches a data URL, which the page's CSP (connect-src 'self') refuses", async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new TypeError("Refused to connect (CSP)")));
    vi.stubGlobal("fetch", fetchSpy);
    const created: Blob[] = [];
    vi.stubGlobal("URL", {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return "blob:test";
      },
      revokeObjectURL: () => {},
    });
    const clicks: string[] = [];
    vi.stubGlobal("document", {
      createElement: () => ({
        set href(value: string) {
          clicks.push(value);
        },
        click: () => {},
        remove: () => {},
      }),
      body: { append: () => {} },
    });
    const name = await downloadResult("data:audio/wav;base64,UklGRiQAAABXQVZF", "audio");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(name).toMatch(/^generated-content-\d+\.wav$/);
    expect(created[0]?.size).toBe(12);
    expect(clicks).toEqual(["blob:test"]);
  });
});
