import { describe, expect, it } from "vitest";
import { isPlaceholderEmail, visibleEmail } from "@outsmart/contracts/account";
import { normalizePhoneNumber, placeholderEmailForPhone } from "./phone-number.ts";

describe("normalizePhoneNumber", () => {
  it.each(["01712345678", "+8801712345678", "8801712345678", "017-1234-5678", "+880 1712 345678"])(
    "reads %s as a Bangladeshi mobile",
    (input) => {
      expect(normalizePhoneNumber(input)).toBe("+8801712345678");
    },
  );

  it("keeps other countries' numbers in E.164", () => {
    expect(normalizePhoneNumber("+44 20 7946 0958")).toBe("+442079460958");
  });

  it.each(["", "hello", "123", "0171234", "+8801", "01712345678901234"])("rejects %s", (input) => {
    expect(normalizePhoneNumber(input)).toBeUndefined();
  });
});

describe("placeholder e-mails for phone accounts", () => {
  it("are recognised and never shown", () => {
    const email = placeholderEmailForPhone("+8801712345678");
    expect(email).toMatch(/^8801712345678\.[0-9a-f]{12}@phone\.invalid$/);
    expect(placeholderEmailForPhone("+8801712345678")).not.toBe(email);
    expect(isPlaceholderEmail(email)).toBe(true);
    expect(visibleEmail(email)).toBeUndefined();
    expect(visibleEmail("rahim@example.com")).toBe("rahim@example.com");
  });
});
