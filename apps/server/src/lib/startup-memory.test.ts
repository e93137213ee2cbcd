import { afterEach, expect, it, vi } from "vitest";
import { releaseStartupMemory } from "./startup-memory.ts";

const global = globalThis as { gc?: unknown };
const original = global.gc;
afterEach(() => {
  global.gc = original;
});

it("runs one last-resort collection when Node exposes gc, and nothing without it", () => {
  global.gc = undefined;
  expect(releaseStartupMemory()).toBe(false);
  const gc = vi.fn();
  global.gc = gc;
  expect(releaseStartupMemory()).toBe(true);
  expect(gc).toHaveBeenCalledExactlyOnceWith({
    type: "major",
    execution: "sync",
    flavor: "last-resort",
  });
});
