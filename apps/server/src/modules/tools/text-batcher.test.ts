import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTextBatcher } from "./text-batcher.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const clusters = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(
    (part) => part.segment,
  );

/** Every sent piece is whole: its clusters are clusters of the whole text, and no half character. */
function expectWholeClusters(sent: readonly string[]) {
  const whole = clusters(sent.join(""));
  let offset = 0;
  for (const piece of sent) {
    expect(piece.isWellFormed(), JSON.stringify(piece)).toBe(true);
    const pieceClusters = clusters(piece);
    expect(pieceClusters, JSON.stringify(piece)).toEqual(
      whole.slice(offset, offset + pieceClusters.length),
    );
    offset += pieceClusters.length;
  }
  expect(offset).toBe(whole.length);
}

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
    // The last letter may still take a combining mark: it waits for what follows, or the end.
    expect(sent).toEqual(["Step ", "lighter in ", "EcoStrid"]);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
    batcher.flush();
    expect(sent).toEqual(["Step ", "lighter in ", "EcoStrid", "e"]);
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

  it("never splits a Bengali conjunct, a vowel sign or a surrogate pair between two sends", () => {
    // "ক্ষ" cut after the virama, "মে" cut before its vowel sign, 👍🏽 cut inside both surrogate pairs.
    const pieces = [
      "পরিবেশবান্ধব স্নিকার্স, দ",
      "ক্",
      "ষ শহরের জন্য ",
      "ম",
      "ে ",
      "\uD83D",
      "\uDC4D\uD83C",
      "\uDFFD ok",
    ];
    for (const interval of [0, 25]) {
      const sent: string[] = [];
      const batcher = createTextBatcher((text) => sent.push(text), interval);
      for (const piece of pieces) {
        batcher.push(piece);
        vi.advanceTimersByTime(interval);
      }
      batcher.flush();
      expect(sent.join("")).toBe(pieces.join(""));
      expect(sent.length).toBeGreaterThan(3);
      expectWholeClusters(sent);
      expect(sent.some((piece) => piece.endsWith("ক্"))).toBe(false);
    }
  });

  it("cuts where segmenting the whole text would, wherever the pieces split it", () => {
    // Flags are pairs of regional indicators: after a space the pairing starts afresh. The family
    // is joined by ZWJs; "স্ক্র" has two viramas; "é" is "e" and a combining accent.
    const text = "Go 🇧🇩🇺🇸 now 👨‍👩‍👧 স্ক্রিন ঢাকা cafe\u0301\nশেষ";
    const units = [...text];
    for (let cut = 1; cut < units.length; cut++) {
      for (const second of [cut + 1, cut + 3]) {
        const pieces = [units.slice(0, cut), units.slice(cut, second), units.slice(second)].map(
          (part) => part.join(""),
        );
        const sent: string[] = [];
        const batcher = createTextBatcher((piece) => sent.push(piece), 0);
        for (const piece of pieces) {
          batcher.push(piece);
          vi.advanceTimersByTime(0);
        }
        batcher.flush();
        expect(sent.join("")).toBe(text);
        expectWholeClusters(sent);
      }
    }
  });

  it("sends a broken character left at the very end as U+FFFD, never half a pair", () => {
    const sent: string[] = [];
    const batcher = createTextBatcher((text) => sent.push(text), 25);
    batcher.push("ঢাকা ");
    batcher.push("\uD83D");
    batcher.flush();
    expect(sent).toEqual(["ঢাকা ", "\uFFFD"]);
  });
});
