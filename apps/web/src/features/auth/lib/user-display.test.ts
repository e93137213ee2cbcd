import { describe, expect, it } from "vitest";
import { avatarInitials, displayName, greetingName, menuHeading } from "./user-display";

describe("avatarInitials", () => {
  it("uses the first and last name's initials in upper case", () => {
    expect(avatarInitials({ firstName: "nadia", lastName: "rahman", email: "n@example.com" })).toBe(
      "NR",
    );
  });
  it("uses one initial when there is one name", () => {
    expect(avatarInitials({ firstName: "Mita", lastName: "" })).toBe("M");
  });
  it("falls back to the e-mail's first letter, then U", () => {
    expect(avatarInitials({ firstName: "", lastName: "", email: "zara@example.com" })).toBe("Z");
    expect(avatarInitials({ email: null })).toBe("U");
    expect(avatarInitials({ email: "8801712345678.abc@phone.invalid" })).toBe("U");
  });
});

describe("menuHeading", () => {
  it("shows the e-mail, or User for accounts without one", () => {
    expect(menuHeading({ email: "zara@example.com" })).toBe("zara@example.com");
    expect(menuHeading({ email: "8801712345678.abc@phone.invalid" })).toBe("User");
  });
});

describe("displayName", () => {
  it("prefers the name, then the e-mail, then 'there'", () => {
    expect(displayName({ firstName: "Nadia", lastName: "Rahman" })).toBe("Nadia Rahman");
    expect(displayName({ email: "zara@example.com" })).toBe("zara@example.com");
    expect(displayName({})).toBe("there");
  });
});

describe("greetingName", () => {
  it("uses the first name, else the e-mail prefix, else there", () => {
    expect(greetingName({ firstName: " Nadia ", email: "n@example.com" })).toBe("Nadia");
    expect(greetingName({ firstName: "", email: "zara.k@example.com" })).toBe("zara.k");
    expect(greetingName({ firstName: null, email: null })).toBe("there");
    expect(greetingName({ email: "8801712345678.abc@phone.invalid" })).toBe("there");
  });
});
