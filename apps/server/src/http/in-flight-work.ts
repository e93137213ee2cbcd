/**
 * The work requests started that is not over yet, so shutdown can wait for it before it closes
 * the database. A request's handler is not the whole of it: a streamed generation goes on after
 * its handler returned the response, and work whose connection was cut (a client gone, or the
 * shutdown's own time limit) still records what it did: the generation, the refund of its hold.
 */
export type InFlightWork = {
  /** Counts `work` as in flight until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Counts one piece of work from now until the returned function is called (once or more). */
  begin(): () => void;
  /** How many pieces are in flight. */
  count(): number;
  /** Resolves `true` once nothing is in flight, or `false` after `timeoutMs` if something still is. */
  settled(timeoutMs: number): Promise<boolean>;
};

export function createInFlightWork(): InFlightWork {
  let count = 0;
  let waiters: Array<() => void> = [];
  const end = () => {
    count -= 1;
    if (count > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const begin = () => {
    count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
    };
  };
  return {
    begin,
    track(work) {
      const done = begin();
      work.then(done, done);
      return work;
    },
    count: () => count,
    async settled(timeoutMs) {
      if (count === 0) return true;
      const { promise, resolve } = Promise.withResolvers<boolean>();
      const wake = () => resolve(true);
      waiters.push(wake);
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== wake);
        resolve(false);
      }, timeoutMs);
      const result = await promise;
      clearTimeout(timer);
      return result;
    },
  };
}
