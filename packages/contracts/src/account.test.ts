import { describe, expect, it } from "vitest";
import { ONE_TIME_CODE_LENGTH, oneTimeCodeSchema } from "./account.ts";

describe("oneTimeCodeSchema", () => {
  it("accepts six digits, ignoring spaces around them", () => {
    expect(oneTimeCodeSchema().parse(" 012345 ")).toBe("012345");
    expect(oneTimeCodeSchema().parse("0".repeat(ONE_TIME_CODE_LENGTH))).toHaveLength(6);
  });

  it.each(["12345", "1234567", "12a456", "123 456", ""])("refuses %j", (code) => {
    const result = oneTimeCodeSchema().safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter the 6-digit code");
  });

  it("says what the form asks for", () => {
    const result = oneTimeCodeSchema("Enter the 6-digit code from your app").safeParse("1");
    expect(result.error?.issues[0]?.message).toBe("Enter the 6-digit code from your app");
  });
});
