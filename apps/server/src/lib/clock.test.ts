import { afterEach, describe, expect, it, vi } from "vitest";
import { createFixedClock, systemClock } from "./clock.ts";

/** Settles pending promise callbacks, so a test can see which sleeps have ended. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function track(sleep: Promise<void>) {
  const state = { done: false, error: undefined as unknown };
  sleep.then(
    () => (state.done = true),
    (error: unknown) => (state.error = error),
  );
  return state;
}

describe("the test clock", () => {
  it("ends a sleep only when it is moved far enough", async () => {
    const clock = createFixedClock("2026-03-01T04:00:00Z");
    const sleep = track(clock.sleep(500));
    await settle();
    expect(sleep.done).toBe(false);
    clock.advance(499);
    await settle();
    expect(sleep.done).toBe(false);
    clock.advance(1);
    await settle();
    expect(sleep.done).toBe(true);
    expect(clock.now()).toEqual(new Date("2026-03-01T04:00:00.500Z"));
  });

  it("wakes sleepers in the order they are due, including when set past them", async () => {
    const clock = createFixedClock("2026-03-01T04:00:00Z");
    const woke: string[] = [];
    const long = clock.sleep(2_000).then(() => woke.push("long"));
    const short = clock.sleep(1_000).then(() => woke.push("short"));
    const later = track(clock.sleep(10_000));
    clock.set("2026-03-01T04:00:05Z");
    await Promise.all([long, short]);
    expect(woke).toEqual(["short", "long"]);
    expect(later.done).toBe(false);
  });

  it("ends a zero sleep at once", async () => {
    await createFixedClock("2026-03-01T04:00:00Z").sleep(0);
  });

  it("tells a test when code is sleeping on it", async () => {
    const clock = createFixedClock("2026-03-01T04:00:00Z");
    const two = track(clock.sleeping(2));
    void clock.sleep(100);
    await settle();
    expect(two.done).toBe(false);
    void clock.sleep(100);
    await settle();
    expect(two.done).toBe(true);
    await clock.sleeping(2); // already true: resolves at once
  });

  it("rejects a sleep whose signal aborts, and forgets it", async () => {
    const clock = createFixedClock("2026-03-01T04:00:00Z");
    const controller = new AbortController();
    const sleep = clock.sleep(1_000, controller.signal);
    await clock.sleeping(1);
    controller.abort();
    await expect(sleep).rejects.toMatchObject({ name: "AbortError" });
    const count = track(clock.sleeping(1));
    await settle();
    expect(count.done).toBe(false);
    const aborted = AbortSignal.abort();
    await expect(clock.sleep(1_000, aborted)).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the system clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sleeps on the timers", async () => {
    vi.useFakeTimers();
    const sleep = track(systemClock.sleep(500));
    await vi.advanceTimersByTimeAsync(499);
    expect(sleep.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sleep.done).toBe(true);
  });

  it("stops sleeping when the signal aborts", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleep = systemClock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(sleep).rejects.toMatchObject({ name: "AbortError" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
