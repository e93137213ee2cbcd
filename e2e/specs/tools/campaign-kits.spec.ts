import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * Campaign kits (issue 16, ADR 0085): from the templates page to a kit, one price for the whole
 * kit, Run with progress per step, each step's result, then the campaign in the history.
 */
test.describe("campaign kits", () => {
  test("runs the Eid kit with a paid pack and finds the campaign in the history", async ({
    page,
    signedIn,
    database,
  }, testInfo) => {
    test.slow();
    const user = await signedIn();
    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 20 });

    await page.goto("/dashboard/templates");
    const kits = page.getByRole("region", { name: "Campaign kits" });
    await expect(kits.getByRole("heading", { level: 3 })).toHaveCount(4);
    await kits.getByRole("link", { name: "Open the kit: Eid campaign kit" }).click();
    await expect(page).toHaveURL(/\/dashboard\/templates\?kit=eid-campaign-kit&brief=en/);
    await expect(page.getByRole("heading", { level: 1, name: "Eid campaign kit" })).toBeVisible();
    await expect(page.getByLabel("Product", { exact: true })).toHaveValue("Eid panjabi collection");

    // One price for the whole kit with the chosen model: 4 steps × 2 credits.
    await page.getByLabel("AI model").selectOption({ label: "E2E Premium — 2 credits · ৳4" });
    await expect(page.getByTestId("kit-cost-quote")).toHaveText(
      "4 steps × 2 credits (৳4) = 8 credits (৳16) for the whole kit.",
    );
    await page.getByLabel("Product", { exact: true }).fill(`Eid panjabi ${testInfo.project.name}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Run the kit" }).click();
    const steps = page.getByRole("region", { name: "Steps" });
    await expect(steps.getByText("4 of 4 steps done")).toBeVisible();
    await expect(steps.getByText("Every step was written.")).toBeVisible();
    await expect(steps.getByRole("button", { name: /^Copy / })).toHaveCount(4);
    await expect(steps.getByText("Premium copy written by the e2e provider").first()).toBeVisible();
    const file = testInfo.outputPath(`campaign-kit-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach("campaign kit", { path: file, contentType: "image/png" });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The campaign: its steps together, reached from the history too.
    await steps.getByRole("link", { name: "See the campaign in your history" }).click();
    await expect(page).toHaveURL(/\/dashboard\/templates\?campaign=/);
    const campaignUrl = page.url();
    await expect(
      page.getByRole("heading", { level: 1, name: "Campaign: Eid campaign kit" }),
    ).toBeVisible();
    await expect(page.getByText("4 of 4 steps written")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(4);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto("/dashboard/history");
    const rows = page.getByTestId("history-list").getByRole("listitem");
    await expect(rows).toHaveCount(4);
    await rows.first().getByRole("link", { name: "Campaign", exact: true }).click();
    await expect(page).toHaveURL(campaignUrl);
  });

  test("shows a free plan where to buy a pack, in Bangla", async ({
    page,
    context,
    baseURL,
    signedIn,
  }) => {
    await signedIn();
    await context.addCookies([{ name: "lang", value: "bn", url: baseURL ?? "" }]);
    await page.goto("/dashboard/templates?kit=pohela-boishakh-kit");
    await expect(
      page.getByRole("heading", { level: 1, name: "পহেলা বৈশাখ কালেকশন কিট" }),
    ).toBeVisible();
    await expect(page.getByLabel("প্রোডাক্ট", { exact: true })).toHaveValue(
      "বৈশাখী শাড়ি আর পাঞ্জাবি কালেকশন",
    );
    await expect(
      page.getByText("ক্যাম্পেইন কিট Starter Pack বা Pro Pack-এর সাথে আসে।"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "ক্রেডিট কিনুন" }).first()).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(page.getByRole("button", { name: "কিটটি চালান" })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
