import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { decodeCursor, encodeCursor, summariseUsage } from "./generations.service.ts";
import type { ToolUsage } from "./generations.queries.ts";

const usage = (overrides: Partial<ToolUsage>): ToolUsage => ({
  status: "succeeded",
  toolSlug: "cta-generator",
  count: 1,
  thisMonth: 0,
  words: 0,
  lastUsedAt: new Date("2026-01-01T00:00:00Z"),
  ...overrides,
});

describe("summariseUsage", () => {
  it("gives the seed's figures when there is nothing", () => {
    expect(summariseUsage([], 15)).toEqual({
      totalGenerations: 0,
      thisMonth: 0,
      averageDaily: 0,
      favoriteTool: null,
      toolsUsed: 0,
      timeSavedHours: 0,
      successRate: 100,
    });
  });

  it("folds the grouped rows into the figures", () => {
    const stats = summariseUsage(
      [
        usage({ toolSlug: "hashtag-generator", count: 7, thisMonth: 4, words: 1000 }),
        usage({ toolSlug: "cta-generator", count: 3, thisMonth: 3, words: 500 }),
        usage({ status: "failed", toolSlug: "cta-generator", count: 2 }),
        usage({ status: "cancelled", toolSlug: "email-copywriter", count: 5 }),
      ],
      3,
    );
    expect(stats).toEqual({
      totalGenerations: 10,
      thisMonth: 7,
      averageDaily: 2.3, // 7 ÷ 3 = 2.33…
      favoriteTool: "hashtag-generator",
      toolsUsed: 2, // a tool that only failed or was stopped was not used
      timeSavedHours: 1, // 1,500 words ÷ 25 = 60 minutes
      successRate: 83, // 10 ÷ 12
    });
  });

  it("rounds time saved to one decimal of an hour", () => {
    expect(summariseUsage([usage({ words: 3500 })], 1).timeSavedHours).toBe(2.3); // 140 min
  });

  it("breaks a favourite-tool tie by the most recent use, then by name", () => {
    const older = new Date("2026-01-01T00:00:00Z");
    const newer = new Date("2026-02-01T00:00:00Z");
    expect(
      summariseUsage(
        [
          usage({ toolSlug: "a-tool", count: 2, lastUsedAt: older }),
          usage({ toolSlug: "b-tool", count: 2, lastUsedAt: newer }),
        ],
        1,
      ).favoriteTool,
    ).toBe("b-tool");
    expect(
      summariseUsage(
        [
          usage({ toolSlug: "b-tool", count: 2, lastUsedAt: older }),
          usage({ toolSlug: "a-tool", count: 2, lastUsedAt: older }),
        ],
        1,
      ).favoriteTool,
    ).toBe("a-tool");
  });
});

describe("history cursors", () => {
  it("round-trip the microsecond timestamp and id", () => {
    const position = {
      createdAt: "2026-04-01T00:00:00.123456",
      id: "0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42",
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each(["", "garbage", Buffer.from("2026-04-01|not-a-uuid").toString("base64url")])(
    "rejects %j as a bad request",
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(AppError);
    },
  );
});
