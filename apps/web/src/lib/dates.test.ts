import { describe, expect, it } from "vitest";
import { formatClock, formatDay, formatDayAndClock, formatMonthYear } from "./dates";

describe("dates in the seed's forms", () => {
  const morning = new Date(2026, 10, 5, 9, 7);
  const midnight = new Date(2026, 0, 31, 0, 0);

  it("writes a day as 'Nov 05, 2026' and a time on the 24-hour clock", () => {
    expect(formatDay(morning)).toBe("Nov 05, 2026");
    expect(formatClock(morning)).toBe("09:07");
    expect(formatClock(midnight)).toBe("00:00");
    expect(formatDayAndClock(morning)).toBe("Nov 05, 2026 09:07");
  });

  it("accepts the API's ISO strings", () => {
    expect(formatDay(morning.toISOString())).toBe("Nov 05, 2026");
    expect(formatClock(new Date(2026, 10, 5, 23, 59).toISOString())).toBe("23:59");
  });

  it("writes a month as 'November 2026'", () => {
    expect(formatMonthYear(morning)).toBe("November 2026");
    expect(formatMonthYear(midnight)).toBe("January 2026");
  });
});
