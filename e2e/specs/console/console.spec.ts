import type { BrowserContext } from "@playwright/test";
import type { DatabaseHandle } from "../../../apps/server/src/db/client.ts";
import { contactMessages } from "../../../apps/server/src/db/schema/contact-messages.ts";
import { createUser, setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, signInAs, test } from "../../support/test.ts";

/**
 * Signs an operator in with a session made 20 minutes ago: reading and suspending need the role
 * only, while a money action asks for the password again (the account page's 15-minute rule).
 */
const signInOperator = (database: DatabaseHandle, context: BrowserContext, baseURL: string) =>
  signInAs(database, context, baseURL, {
    firstName: "Operator",
    operator: true,
    sessionCreatedAt: new Date(Date.now() - 20 * 60 * 1000),
  });

test.describe("operator console", () => {
  test("an operator finds a customer, adjusts their credits, suspends them, handles a message and reads the audit log", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    // Four screens, each checked with axe, on a machine shared with other runs.
    test.setTimeout(90_000);
    const tag = `cw${Date.now().toString(36)}${testInfo.project.name}`;
    const operator = await signInOperator(database, context, baseURL ?? "");
    const customer = await createUser(database.db, { firstName: "Sabina", lastName: tag });
    await setCreditAccount(database.db, customer.profileId, { plan: "starter", balance: 40 });
    await database.db.insert(contactMessages).values({
      name: `Karim ${tag}`,
      email: `karim.${tag}@example.com`,
      message: "The caption tool stopped answering in Bangla.\nCan you look?",
    });

    // The user menu offers the console to an operator.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Operator console" }).click();
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();

    // Search.
    await page.getByLabel("E-mail, phone number or name").fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    const results = page.getByRole("list", { name: "Search results" });
    const result = results.getByRole("link", { name: new RegExp(`Sabina ${tag}`) });
    await expect(result).toContainText("Starter Pack");
    await expect(result).toContainText("40 credits");
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath("customers.png"), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The customer's page.
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/console/customers/${customer.id}$`));
    await expect(page.getByRole("heading", { name: `Sabina ${tag}` })).toBeVisible();
    await expect(page.locator('dt:text-is("Balance") + dd')).toHaveText("40 credits");
    await expect(page.locator('dt:text-is("Two-step verification") + dd')).toHaveText("Off");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Adjust credits: the confirmation says the new balance; the old session asks for the password.
    await page.getByLabel("Credits", { exact: true }).fill("abc");
    await page.getByLabel("Reason").fill("Goodwill for the outage");
    await page.getByRole("button", { name: "Adjust credits" }).click();
    await expect(page.getByText("Enter a whole number of credits, e.g. 50 or -20.")).toBeVisible();
    await page.getByLabel("Credits", { exact: true }).fill("25");
    await page.getByRole("button", { name: "Adjust credits" }).click();
    const confirmCredits = page.getByRole("alertdialog", { name: "Add 25 credits?" });
    await expect(confirmCredits).toContainText("The new balance will be 65 credits.");
    await confirmCredits.getByRole("button", { name: "Adjust credits" }).click();
    await expect(page.getByText("For your security, enter your password again")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel("Password", { exact: true }).fill(operator.password);
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "The balance is now 65 credits." }),
    ).toBeVisible();
    await expect(page.locator('dt:text-is("Balance") + dd')).toHaveText("65 credits");
    const ledger = page.getByRole("list", { name: "Ledger entries" });
    await expect(ledger.getByRole("listitem").first()).toContainText("Goodwill for the outage");
    await expect(ledger.getByRole("listitem").first()).toContainText("+25 → 65");
    await expect(page.getByLabel("Reason")).toHaveValue("");

    // Suspend: asks first, needs the role only.
    await page.getByRole("button", { name: "Suspend" }).click();
    const confirmSuspend = page.getByRole("alertdialog", { name: "Suspend this account?" });
    await confirmSuspend.getByRole("button", { name: "Suspend" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "The account is suspended." }),
    ).toBeVisible();
    await expect(page.getByText(/^Suspended since/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("customer.png"), fullPage: true });

    // Messages: read one and mark it handled.
    await page
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "Messages" })
      .click();
    const message = page.getByRole("region", { name: `Karim ${tag}` });
    await expect(message).toContainText("The caption tool stopped answering in Bangla.");
    await expect(message).toContainText("Not handled");
    expect(await accessibilityViolations(page)).toEqual([]);
    await message.getByRole("button", { name: "Mark handled" }).click();
    await expect(message).toContainText(/Handled \w{3} \d{2}, \d{4}/);
    await expect(message.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("messages.png"), fullPage: true });

    // The audit log: what this operator did, filtered to the customer.
    await page
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "Audit log" })
      .click();
    await page.getByLabel("Record id").fill(customer.id);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`target=${customer.id}`));
    const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(`Suspended by ${operator.email}`);
    await expect(entries.nth(0)).toContainText(/suspended: false.* → .*suspended: true/);
    await expect(entries.nth(1)).toContainText(`Adjusted credits by ${operator.email}`);
    await expect(entries.nth(1)).toContainText("balance: 40");
    await expect(entries.nth(1)).toContainText("reason: Goodwill for the outage");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel("Action").selectOption("message.handled");
    await page.getByLabel("Record id").fill("");
    await page.getByLabel("Operator's user id").fill(operator.id);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(`Marked a message handled by ${operator.email}`);
    await page.screenshot({ path: testInfo.outputPath("audit.png"), fullPage: true });
  });

  test("the customer list is shown 50 at a time, newest first", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    const tag = `pg${Date.now().toString(36)}${testInfo.project.name}`;
    await signInOperator(database, context, baseURL ?? "");
    for (let index = 0; index < 51; index += 1)
      await createUser(database.db, {
        firstName: `Client${String(index).padStart(2, "0")}`,
        lastName: tag,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
    await page.goto(`/console?q=${tag}`);
    const rows = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(`Client50 ${tag}`);
    const pages = page.getByRole("navigation", { name: "Customer pages" });
    await expect(pages.getByRole("button", { name: "Newer" })).toBeDisabled();
    await pages.getByRole("button", { name: "Older" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Client00 ${tag}`);
    await expect(pages.getByRole("button", { name: "Older" })).toBeDisabled();
    await pages.getByRole("button", { name: "Newer" }).click();
    await expect(rows).toHaveCount(50);
  });

  test("someone who is not an operator is refused", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "My History" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Operator console" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/console");
    await expect(
      page.getByText("Only an operator of this Outsmart installation can see this."),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Operator console" })).toHaveCount(0);
    // The server refuses the console's API as well.
    expect((await page.request.get("/api/console/customers")).status()).toBe(403);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
