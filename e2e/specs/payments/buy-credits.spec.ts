import type { Page } from "@playwright/test";
import { PAYMENT_LIFETIME_MS } from "../../../apps/server/src/modules/payments/payment-decisions.ts";
import {
  insertPayment,
  updatePayment,
} from "../../../apps/server/src/modules/payments/payments.queries.ts";
import { expect, test } from "../../support/test.ts";

/** The bundled sandbox's test wallets (docs/payments.md). */
const wallets = { paying: "01770618575", insufficient: "01823074817" };

/** Clicks a pack's "Pay with bKash" on /pricing and returns the bKash tab it opens. */
async function startPurchase(page: Page, packName: "Starter Pack" | "Pro Pack"): Promise<Page> {
  await page.goto("/pricing");
  const card = page.getByRole("region", { name: packName });
  const opened = page.context().waitForEvent("page");
  await card.getByRole("button", { name: "Pay with bKash" }).click();
  await expect(card.getByRole("button", { name: "Processing..." })).toBeDisabled();
  const bkash = await opened;
  await expect(bkash.getByText("SANDBOX — no real money moves")).toBeVisible();
  return bkash;
}

async function payInSandbox(bkash: Page, wallet: string) {
  await bkash.getByLabel("Your bKash account number").fill(wallet);
  await bkash.getByRole("button", { name: "Confirm" }).click();
  await bkash.getByLabel("Verification code").fill("123456");
  await bkash.getByRole("button", { name: "Confirm" }).click();
  await bkash.getByLabel("bKash PIN").fill("12121");
  await bkash.getByRole("button", { name: "Confirm" }).click();
}

test.describe("buying credits with bKash", () => {
  // Polling every 5 s (the seed's interval) and a reload make these slower than most specs.
  test.describe.configure({ timeout: 90_000 });

  test("buys the Starter Pack in a second tab; premium models unlock and cost 2 credits", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    const bkash = await startPurchase(page, "Starter Pack");
    await payInSandbox(bkash, wallets.paying);
    await expect(bkash.getByText("Payment complete: 250 credits added.")).toBeVisible();

    await expect(page.getByText("Payment successful! Package activated.")).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForEvent("load"); // the seed reloads the page 2 s after success
    await expect(page.getByRole("region", { name: "Starter Pack" })).toContainText("Current Plan");

    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByText("Current Plan: Starter Pack")).toBeVisible();
    await page.getByLabel("AI model").selectOption({ label: "E2E Premium — 2 credits · ৳4" });
    await expect(page.getByTestId("cost-quote")).toHaveText("2 credits · ৳4");
    await page.getByLabel("Product Name", { exact: true }).fill("Shapla Organic Tea");
    await page.getByLabel("Target Audience", { exact: true }).fill("young professionals");
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Successfully generated using E2E Premium.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Result" })).toContainText(
      "2 credits used · 248 left",
    );
  });

  test("an insufficient balance in the wallet fails the payment and adds nothing", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    const bkash = await startPurchase(page, "Starter Pack");
    await payInSandbox(bkash, wallets.insufficient);
    await expect(bkash.getByText("Payment failed.")).toBeVisible();
    await expect(page.getByText("Payment failed. Please try again.")).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page
        .getByRole("region", { name: "Starter Pack" })
        .getByRole("button", { name: "Pay with bKash" }),
    ).toBeEnabled();
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByText("Current Plan: Free Plan")).toBeVisible();
  });

  test("cancelling on the bKash page ends the payment", async ({ page, signedIn }) => {
    await signedIn();
    const bkash = await startPurchase(page, "Pro Pack");
    await bkash.getByRole("button", { name: "Cancel" }).click();
    await expect(bkash.getByText("Payment cancelled.")).toBeVisible();
    await expect(page.getByText("Payment failed. Please try again.")).toBeVisible({
      timeout: 15_000,
    });
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByText("Current Plan: Free Plan")).toBeVisible();
  });

  test("a payment finished after the original tab closed is offered for verification", async ({
    context,
    page,
    signedIn,
  }) => {
    await signedIn();
    const bkash = await startPurchase(page, "Starter Pack");
    await page.close();
    await payInSandbox(bkash, wallets.paying);
    await expect(bkash.getByText("Payment complete: 250 credits added.")).toBeVisible();

    const later = await context.newPage();
    await later.goto("/dashboard");
    await expect(later.getByText("You have a pending payment. Click to verify it.")).toBeVisible();
    await later.getByRole("button", { name: "Verify Payment" }).click();
    await expect(later.getByText("Payment verified! Starter package activated.")).toBeVisible();
    await later.goto("/tools/ai-caption-generator");
    await expect(later.getByText("Current Plan: Starter Pack")).toBeVisible();
  });
});

test.describe("an abandoned payment on the profile", () => {
  test.describe.configure({ timeout: 90_000 });

  test("can be continued on bKash's page while bKash still allows it", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    const abandoned = await startPurchase(page, "Starter Pack");
    await abandoned.close();

    await page.goto("/dashboard/profile");
    const row = page.getByRole("listitem").filter({ hasText: "Starter Pack · ৳500" });
    await expect(row).toContainText("Pending");
    const opened = page.context().waitForEvent("page");
    await row.getByRole("link", { name: "Continue payment" }).click();
    const bkash = await opened;
    await payInSandbox(bkash, wallets.paying);
    await expect(bkash.getByText("Payment complete: 250 credits added.")).toBeVisible();
    await expect(page.getByText("Payment successful! Package activated.")).toBeVisible();
    await page.goto("/dashboard/profile");
    await expect(row).toContainText("Paid");
    await expect(row.getByRole("link", { name: "Continue payment" })).toHaveCount(0);
  });

  test("reads Not completed once bKash's 24 hours have passed, with nothing to continue", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    const created = new Date(Date.now() - PAYMENT_LIFETIME_MS - 60_000);
    const payment = await insertPayment(database.db, {
      profileId: user.profileId,
      packId: "pro",
      amountBdt: 1500,
      credits: 750,
      invoiceNumber: `E2E-${uniqueSuffix()}`,
      now: created,
      nextCheckAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await updatePayment(database.db, payment.id, {
      bkashPaymentId: `TR${uniqueSuffix()}`,
      bkashUrl: "http://127.0.0.1:9/never-opened",
    });

    await page.goto("/dashboard/profile");
    const row = page.getByRole("listitem").filter({ hasText: "Pro Pack · ৳1,500" });
    await expect(row).toContainText("Not completed");
    await expect(row).not.toContainText("Pending");
    await expect(row.getByRole("link", { name: "Continue payment" })).toHaveCount(0);
  });
});

function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
}
