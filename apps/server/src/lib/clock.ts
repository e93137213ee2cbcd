/**
 * Time behind a seam, so services and tests agree on "now" and tests can move it.
 */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock for tests: starts at `start` and moves only when told to. */
export function createFixedClock(
  start: Date | string,
): Clock & { set(date: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
