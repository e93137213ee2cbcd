import { describe, expect, it } from "vitest";
import { choose, createRandom } from "./random.ts";

describe("choose", () => {
  it("picks like random.pick when there is a choice", () => {
    const items = ["a", "b", "c", "d"];
    const picked = Array.from({ length: 5 }, (_, seed) => choose(createRandom(seed), items));
    const expected = Array.from({ length: 5 }, (_, seed) => createRandom(seed).pick(items));
    expect(picked).toEqual(expected);
  });

  it("takes a single item without drawing, so later picks are unchanged", () => {
    const random = createRandom(7);
    expect(choose(random, ["only"])).toBe("only");
    expect(random.next()).toBe(createRandom(7).next());
  });

  it("refuses an empty list", () => {
    expect(() => choose(createRandom(1), [])).toThrow();
  });
});
