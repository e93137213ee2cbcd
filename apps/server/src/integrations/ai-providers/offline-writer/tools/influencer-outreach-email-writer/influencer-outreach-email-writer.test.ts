import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { countedItems, section, write } from "../../testing/writer-checks.ts";

describe("influencer-outreach-email-writer", () => {
  it("uses the inputs", () => {
    const content = write("influencer-outreach-email-writer");
    for (const expected of [SAMPLE.brand_name!, "Nusrat", SAMPLE.collaboration_offer!])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("keeps the influencer DM within 300 characters", () => {
    const dm = countedItems(
      section(write("influencer-outreach-email-writer"), "## Short DM version"),
    );
    expect(dm[0]?.claimed).toBeLessThanOrEqual(300);
  });
});
