import { findDefaultModel, OFFLINE_WRITER_MODEL_ID } from "@outsmart/contracts/models";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createContentGenerator, type OfflineWriter } from "./generate-content.ts";

const blog = Array.from(
  { length: 400 },
  (_, i) => `Sentence ${i} of a long offline blog post. `,
).join("");

const offlineWriter: OfflineWriter = {
  text: () => blog,
  audio: () => "data:audio/wav;base64,UklGRg==",
};

function generator() {
  return createContentGenerator({
    providers: () => ({}) as never,
    limits: {} as never,
    offlineWriter,
    audioGenerator: () => Promise.reject(new Error("not used")),
  });
}

describe("the offline writer's text", () => {
  afterEach(() => vi.useRealTimers());

  it("streams as fast as it is written: no timer between pieces (issue 14)", async () => {
    // With fake timers a paced stream would never finish: nothing advances the clock.
    vi.useFakeTimers();
    const model = findDefaultModel(OFFLINE_WRITER_MODEL_ID);
    if (!model) throw new Error("outsmart-writer is missing from the catalogue");
    const pieces: string[] = [];
    const content = await generator()(
      {
        toolSlug: "blog-post-writer",
        systemPrompt: "",
        fields: ["topic"],
        inputs: { topic: "tea" },
        model,
        output: "text",
        language: "en",
      },
      new AbortController().signal,
      (piece) => pieces.push(piece),
    );
    expect(vi.getTimerCount()).toBe(0);
    expect(content).toBe(blog);
    // Still streamed in pieces, which together are the whole text.
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(blog);
  });

  it("stops when the run is stopped", async () => {
    const model = findDefaultModel(OFFLINE_WRITER_MODEL_ID);
    if (!model) throw new Error("outsmart-writer is missing from the catalogue");
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(
      generator()(
        {
          toolSlug: "blog-post-writer",
          systemPrompt: "",
          fields: ["topic"],
          inputs: { topic: "tea" },
          model,
          output: "text",
          language: "en",
        },
        controller.signal,
        () => {},
      ),
    ).rejects.toThrow("stopped");
  });
});
