import type { Page } from "@playwright/test";
import { createGeneration, createManyGenerations } from "../../support/generations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

// Dates are shown in the user's time zone: run the browser in Dhaka (UTC+6) to prove it.
test.use({ timezoneId: "Asia/Dhaka" });

const stat = (page: Page, label: string) =>
  page.getByTestId("history-stats").locator(`dt:text-is("${label}") + dd`);
const rows = (page: Page) => page.getByTestId("history-list").getByRole("listitem");
const loadError = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Failed to load your generation history." });

test.describe("generation history", () => {
  test("shows the empty state with its two ways out", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/dashboard/history");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Generation History");
    await expect(page.getByRole("heading", { name: "No Generation History Yet" })).toBeVisible();
    await expect(stat(page, "Total Generations")).toHaveText("0");
    await expect(stat(page, "Favorite Tool")).toHaveText("None yet");
    await expect(page.getByRole("link", { name: "Generate Your First Content" })).toHaveAttribute(
      "href",
      "/tools/ai-caption-generator",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("lists generations with icon, title-cased slug, model, 100-character preview, local date and time, and the stats", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    const long = `${"Stride lighter. ".repeat(10)}Tail that nobody sees`;
    await createGeneration(database.db, user.profileId, {
      toolSlug: "hashtag-generator",
      modelUsed: "outsmart-writer",
      outputContent: "#EcoStride #RunGreen",
      createdAt: new Date("2026-03-01T18:30:00Z"), // 00:30 on 2 March in Dhaka
    });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: "#Sneakers",
      createdAt: new Date("2026-03-02T06:00:00Z"),
    });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "ad-headline-generator",
      modelUsed: "gpt-5-mini",
      outputContent: long,
      createdAt: new Date("2026-03-03T09:15:00Z"),
    });
    await createGeneration(database.db, user.profileId, { status: "failed", errorMessage: "x" });
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(3);
    const newest = rows(page).first();
    await expect(newest.getByRole("heading")).toHaveText("Ad Headline Generator");
    // The model's display name, never its id (issue 14).
    await expect(newest).toContainText("GPT-5 mini");
    await expect(newest).not.toContainText("gpt-5-mini");
    await expect(rows(page).last()).toContainText("Outsmart Writer");
    await expect(rows(page).last()).not.toContainText("outsmart-writer");
    await expect(newest).toContainText(`${long.slice(0, 100)}...`);
    await expect(newest).not.toContainText("Tail that nobody sees");
    await expect(newest.locator("time")).toHaveText("Mar 03, 2026 · 15:15");
    const oldest = rows(page).last();
    await expect(oldest).toContainText("#EcoStride #RunGreen");
    await expect(oldest).not.toContainText("#RunGreen...");
    await expect(oldest.locator("time")).toHaveText("Mar 02, 2026 · 00:30");

    await expect(stat(page, "Total Generations")).toHaveText("3");
    await expect(stat(page, "Favorite Tool")).toHaveText("Hashtag Generator");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("says what Average Daily measures in a toggletip (issue 14)", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/dashboard/history");
    await expect(stat(page, "Average Daily")).toHaveText("0.0");
    await page.getByRole("button", { name: "How Average Daily is worked out" }).click();
    await expect(page.getByRole("dialog", { name: "How Average Daily is worked out" })).toHaveText(
      /Successful generations this month ÷ the days of the month so far/,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("opens the detail with input JSON, rendered content and model, and copies it", async ({
    page,
    context,
    signedIn,
    database,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, {
      toolSlug: "email-copywriter",
      modelUsed: "outsmart-writer",
      inputData: { subject: "Spring launch", audience: "runners" },
      outputContent: "Hello **runners**,\n\n<script>alert(1)</script>\n\nMeet EcoStride.",
    });
    await page.goto("/dashboard/history");
    await rows(page)
      .first()
      .getByRole("button", { name: /^View Email Copywriter/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Email Copywriter" });
    await expect(dialog).toContainText("Generated on");
    await expect(dialog.locator("pre")).toHaveText(
      JSON.stringify({ subject: "Spring launch", audience: "runners" }, null, 2),
    );
    await expect(dialog.locator("strong")).toHaveText("runners");
    await expect(dialog.locator("script")).toHaveCount(0);
    await expect(dialog).toContainText("Outsmart Writer");
    await expect(dialog).not.toContainText("outsmart-writer");
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Copy Content" }).click();
    await expect(page.getByText("Content copied to clipboard.")).toBeVisible();
    // Clean text: what the page shows, without the Markdown marks (issue 14).
    const copiedDetail = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedDetail).toContain("Hello runners,");
    expect(copiedDetail).not.toContain("**");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The toast sits at the bottom, over the row's buttons on a phone: close it as a person would.
    await page.getByRole("button", { name: "Close toast" }).click();
    await expect(page.getByText("Content copied to clipboard.")).toBeHidden();

    await page.evaluate(() => navigator.clipboard.writeText(""));
    await rows(page)
      .first()
      .getByRole("button", { name: /^Copy Email Copywriter/ })
      .click();
    await expect(page.getByText("Copied!").last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Meet EcoStride.");
  });

  test("says Copy Failed when the clipboard refuses", async ({ page, signedIn, database }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, { toolSlug: "cta-generator" });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await page.goto("/dashboard/history");
    await rows(page).first().getByRole("button", { name: /^Copy/ }).click();
    await expect(page.getByText("Failed to copy content to clipboard.")).toBeVisible();
  });

  test("deletes a generation after confirmation, and the stats follow", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, { toolSlug: "cta-generator" });
    await createGeneration(database.db, user.profileId, { toolSlug: "email-copywriter" });
    await page.goto("/dashboard/history");
    await expect(stat(page, "Total Generations")).toHaveText("2");
    await rows(page)
      .first()
      .getByRole("button", { name: /^Delete Email Copywriter/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this generation?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(rows(page)).toHaveCount(2);
    await rows(page)
      .first()
      .getByRole("button", { name: /^Delete Email Copywriter/ })
      .click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Generation deleted");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Cta Generator");
    await expect(stat(page, "Total Generations")).toHaveText("1");
    await expect(stat(page, "Favorite Tool")).toHaveText("Cta Generator");
  });

  test("filters by tool and searches outputs, and keeps both in the address", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, {
      toolSlug: "hashtag-generator",
      outputContent: "#EcoStride #RunGreen",
    });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "ad-headline-generator",
      outputContent: "Run lighter with EcoStride",
    });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "ad-headline-generator",
      outputContent: "Free shipping this weekend",
    });
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(3);
    await page.getByLabel("Tool").selectOption("ad-headline-generator");
    await expect(rows(page)).toHaveCount(2);
    await expect(page).toHaveURL(/tool=ad-headline-generator/);
    await page.getByLabel("Search outputs").fill("ecostride");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Run lighter with EcoStride");
    await expect(page).toHaveURL(/q=ecostride/);
    // The figures cover everything, not the filtered page.
    await expect(stat(page, "Total Generations")).toHaveText("3");
    await page.getByLabel("Search outputs").fill("nothing like this");
    await expect(page.getByText("No generations match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByLabel("Search outputs")).toHaveValue("");
  });

  test("loads older generations 50 at a time, and Refresh brings in new ones", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createManyGenerations(database, user.profileId, {
      count: 55,
      newest: new Date(Date.now() - 60_000),
    });
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(50);
    await expect(stat(page, "Total Generations")).toHaveText("55");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(rows(page)).toHaveCount(55);
    await expect(rows(page).last()).toContainText("Call to action number 54");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

    await createGeneration(database.db, user.profileId, {
      toolSlug: "email-copywriter",
      outputContent: "Fresh from another tab",
    });
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(rows(page).first()).toContainText("Fresh from another tab");
    await expect(stat(page, "Total Generations")).toHaveText("56");
  });

  // A 5xx is tried three times, 1 s and 2 s apart (lib/query-client.ts), before the page says so:
  // these tests wait for the third refusal, not for a guess at how long the tries take.
  async function refuseHistory(page: Page) {
    const state = { fail: true, refusals: 0, refusedThrice: Promise.withResolvers<void>() };
    await page.route(/\/api\/generations(\?.*)?$/, async (route) => {
      if (state.fail) {
        await route.fulfill({
          status: 503,
          json: { success: false, error: "Down for maintenance", code: "SERVICE_UNAVAILABLE" },
        });
        if (++state.refusals === 3) state.refusedThrice.resolve();
      } else await route.continue();
    });
    return state;
  }

  test("reports a failed load in the list's place with the seed's messages and recovers on retry", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, { toolSlug: "cta-generator" });
    const refused = await refuseHistory(page);
    await page.goto("/dashboard/history");
    await refused.refusedThrice.promise;
    const alert = loadError(page);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Error");
    // Said once, where it happened: no toast over the "Try again" button (on a phone it sat there).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    refused.fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(alert).toHaveCount(0);
  });

  test('reports a failed "Load more" above the button and keeps the list on screen', async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createManyGenerations(database, user.profileId, {
      count: 55,
      newest: new Date(Date.now() - 60_000),
    });
    const refused = await refuseHistory(page);
    refused.fail = false;
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(50);
    refused.fail = true;
    await page.getByRole("button", { name: "Load more" }).click();
    await refused.refusedThrice.promise;
    const alert = loadError(page);
    await expect(alert).toContainText("Error");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(rows(page)).toHaveCount(50);
    refused.fail = false;
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(rows(page)).toHaveCount(55);
    await expect(alert).toHaveCount(0);
  });

  test("reports a failed reload under the list in a toast, and the list stays", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createGeneration(database.db, user.profileId, { toolSlug: "cta-generator" });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "email-copywriter",
      outputContent: "Still listed after the reload failed",
    });
    const refused = await refuseHistory(page);
    refused.fail = false;
    await page.goto("/dashboard/history");
    await expect(rows(page)).toHaveCount(2);
    // A delete reloads the list in the background: that reload is refused.
    refused.fail = true;
    await rows(page)
      .last()
      .getByRole("button", { name: /^Delete Cta Generator/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "Delete this generation?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await refused.refusedThrice.promise;
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Failed to load your generation history." }),
    ).toContainText("Error");
    await expect(rows(page).first()).toContainText("Still listed after the reload failed");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });
});
