import { randomUUID } from "node:crypto";
import { appFontStack } from "../../../apps/server/src/modules/payments/payment-result-page.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** The bKash tab's last page (our callback's answer) looks like the app, not a bare document. */
test.describe("the payment result page", () => {
  test("uses the app's font and colours, and passes axe", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`/payments/bkash/callback?paymentId=${randomUUID()}&status=success`);
    await expect(
      page.getByRole("heading", { name: "This payment link is not valid." }),
    ).toBeVisible();
    const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    // The app's stack (app.css --font-sans, kept equal by a unit test), as the browser reports it.
    expect(body.replaceAll('"', "")).toBe(appFontStack.replaceAll('"', ""));
    const heading = await page
      .getByRole("heading", { level: 1 })
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(heading).not.toMatch(/^(serif|"?Times)/i);
    const link = page.getByRole("link", { name: "Back to Outsmart" });
    expect(await link.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
    expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
