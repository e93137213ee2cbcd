import { describe, expect, it } from "vitest";
import { lengths, section, write } from "../../testing/writer-checks.ts";

describe("cta-generator", () => {
  it("uses the inputs", () => {
    const content = write("cta-generator");
    for (const expected of ["book a free demo", "EcoStride"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps CTA buttons within 25 characters", () => {
    expect(Math.max(...lengths(section(write("cta-generator"), "## Buttons")))).toBeLessThanOrEqual(
      25,
    );
  });

  it.each(["", "Get started", "Sign up", "Learn more", "Shop now"])(
    "offers no 'my …' button and no odd keyword for an action without a thing (%j)",
    (action) => {
      for (const seed of [1, 2, 3]) {
        const content = write("cta-generator", seed, { desired_action: action });
        expect(content).not.toMatch(
          /\b(my|your) (started|up|more|now)\b|“(STARTED|UP|MORE|NOW)”/iu,
        );
        expect(section(content, "## Buttons")).toMatch(/\d\. \S/u);
      }
    },
  );

  it("still offers 'my …' buttons for an action with a thing", () => {
    const content = write("cta-generator", 1, { desired_action: "Book a free consultation" });
    expect(content).toMatch(/my free consultation/u);
  });
});
