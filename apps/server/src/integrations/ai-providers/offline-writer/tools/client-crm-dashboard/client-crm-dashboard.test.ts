import { describe, expect, it } from "vitest";
import { writeOffline } from "../../offline-writer.ts";
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

describe("client-crm-dashboard in Bangla and Banglish", () => {
  const inputs = {
    client_name: "শাড়িঘর",
    client_goal: "মাসে ৫০০ অনলাইন অর্ডার",
    client_notes:
      "মার্চের ফলাফলে খুব খুশি। একজন বন্ধুকে রেফার করেছেন। গুগল অ্যাড নিয়ে জানতে চেয়েছেন। জুনে চুক্তি নবায়ন।",
  };
  const writeIn = (language: "bn" | "banglish", overrides: Record<string, string> = {}) =>
    writeOffline({
      toolSlug: "client-crm-dashboard",
      inputs: { ...inputs, ...overrides },
      seed: 1,
      language,
    }).content;

  it("reads Bangla notes sentence by sentence into health, open items and next actions", () => {
    const content = writeIn("bn");
    expect(section(content, "## সারসংক্ষেপ").match(/^- /gmu)).toHaveLength(4);
    expect(content).toContain("**নজর দেওয়া দরকার**");
    expect(content).toContain("- সুযোগ: গুগল অ্যাড নিয়ে জানতে চেয়েছেন।");
    expect(content).toContain("| গুগল অ্যাড নিয়ে একটা ছোট প্রস্তাব পাঠান |");
    expect(content).toContain("- নবায়ন: জুনে চুক্তি নবায়ন।");
    expect(content).toContain("| একটা রিভিউ বা রেফারেল চান | “মার্চের ফলাফলে খুব খুশি” |");
    expect(section(content, "## নোটে যা নেই")).toContain("মাসিক বাজেট বা ফি");
  });

  it("puts a client with an unhappy note or an overdue invoice at risk", () => {
    const content = writeIn("bn", {
      client_notes: "গত সপ্তাহে দেরিতে রিপ্লাই পেয়ে অখুশি; ইনভয়েস ১২ দিন ধরে বকেয়া",
    });
    expect(content).toContain("**ঝুঁকিতে**: “গত সপ্তাহে দেরিতে রিপ্লাই পেয়ে অখুশি”।");
    expect(content).not.toContain("ভালো খবর");
  });

  it("writes the same summary in Banglish, in Latin letters", () => {
    const content = writeIn("banglish");
    expect(content).not.toMatch(/\p{Script=Bengali}/u);
    expect(content).toContain("**Nojor dewa dorkar**");
  });
});
