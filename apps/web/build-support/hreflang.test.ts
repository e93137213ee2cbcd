import { describe, expect, it } from "vitest";
import { alternateLinks } from "./hreflang";

describe("hreflang alternates", () => {
  it("names each public page in every language, both ways, with English as the default", () => {
    const home =
      '<link rel="alternate" hreflang="en" href="/" data-prerendered=""/>' +
      '<link rel="alternate" hreflang="bn" href="/bn" data-prerendered=""/>' +
      '<link rel="alternate" hreflang="x-default" href="/" data-prerendered=""/>';
    expect(alternateLinks("/")).toBe(home);
    expect(alternateLinks("/bn")).toBe(home);
    expect(alternateLinks("/bn/pricing")).toBe(
      '<link rel="alternate" hreflang="en" href="/pricing" data-prerendered=""/>' +
        '<link rel="alternate" hreflang="bn" href="/bn/pricing" data-prerendered=""/>' +
        '<link rel="alternate" hreflang="x-default" href="/pricing" data-prerendered=""/>',
    );
  });

  it("adds nothing to a page that exists in one language", () => {
    expect(alternateLinks("/privacy")).toBe("");
  });
});
