import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTextBatcher } from "./text-batcher.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createTextBatcher", () => {
  it("sends the first piece at once and joins later ones into one send per interval", () => {
    const sent: string[] = [];
    const batcher = createTextBatcher((text) => sent.push(text), 25);
    batcher.push("Step ");
    expect(sent).toEqual(["Step "]);
    batcher.push("lighter ");
    batcher.push("in ");
    vi.advanceTimersByTime(24);
    expect(sent).toEqual(["Step "]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(["Step ", "lighter in "]);
    batcher.push("EcoStride");
    vi.advanceTimersByTime(25);
    expect(sent).toEqual(["Step ", "lighter in ", "EcoStride"]);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
  });

  it("sends what waits when flushed, and nothing twice", () => {
    const sent: string[] = [];
    const batcher = createTextBatcher((text) => sent.push(text), 25);
    batcher.push("a");
    batcher.push("b");
    batcher.push("c");
    batcher.flush();
    expect(sent).toEqual(["a", "bc"]);
    vi.advanceTimersByTime(100);
    batcher.flush();
    expect(sent).toEqual(["a", "bc"]);
  });
});
