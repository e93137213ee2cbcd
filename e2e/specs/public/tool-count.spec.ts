import { usableTools } from "@outsmart/contracts/tool-catalogue";
import { expect, test } from "../../support/test.ts";

/** Every count a public or sign-in page shows is the catalogue's number of usable tools. */
const count = usableTools().length;

test.describe("the tool count", () => {
  test("the landing page shows the catalogue's number of usable tools", async ({ page }) => {
    await page.goto("/#features");
    await expect(page.getByText(`Four kinds of work, ${count} tools, one place.`)).toBeVisible();
  });

  test("the sign-in page shows the same number @desktop", async ({ page }) => {
    await page.goto("/auth");
    await expect(
      page.getByText(`${count} AI tools for captions, ads, emails, blogs and campaign plans`),
    ).toBeVisible();
  });
});
