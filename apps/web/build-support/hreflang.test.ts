import { describe, expect, it } from "vitest";
import { alternateLinks } from "./hreflang";

describe("hreflang alternates", () => {
  it("names each public page in every language, both ways, with English as the default", () => {
    const home =
      '<link rel="alternate" hreflang="en" href="/"/>' +
      '<link rel="alternate" hreflang="bn" href="/bn"/>' +
      '<link rel="alternate" hreflang="x-default" href="/"/>';
    expect(alternateLinks("/")).toBe(home);
    expect(alternateLinks("/bn")).toBe(home);
    expect(alternateLinks("/bn/pricing")).toBe(
      '<link rel="alternate" hreflang="en" href="/pricing"/>' +
        '<link rel="alternate" hreflang="bn" href="/bn/pricing"/>' +
        '<link rel="alternate" hreflang="x-default" href="/pricing"/>',
    );
  });

  it("adds nothing to a page that exists in one language", () => {
    expect(alternateLinks("/privacy")).toBe("");
  });
});
