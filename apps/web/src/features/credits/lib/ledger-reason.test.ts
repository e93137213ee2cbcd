import { describe, expect, it } from "vitest";
import { creditsBn } from "../i18n/credits-bn";
import { creditsEn } from "../i18n/credits-en";
import { ledgerReason } from "./ledger-reason";

describe("ledgerReason", () => {
  it.each([
    "Starter Pack purchase (bKash TRX123)",
    "Pro Pack purchase",
    "Starter Pack refunded: ৳500 (bKash RF12345678)",
    "AI Caption Generator with GPT-4o mini",
    "Refund: AI Caption Generator with GPT-4o mini",
    "Goodwill after the outage",
  ])("gives the server's English reason back as it is: %s", (reason) => {
    expect(ledgerReason(reason, creditsEn)).toBe(reason);
  });

  it("says the known reasons in Bangla, keeping names", () => {
    expect(ledgerReason("Starter Pack purchase (bKash TRX123)", creditsBn)).toBe(
      "Starter Pack কেনা (bKash TRX123)",
    );
    expect(ledgerReason("Refund: AI Caption Generator with GPT-4o mini", creditsBn)).toBe(
      "ফেরত: AI Caption Generator, GPT-4o mini দিয়ে",
    );
    expect(ledgerReason("Starter Pack refunded: ৳120.5 (bKash RF12345678)", creditsBn)).toBe(
      "Starter Pack-এর টাকা ফেরত: ৳১২০.৫ (bKash RF12345678)",
    );
    expect(ledgerReason("Goodwill after the outage", creditsBn)).toBe("Goodwill after the outage");
  });
});
