/** The web-vitals arithmetic the public-pages bench applies to PerformanceObserver entries. */

/** web-vitals' CLS: the worst session window (shifts < 1 s apart, window ≤ 5 s). */
export function cumulativeLayoutShift(shifts: ReadonlyArray<{ t: number; v: number }>): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.t - previous > 1000 || shift.t - windowStart > 5000) {
      current = 0;
      windowStart = shift.t;
    }
    current += shift.v;
    previous = shift.t;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Lighthouse's TBT: the time past 50 ms of every long task after first contentful paint. */
export function totalBlockingTime(
  longTasks: ReadonlyArray<{ t: number; d: number }>,
  fcp: number,
): number {
  // A task that started before first contentful paint counts from FCP on (as Lighthouse clips it).
  return longTasks.reduce((sum, task) => {
    const end = task.t + task.d;
    const start = Math.max(task.t, fcp);
    return end <= fcp ? sum : sum + Math.max(0, end - start - 50);
  }, 0);
}
