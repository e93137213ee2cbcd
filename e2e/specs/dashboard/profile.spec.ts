import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { createGeneration, words } from "../../support/generations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

test.describe("profile page", () => {
  test("shows the account overview, the real plan and usage statistics", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn({
      firstName: "Rafi",
      lastName: "Chowdhury",
      emailVerified: true,
      createdAt: new Date("2025-03-15T10:00:00Z"),
    });
    for (const toolSlug of ["hashtag-generator", "hashtag-generator", "cta-generator"])
      await createGeneration(database.db, user.profileId, {
        toolSlug,
        outputContent: words(750),
        outputWords: 750,
      });
    await page.goto("/dashboard/profile");
    const overview = page.getByTestId("account-overview");
    await expect(overview.getByRole("heading")).toHaveText("Rafi Chowdhury");
    await expect(overview).toContainText("RC");
    await expect(overview).toContainText("Member since March 2025");
    await expect(overview.getByText("Verified", { exact: true })).toBeVisible();
    await expect(overview).toContainText(user.email);
    await expect(overview).toContainText("Mar 15, 2025");

    const plan = page.getByTestId("current-plan");
    await expect(plan).toContainText("Free Plan");
    await expect(plan).toContainText("Basic AI access");
    const upgrade = plan.getByRole("link", { name: /Upgrade Plan/ });
    await expect(upgrade).toHaveAttribute("href", "/pricing");
    await expect(upgrade).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), upgrade.click()]);
    await expect(popup).toHaveURL(/\/pricing$/);
    await popup.close();

    const usage = page.getByTestId("usage-statistics");
    await expect(usage.locator('dt:text-is("Tools Used") + dd')).toHaveText("2");
    await expect(usage.locator('dt:text-is("Generations") + dd')).toHaveText("3");
    await expect(usage.locator('dt:text-is("Hours Saved") + dd')).toHaveText("1.5h");

    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Credit history" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Rafi");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("shows no Verified badge for an unverified e-mail, and a paid pack's summary", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn({ emailVerified: false });
    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 250 });
    await page.goto("/dashboard/profile");
    const overview = page.getByTestId("account-overview");
    await expect(overview).toContainText("Member since");
    await expect(overview.getByText("Verified", { exact: true })).toHaveCount(0);
    const plan = page.getByTestId("current-plan");
    await expect(plan).toContainText("Starter Pack");
    await expect(plan).toContainText("Premium models · 250 credits");
    await expect(plan).not.toContainText("Basic AI access");
    const usage = page.getByTestId("usage-statistics");
    await expect(usage.locator('dt:text-is("Hours Saved") + dd')).toHaveText("0h");
  });
});
