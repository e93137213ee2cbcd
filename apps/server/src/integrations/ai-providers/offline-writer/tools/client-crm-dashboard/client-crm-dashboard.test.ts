import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { countedItems, section, write } from "../../testing/writer-checks.ts";

describe("client-crm-dashboard", () => {
  it("uses the inputs", () => {
    const content = write("client-crm-dashboard");
    for (const expected of [SAMPLE.client_name!, "TikTok"])
      expect(content.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it("bases the CRM summary on the notes only", () => {
    const content = write("client-crm-dashboard");
    expect(content).toContain("**At risk**");
    expect(content).toContain("Send a short proposal for TikTok ads");
    expect(countedItems(section(content, "## WhatsApp message"))[0]?.claimed).toBeLessThanOrEqual(
      300,
    );
  });
});
