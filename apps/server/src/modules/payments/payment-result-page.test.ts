import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { appFontStack, paymentResultPage } from "./payment-result-page.ts";
import type { PaymentRow } from "./payments.queries.ts";

describe("the payment result page's look", () => {
  it("uses the app's font stack (app.css --font-sans)", () => {
    const css = fs.readFileSync(
      new URL("../../../../web/src/styles/app.css", import.meta.url),
      "utf8",
    );
    const declared = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(appFontStack).toBe(declared);
  });

  it("keeps the style sheet's quotes, so the font rule stays valid", async () => {
    const page = String(await paymentResultPage(undefined, "http://localhost:3000/dashboard"));
    expect(page).toContain(`font-family: ${appFontStack};`);
    expect(page).not.toContain("&quot;Inter");
  });
});

describe("the payment result page in each language", () => {
  const dashboard = "http://localhost:3000/dashboard";
  const payment = (changes: Partial<PaymentRow>) =>
    ({
      id: "3f1c8e2a-0000-4000-8000-000000000001",
      status: "success",
      credits: 1200,
      amountBdt: 1500,
      failureReason: null,
      ...changes,
    }) as PaymentRow;
  const render = async (...args: Parameters<typeof paymentResultPage>) =>
    String(await paymentResultPage(...args));
  const visibleText = (page: string) =>
    page
      .replace(/<style>[\s\S]*?<\/style>|<script>[\s\S]*?<\/script>|<title>[\s\S]*?<\/title>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#\d+;|[✓×!…·]/g, " ")
      .trim();

  it("keeps the English texts exactly", async () => {
    const page = await render(payment({}), dashboard, undefined, "en");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>Payment complete: 1200 credits added.</h1>");
    expect(page).toContain(">Back to Outsmart</a>");
    expect(await render(undefined, dashboard)).toContain("This payment link is not valid.");
  });

  it("says the outcome in Bangla, with taka and credits in Bengali digits", async () => {
    const page = await render(payment({}), dashboard, undefined, "bn", "@font-face{x}");
    expect(page).toContain('<html lang="bn">');
    expect(page).toContain("<h1>পেমেন্ট সম্পন্ন: ৳১,৫০০ দিয়ে ১,২০০ ক্রেডিট যোগ হয়েছে।</h1>");
    expect(page).toContain("<title>পেমেন্ট সম্পন্ন:");
    expect(page).toContain("@font-face{x}");
  });

  it.each([
    ["pending", payment({ status: "pending" }), undefined],
    ["cancelled on bKash", payment({ status: "pending" }), "cancel"],
    ["failed on bKash", payment({ status: "pending" }), "failure"],
    ["cancelled", payment({ status: "cancelled" }), undefined],
    ["failed", payment({ status: "failed", failureReason: "Insufficient balance" }), undefined],
    ["not valid", undefined, undefined],
  ] as const)("writes the %s page in Bangla only", async (_name, row, reported) => {
    const text = visibleText(await render(row, dashboard, reported, "bn"));
    const latin = text.replace(/Outsmart|bKash/g, "").match(/[A-Za-z]+/g) ?? [];
    expect(latin).toEqual([]);
    expect(text).toMatch(/[\u0980-\u09FF]/);
  });

  it("declares the Bengali font on the Bangla page only", async () => {
    const english = await render(payment({}), dashboard, undefined, "en", "@font-face{x}");
    expect(english).not.toContain("@font-face{x}");
  });
});
