import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { payments } from "../../../apps/server/src/db/schema/payments.ts";
import { e2eDataDir } from "../../support/database.ts";
import { accessibilityViolations, expect, signInAs, test } from "../../support/test.ts";

const operatorCommand = path.resolve(
  import.meta.dirname,
  "../../../apps/server/src/cli/operator-role.ts",
);

/** "৳1,20,500" → 120500. */
const taka = (text: string) => Number(text.replace(/[^\d]/g, ""));

/**
 * The console's overview (issue 17): a purchase another customer made today shows in the revenue
 * and packs figures; the periods switch between days, weeks and months; every chart's figures are
 * also a table. Other tests buy packs at the same time, so the figures are checked as at least.
 */
test.describe("operator console: overview", () => {
  test("an operator granted on the command line sees today's purchase by another customer, by day, week and month, with tables", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await signInAs(database, context, baseURL ?? "", {});
    await context.clearCookies();
    await database.db.insert(payments).values({
      profileId: customer.profileId,
      accountRef: customer.profileId,
      packId: "pro",
      amountBdt: 1500,
      credits: 750,
      invoiceNumber: crypto.randomUUID(),
      status: "success",
      completedAt: new Date(),
    });
    // The first operator is made on the command line, on the server's own data folder.
    const owner = await signInAs(database, context, baseURL ?? "", { firstName: "Owner" });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [operatorCommand, "grant", owner.email],
      { env: { ...process.env, DATA_DIR: e2eDataDir(), NODE_ENV: "development" } },
    );
    expect(stdout).toContain(`${owner.email} is now an operator`);

    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Operator console" }).click();
    await page
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect(page).toHaveURL(/\/console\/overview$/);
    await expect(page).toHaveTitle("Overview · Operator console · Outsmart");
    const revenue = page.locator('dt:text-is("Revenue") + dd');
    await expect(revenue).toHaveText(/^৳/);
    expect(taka((await revenue.textContent()) ?? "")).toBeGreaterThanOrEqual(1500);
    expect(
      Number(
        (await page.locator('dt:text-is("Packs sold") + dd').textContent())?.replace(/\D/g, ""),
      ),
    ).toBeGreaterThanOrEqual(1);

    // The revenue chart's figures as a table: today's row has the purchase in it.
    const revenueCard = page.getByRole("region", { name: "Revenue and refunds (৳)" });
    await revenueCard.getByText("The figures as a table").click();
    const table = page.getByRole("table", { name: "Revenue and refunds (৳)" });
    await expect(table.getByRole("row")).toHaveCount(31);
    const todayRevenue = table.getByRole("row").last().getByRole("cell").first();
    expect(taka((await todayRevenue.textContent()) ?? "")).toBeGreaterThanOrEqual(1500);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("overview.png"), fullPage: true });

    // By month: twelve periods, the last one with this month's purchases.
    const periods = page.getByRole("group", { name: "Show by" });
    await periods.getByRole("button", { name: "Month" }).click();
    await expect(page).toHaveURL(/\?unit=month$/);
    await expect(periods.getByRole("button", { name: "Month" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("The last 12 months", { exact: false })).toBeVisible();
    expect(taka((await revenue.textContent()) ?? "")).toBeGreaterThanOrEqual(1500);
    await periods.getByRole("button", { name: "Week" }).click();
    await expect(page).toHaveURL(/\?unit=week$/);
    await expect(page.getByText("The last 12 weeks", { exact: false })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
