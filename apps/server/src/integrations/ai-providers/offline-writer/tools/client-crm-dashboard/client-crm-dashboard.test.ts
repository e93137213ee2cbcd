import { describe, expect, it } from "vitest";
import { SAMPLE } from "../../testing/sample-inputs.ts";
import { countedItems, section, write } from "../../testing/writer-checks.ts";
import { readFacts, readSignals } from "./client-crm-dashboard.writer.ts";

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

  it("reads facts and what they signal from the notes", () => {
    const facts = readFacts(
      "Invoice 12 days overdue; asked about TikTok ads.\nNot happy with replies. Very happy with results",
    );
    expect(facts).toEqual([
      "Invoice 12 days overdue",
      "asked about TikTok ads",
      "Not happy with replies",
      "Very happy with results",
    ]);
    expect(readSignals(facts)).toEqual([
      { kind: "payment", fact: "Invoice 12 days overdue" },
      { kind: "opportunity", fact: "asked about TikTok ads", detail: "TikTok ads" },
      { kind: "risk", fact: "Not happy with replies" },
      { kind: "positive", fact: "Very happy with results" },
    ]);
  });
});
