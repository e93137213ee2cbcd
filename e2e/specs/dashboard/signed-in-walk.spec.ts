import type { Page } from "@playwright/test";
import { createGeneration } from "../../support/generations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * Every signed-in screen, as a new customer walks them (issue 14): axe finds no serious or
 * critical violation, and each screen is photographed at the project's width (375 px on the
 * phone, 1280 px on the wide screen) for a person to look at (attached to the report).
 */
test.describe("every signed-in screen", () => {
  test("passes axe, and is photographed at 375 and 1280 px", async ({
    page,
    signedIn,
    database,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await signedIn({ firstName: "Nadia" });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "ai-caption-generator",
      modelUsed: "outsmart-writer",
      inputData: { product_name: "Shapla Organic Tea", platform: "Instagram" },
      outputContent:
        "## Instagram captions\n\n### Caption 1 — Question\n\nReady for a calmer morning? 🍵\n\n#shaplatea #dhaka\n\n### Caption 2 — POV\n\nPOV: your tea is organic.\n\n#organictea",
    });
    const screens: [name: string, open: (page: Page) => Promise<void>][] = [
      [
        "dashboard",
        async () => {
          await page.goto("/dashboard");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nadia!");
          await expect(page.getByTestId("recent-activity")).toContainText("Caption Generator");
        },
      ],
      [
        "tool-page",
        async () => {
          await page.goto("/tools/ai-caption-generator");
          await expect(page.getByLabel("Product Name", { exact: true })).toBeVisible();
        },
      ],
      [
        "history",
        async () => {
          await page.goto("/dashboard/history");
          await expect(page.getByTestId("history-list").getByRole("listitem")).toHaveCount(1);
        },
      ],
      [
        "history-detail",
        async () => {
          await page
            .getByTestId("history-list")
            .getByRole("button", { name: /^View Ai Caption Generator/ })
            .click();
          await expect(page.getByRole("dialog")).toContainText("Outsmart Writer (offline)");
          await expect(
            page.getByRole("dialog").getByRole("button", { name: /^Copy: Caption/ }),
          ).toHaveCount(2);
        },
      ],
      [
        "profile",
        async () => {
          await page.goto("/dashboard/profile");
          await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
        },
      ],
      [
        "stable-audio",
        async () => {
          await page.goto("/tools/stable-audio-generator");
          await expect(page.getByRole("heading", { level: 1, name: "Stable Audio" })).toBeVisible();
        },
      ],
    ];
    for (const [name, open] of screens) {
      await open(page);
      expect(await accessibilityViolations(page), name).toEqual([]);
      const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
      await page.screenshot({ path: file, fullPage: name !== "history-detail" });
      await testInfo.attach(name, { path: file, contentType: "image/png" });
    }
  });

  test("works with the keyboard alone: skip link, first field, generate, history detail", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByLabel("Product Name", { exact: true })).toBeVisible();
    // One Tab reaches the skip link (it used to take 17 to reach the first field).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to the form" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Product Name", { exact: true })).toBeFocused();
    await page.keyboard.type("Shapla Organic Tea");
    // Each text field's "Type Bangla" switch sits in its label row, before the field (issue 15).
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Type Bangla in Target Audience" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Target Audience", { exact: true })).toBeFocused();
    await page.keyboard.type("young professionals in Dhaka");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Type Bangla in Platform" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Platform", { exact: true })).toBeFocused();
    await page.keyboard.type("Instagram");
    // On to the Generate button, through the model picker and the plan link.
    const generate = page.getByRole("button", { name: "Generate Content" });
    for (let presses = 0; presses < 6; presses += 1) {
      if (await generate.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(generate).toBeFocused();
    await page.keyboard.press("Enter");
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("Shapla Organic Tea");
    await expect(page.getByText("Content Generated!")).toBeVisible();

    // The history's detail opens and closes from the keyboard.
    await page.goto("/dashboard/history");
    const view = page.getByRole("button", { name: /^View Caption Generator|^View Ai Caption/ });
    await view.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });
});
