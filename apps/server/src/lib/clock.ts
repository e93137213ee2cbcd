/**
 * Time behind a seam, so services and tests agree on "now" and tests can move it: code that waits
 * sleeps on the clock, so a test clock decides when the wait is over.
 */
export type Clock = {
  now(): Date;
  /** Resolves after `ms` of this clock's time; rejects with an `AbortError` if `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

function abortError(signal: AbortSignal): Error {
  const error = new Error("The sleep was aborted.", { cause: signal.reason });
  error.name = "AbortError";
  return error;
}

/**
 * A promise that `start(wake)` settles by calling `wake`, or that rejects as soon as `signal`
 * aborts; `stop` undoes whatever `start` set up when the abort wins.
 */
function abortable(
  signal: AbortSignal | undefined,
  start: (wake: () => void) => () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    let stop = () => {};
    const onAbort = () => {
      stop();
      reject(abortError(signal!));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    stop = start(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    });
  });
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms, signal) =>
    abortable(signal, (wake) => {
      const timer = setTimeout(wake, ms);
      return () => clearTimeout(timer);
    }),
};

/** A clock for tests: it stands still until told to move, and its sleeps end when it has moved far enough. */
export type TestClock = Clock & {
  set(date: Date | string): void;
  advance(ms: number): void;
  /** Resolves once at least `count` sleeps are waiting for the clock to move. */
  sleeping(count?: number): Promise<void>;
};

/** A clock for tests: starts at `start` and moves only when told to. */
export function createFixedClock(start: Date | string): TestClock {
  let current = new Date(start).getTime();
  let sleepers: Array<{ until: number; wake: () => void }> = [];
  let watchers: Array<{ count: number; notify: () => void }> = [];

  function wakeDue() {
    const due = sleepers.filter((sleeper) => sleeper.until <= current);
    sleepers = sleepers.filter((sleeper) => sleeper.until > current);
    for (const sleeper of due.sort((a, b) => a.until - b.until)) sleeper.wake();
  }

  function notifyWatchers() {
    const satisfied = watchers.filter((watcher) => sleepers.length >= watcher.count);
    watchers = watchers.filter((watcher) => sleepers.length < watcher.count);
    for (const watcher of satisfied) watcher.notify();
  }

  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date).getTime();
      wakeDue();
    },
    advance(ms) {
      current += ms;
      wakeDue();
    },
    sleep(ms, signal) {
      return abortable(signal, (wake) => {
        if (ms <= 0) {
          wake();
          return () => {};
        }
        const sleeper = { until: current + ms, wake };
        sleepers.push(sleeper);
        notifyWatchers();
        return () => {
          sleepers = sleepers.filter((other) => other !== sleeper);
        };
      });
    },
    sleeping(count = 1) {
      return new Promise((notify) => {
        watchers.push({ count, notify });
        notifyWatchers();
      });
    },
  };
}
