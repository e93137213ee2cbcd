import { FREE_PLAN_DAILY_GENERATIONS } from "@outsmart/contracts/plans";
import { expect, test } from "../../support/test.ts";

/**
 * Every promise on the public pages names something that exists today (issue 14, ADR 0045). The
 * plan catalogue's unit test ties each feature line to a built capability; this checks the pages
 * as a visitor reads them, FAQ answers included.
 */
const untrue = [
  /Basic templates/i,
  /Advanced templates/i,
  /Priority generation/i,
  /Priority support/i,
  /Community support/i,
  /24\/7/,
  /agencies and teams/i,
  /forecasts/i,
  /Custom Models/,
];

test.describe("public promises", () => {
  for (const path of ["/", "/pricing"]) {
    test(`${path} promises nothing the product does not have`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Open every FAQ answer so its text counts.
      for (const details of await page.locator("details").all())
        await details.evaluate((element) => element.setAttribute("open", ""));
      const text = await page.locator("body").innerText();
      for (const pattern of untrue) expect(text, `${path} says ${pattern}`).not.toMatch(pattern);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "API", exact: true })).toHaveCount(0);
      await expect(footer.getByRole("link", { name: "Templates", exact: true })).toHaveCount(0);
    });
  }
});

test.describe("the free plan's daily allowance", () => {
  const allowance = `${FREE_PLAN_DAILY_GENERATIONS} generations a day`;

  test("appears on the pricing page's Free Plan card", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Free Plan" })).toContainText(allowance);
  });

  test("appears in the FAQ", async ({ page }) => {
    await page.goto("/#faq");
    await page.getByText("How do credits and payments work?").click();
    await expect(page.locator("details[open]")).toContainText(
      `up to ${allowance} (the count starts again at midnight Bangladesh time)`,
    );
  });
});
