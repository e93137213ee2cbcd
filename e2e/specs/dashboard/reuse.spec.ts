import type { Page, TestInfo } from "@playwright/test";
import { createGeneration } from "../../support/generations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

const rows = (page: Page) => page.getByTestId("history-list").getByRole("listitem");
const languages = (page: Page) => page.getByRole("group", { name: "Output language" });

/** Reuse (issue 16): star, filter by favourites, rename, and open an old generation in its tool. */
test.describe("reusing a generation", () => {
  test("stars, filters, renames, then opens it in the tool with its inputs and language, and generates again", async ({
    page,
    signedIn,
    database,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await signedIn();
    // An older generation that stays unstarred: the Favourites filter leaves it out.
    await createGeneration(database.db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: "#RunGreen",
      createdAt: new Date("2026-03-01T06:00:00Z"),
    });

    // A caption in Bangla.
    await page.goto("/tools/ai-caption-generator");
    await languages(page).getByText("বাংলা", { exact: true }).click();
    await page.getByLabel("Product Name", { exact: true }).fill("EcoStride sneakers");
    await page.getByLabel("Target Audience", { exact: true }).fill("young runners in Dhaka");
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    // The account now remembers English: opening the old caption must still choose Bangla.
    const remembered = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/account/preferences") &&
        response.request().method() !== "GET",
    );
    await languages(page).getByText("English", { exact: true }).click();
    expect((await remembered).ok()).toBe(true);

    // Star it in the history.
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(2);
    const caption = rows(page).first();
    const star = caption.getByRole("button", { name: /^Star Ai Caption Generator from / });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");

    // A star the server refuses is taken back, with a toast.
    await page.route("**/api/generations/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "The server is busy.", code: "INTERNAL" }),
          })
        : route.fallback(),
    );
    const other = rows(page)
      .last()
      .getByRole("button", { name: /^Star Hashtag Generator from / });
    await other.click();
    await expect(page.getByText("Could not update your favourites")).toBeVisible();
    await expect(other).toHaveAttribute("aria-pressed", "false");
    await page.unroute("**/api/generations/*");
    await page.getByRole("button", { name: "Close toast" }).click();

    // Only favourites, from the server, with the filter in the address.
    await page.getByLabel("Favourites").selectOption("true");
    await expect(page).toHaveURL(/favourite=true/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("young runners in Dhaka");
    await attachScreenshot(page, testInfo, "history-favourites");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Rename it in the detail: the title shows in place of the tool's name, which stays visible.
    await rows(page)
      .first()
      .getByRole("button", { name: /^View Ai Caption Generator from / })
      .click();
    const detail = page.getByRole("dialog");
    await expect(
      detail.getByRole("button", { name: /^Star Caption Generator from / }),
    ).toHaveAttribute("aria-pressed", "true");
    await detail.getByRole("button", { name: "Rename" }).click();
    await detail.getByLabel("Title").fill("  Eid sale captions  ");
    expect(await accessibilityViolations(page)).toEqual([]);
    await detail.getByRole("button", { name: "Save title" }).click();
    await expect(detail.getByRole("heading", { name: "Eid sale captions" })).toBeVisible();
    await expect(detail).toContainText("Caption Generator");
    await expect(detail.getByRole("button", { name: "Rename" })).toBeFocused();
    await attachScreenshot(page, testInfo, "history-detail-titled");
    await page.keyboard.press("Escape");
    const row = rows(page).first();
    await expect(row.getByRole("heading")).toHaveText("Eid sale captions");
    await expect(row).toContainText("Ai Caption Generator");

    // The title is saved: it is still there after a reload.
    await page.reload();
    await expect(rows(page).first().getByRole("heading")).toHaveText("Eid sale captions");
    await attachScreenshot(page, testInfo, "history-titled");

    // Open in tool: the same inputs, and Bangla as it was.
    await rows(page)
      .first()
      .getByRole("button", { name: /^View Ai Caption Generator from / })
      .click();
    await page.getByRole("dialog").getByRole("link", { name: "Open in tool" }).click();
    await expect(page).toHaveURL(/\/tools\/ai-caption-generator\?from=[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Filled in from your generation" }),
    ).toContainText("Eid sale captions");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(
      "EcoStride sneakers",
    );
    await expect(page.getByLabel("Target Audience", { exact: true })).toHaveValue(
      "young runners in Dhaka",
    );
    await expect(page.getByLabel("Platform", { exact: true })).toHaveValue("Instagram");
    await expect(languages(page).getByRole("radio", { name: "বাংলা" })).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
    await attachScreenshot(page, testInfo, "tool-reused");

    // Generate again from it: a new caption in Bangla about the same product.
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result.locator("[lang='bn']")).toContainText("EcoStride sneakers");

    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(3);
  });

  test("opens a generation from the history row, and says so when the link names none of the user's", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, {
      toolSlug: "hashtag-generator",
      inputData: { topic: "winter collection", keywords: "shawl, sweater", brand_name: "Aarong" },
    });
    await page.goto("/dashboard/history");
    await rows(page)
      .first()
      .getByRole("link", { name: /^Reuse Hashtag Generator from / })
      .click();
    await expect(page).toHaveURL(/\/tools\/hashtag-generator\?from=/);
    await expect(page.getByText("Filled in from your generation")).toBeVisible();
    await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("winter collection");
    await expect(page.getByLabel("Brand Name", { exact: true })).toHaveValue("Aarong");

    await page.goto("/tools/hashtag-generator?from=0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42");
    await expect(page.getByRole("alert")).toContainText(
      "That generation was not found in your history. The form starts empty.",
    );
    await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}
