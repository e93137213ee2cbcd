import type { Page } from "@playwright/test";
import {
  accessibilityViolations,
  conflictingClasses,
  expect,
  signInAs,
  test,
} from "../../support/test.ts";

/** Pays on the bundled sandbox's hosted page with a test wallet (docs/payments.md). */
async function payInSandbox(bkash: Page) {
  await bkash.getByLabel("Your bKash account number").fill("01770618575");
  await bkash.getByRole("button", { name: "Confirm" }).click();
  await bkash.getByLabel("Verification code").fill("123456");
  await bkash.getByRole("button", { name: "Confirm" }).click();
  await bkash.getByLabel("bKash PIN").fill("12121");
  await bkash.getByRole("button", { name: "Confirm" }).click();
}

test.describe("operator console: payments", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an operator refunds another customer's purchase through the sandbox; a second refund is refused", async ({
    page,
    signedIn,
    browser,
    database,
    baseURL,
  }, testInfo) => {
    // The customer buys the Starter Pack (৳500, 250 credits) through the bundled sandbox.
    const customer = await signedIn();
    await page.goto("/pricing");
    const card = page.getByRole("region", { name: "Starter Pack" });
    const opened = page.context().waitForEvent("page");
    await card.getByRole("button", { name: "Pay with bKash" }).click();
    const bkash = await opened;
    await payInSandbox(bkash);
    await expect(bkash.getByText("Payment complete: 250 credits added.")).toBeVisible();
    await bkash.close();

    // The operator, in a browser of their own, signed in just now (a refund needs a recent sign-in).
    const operatorContext = await browser.newContext({
      baseURL: baseURL ?? "",
      viewport: testInfo.project.use.viewport ?? null,
    });
    await signInAs(database, operatorContext, baseURL ?? "", {
      firstName: "Operator",
      operator: true,
    });
    const desk = await operatorContext.newPage();
    await desk.goto("/console");
    await desk
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "Payments" })
      .click();
    await expect(desk).toHaveURL(/\/console\/payments$/);
    await desk.getByLabel("Invoice, bKash ID or e-mail").fill(customer.email);
    await desk.getByLabel("Status").selectOption({ label: "Paid" });
    await desk.getByRole("button", { name: "Filter" }).click();
    const row = desk
      .getByRole("list", { name: "Payments" })
      .getByRole("link", { name: new RegExp(customer.email) });
    await expect(row).toContainText("Starter Pack · ৳500 · 250 credits");
    await expect(row).toContainText("Paid");
    expect(await accessibilityViolations(desk)).toEqual([]);

    // The payment's page: its bKash timeline, and the refund with its preview.
    await row.click();
    await expect(desk.getByRole("heading", { name: "bKash timeline" })).toBeVisible();
    await expect(desk.getByText(/^Execute · ok/)).toBeVisible();
    await desk.getByRole("button", { name: "Check with bKash now" }).click();
    await expect(
      desk.locator("[data-sonner-toast]").filter({ hasText: "bKash says: Completed." }),
    ).toBeVisible();
    await desk.getByLabel("Reason (bKash keeps it)").fill("Bought the wrong pack");
    await desk.getByRole("button", { name: "Refund all" }).click();
    await expect(desk.getByLabel("Amount in taka")).toHaveValue("500.00");
    await desk.getByRole("button", { name: "Refund", exact: true }).click();
    const confirm = desk.getByRole("alertdialog", { name: "Refund ৳500 through bKash?" });
    await expect(confirm).toContainText(
      "250 credits will be removed from the customer's balance of 250.",
    );
    await expect(confirm).toContainText("None of those credits has been spent.");
    expect(await accessibilityViolations(desk)).toEqual([]);
    await confirm.getByRole("button", { name: "Refund" }).click();
    await expect(
      desk.locator("[data-sonner-toast]").filter({ hasText: "Refunded." }),
    ).toBeVisible();
    await expect(desk.getByText("This payment is already fully refunded.")).toBeVisible();
    await expect(desk.getByRole("region", { name: "Refunds" })).toContainText(
      "৳500 · 250 credits taken back",
    );
    await desk.screenshot({ path: testInfo.outputPath("payment.png"), fullPage: true });
    expect(await accessibilityViolations(desk)).toEqual([]);
    expect(await conflictingClasses(desk)).toEqual([]);

    // A second refund is refused by the server, even if sent past the page.
    const paymentId = desk.url().split("/").at(-1) ?? "";
    const second = await desk.request.post(`/api/console/payments/${paymentId}/refund`, {
      headers: { origin: new URL(baseURL ?? "").origin },
      data: {
        amount: 1,
        reason: "Second try",
        requestKey: crypto.randomUUID(),
        refundedPoisha: 50_000,
      },
    });
    expect(second.status()).toBe(409);
    expect(await second.json()).toMatchObject({ error: "This payment is already fully refunded." });
    await operatorContext.close();

    // The customer sees it: the payment is refunded and the credits are gone from the ledger.
    await page.goto("/dashboard/profile");
    const payment = page.getByRole("listitem").filter({ hasText: "Starter Pack · ৳500" });
    await expect(payment).toContainText("Refunded");
    await expect(page.getByText(/Starter Pack refunded: ৳500/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
