import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "../../support/test.ts";

// The app bundles a Bengali font (docs/decisions/0053-bundled-bengali-font.md) so that ৳ and
// Bengali text never show as boxes, whatever fonts the device has; a page without Bengali glyphs
// must not download it.

/** The fonts the browser really used to draw the first element matching the locator's text. */
async function fontsDrawing(page: Page, text: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "span",
  });
  for (const nodeId of nodeIds) {
    const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
    if (outerHTML.replace(/<[^>]+>/g, "") !== text) continue;
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
  }
  throw new Error(`no <span> reads ${text}`);
}

test("the taka sign is drawn with the bundled Bengali font", async ({ page }) => {
  const fontResponse = page.waitForResponse(/noto-sans-bengali-bengali-700-normal-[\w-]+\.woff2$/);
  await page.goto("/pricing");
  const response = await fontResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  await page.evaluate(() => document.fonts.ready);
  // "৳500": ৳ from the Bengali font, the digits from the Latin font after it in the stack.
  expect(await fontsDrawing(page, "৳500")).toContain("Noto Sans Bengali");
});

// Every app page now shows "বাংলা" in its language switch; the English payment result page
// (server-rendered, no switch) is the page with no Bengali text.
test("a page without Bengali text downloads no font", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto(`/payments/bkash/callback?paymentId=${randomUUID()}&status=success`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This payment link is not valid." }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
});
