import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

const note = "Top up with bKash • 1 Credit = ৳2";

test.describe("pricing page", () => {
  test("shows the three plan cards with the seed's texts", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your AI Power");
    const free = page.getByRole("region", { name: "Free Plan" });
    const starter = page.getByRole("region", { name: "Starter Pack" });
    const pro = page.getByRole("region", { name: "Pro Pack" });

    await expect(free).toContainText("৳0");
    await expect(free.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(free).not.toContainText(note);

    await expect(starter).toContainText("Most Popular");
    await expect(starter).toContainText("৳500");
    await expect(starter).toContainText("/ one-time");
    await expect(starter).toContainText("250 credits");
    await expect(starter).toContainText("Premium models");
    await expect(starter).toContainText(note);
    await expect(starter.getByRole("button", { name: "Pay with bKash" })).toBeEnabled();

    await expect(pro).not.toContainText("Most Popular");
    await expect(pro).toContainText("৳1,500");
    await expect(pro).toContainText("750 credits");
    await expect(pro).toContainText(note);
    await expect(pro.getByRole("button", { name: "Pay with bKash" })).toBeEnabled();
    await expect(page.getByText("Most Popular")).toHaveCount(1);
  });

  test("lists the AI model access levels from the registry, and the Easy Payment block", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "AI Model Access Levels" })).toBeVisible();
    const free = page.getByRole("region", { name: "Free models" });
    const premium = page.getByRole("region", { name: "Premium models" });
    const enterprise = page.getByRole("region", { name: "Enterprise models" });
    // The models available on this installation (the e2e server's fake provider serves two).
    await expect(free).toContainText("Outsmart Writer (offline)");
    await expect(premium).toContainText("Starter Pack and up");
    await expect(premium).toContainText("E2E Premium");
    await expect(enterprise).toContainText("Pro Pack only");
    await expect(enterprise).toContainText("E2E Enterprise");
    const payment = page.getByRole("region", { name: "Easy Payment" });
    await expect(payment).toContainText("Instant credit top-up");
    await expect(payment).toContainText("Secure payment");
    await expect(payment).toContainText("Help with payments");
  });

  test("a signed-out purchase asks to log in and goes to sign-up, returning to that pack", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page
      .getByRole("region", { name: "Pro Pack" })
      .getByRole("button", { name: "Pay with bKash" })
      .click();
    await expect(page.getByText("Please log in to purchase credits")).toBeVisible();
    await expect(page).toHaveURL("/auth?mode=sign-up&redirect=%2Fpricing%3Fpack%3Dpro");
  });

  test("a signed-in purchase shows Processing... on that card only", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/pricing");
    const starter = page.getByRole("region", { name: "Starter Pack" });
    const pro = page.getByRole("region", { name: "Pro Pack" });
    await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await starter.getByRole("button", { name: "Pay with bKash" }).click();
    await expect(starter.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(pro.getByRole("button", { name: "Pay with bKash" })).toBeVisible();
    await (await popup).close();
  });

  test("a signed-in user's current plan card says Current Plan", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 40 });
    await page.goto("/pricing");
    const starter = page.getByRole("region", { name: "Starter Pack" });
    await expect(starter.getByText("Current Plan")).toBeVisible();
    await expect(page.getByRole("region", { name: "Pro Pack" })).not.toContainText("Current Plan");
    await expect(
      page.getByRole("region", { name: "Free Plan" }).getByRole("button", { name: "Included" }),
    ).toBeDisabled();
    // Packs can be bought again to top up.
    await expect(starter.getByRole("button", { name: "Pay with bKash" })).toBeEnabled();
  });

  test("a signed-out visit loads no query-client, toaster, signed-in shell, icon-library or payment code", async ({
    page,
  }) => {
    const scripts: Array<{ url: string; body: string }> = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js"))
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto("/pricing", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Pay with bKash" }).first()).toBeEnabled();
    expect(scripts.length).toBeGreaterThan(5);
    for (const { url, body } of scripts) {
      expect(url).not.toMatch(
        /dashboard|\/tool-|protected|app-shell|user-menu|pricing-account|signed-in/,
      );
      expect(body, `${url} has TanStack Query`).not.toContain("No QueryClient set");
      expect(body, `${url} has Sonner`).not.toContain("data-sonner-toaster");
      expect(body, `${url} has Lucide`).not.toContain("lucide-");
      expect(body, `${url} has the payment API`).not.toContain("create-bkash-payment");
    }
  });

  test("has no serious or critical accessibility problems", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "AI Model Access Levels" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
