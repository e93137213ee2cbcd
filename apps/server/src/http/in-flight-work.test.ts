import { describe, expect, it } from "vitest";
import { createInFlightWork } from "./in-flight-work.ts";

describe("in-flight work", () => {
  it("is settled at once when nothing runs", async () => {
    expect(await createInFlightWork().settled(0)).toBe(true);
  });

  it("counts tracked promises until they settle, rejected ones too", async () => {
    const work = createInFlightWork();
    const first = Promise.withResolvers<void>();
    const second = Promise.withResolvers<void>();
    const tracked = work.track(first.promise);
    work.track(second.promise).catch(() => {});
    expect(work.count()).toBe(2);
    const settled = work.settled(10_000);
    first.resolve();
    await tracked;
    expect(work.count()).toBe(1);
    second.reject(new Error("cut off"));
    expect(await settled).toBe(true);
    expect(work.count()).toBe(0);
  });

  it("counts begun work until it is ended, however often end is called", async () => {
    const work = createInFlightWork();
    const end = work.begin();
    const other = work.begin();
    end();
    end();
    expect(work.count()).toBe(1);
    const settled = work.settled(10_000);
    other();
    expect(await settled).toBe(true);
  });

  it("gives up after the time limit and says so", async () => {
    const work = createInFlightWork();
    work.begin();
    expect(await work.settled(20)).toBe(false);
    expect(work.count()).toBe(1);
  });
});
