import { describe, expect, it } from "vitest";
import { refundCredits } from "./refund-credits.ts";

const starter = { credits: 250, amountPoisha: 50_000 };

describe("refundCredits (ADR 0087)", () => {
  it("takes back the credits in proportion to the money refunded", () => {
    expect(
      refundCredits({ ...starter, refundedPoisha: 0, refundPoisha: 10_000, balance: 250 }),
    ).toEqual({
      claimed: 50,
      removed: 50,
      notRecovered: 0,
    });
  });

  it("makes refunds in parts add up to the whole pack, whatever the rounding", () => {
    const parts = [3_333, 3_333, 3_334, 40_000];
    let refunded = 0;
    let claimed = 0;
    for (const part of parts) {
      claimed += refundCredits({
        ...starter,
        refundedPoisha: refunded,
        refundPoisha: part,
        balance: 1_000,
      }).claimed;
      refunded += part;
    }
    expect(claimed).toBe(250);
  });

  it("never takes more than the balance: spent credits stay spent", () => {
    expect(
      refundCredits({ ...starter, refundedPoisha: 0, refundPoisha: 50_000, balance: 30 }),
    ).toEqual({
      claimed: 250,
      removed: 30,
      notRecovered: 220,
    });
    expect(
      refundCredits({ ...starter, refundedPoisha: 0, refundPoisha: 50_000, balance: 0 }).removed,
    ).toBe(0);
  });
});
