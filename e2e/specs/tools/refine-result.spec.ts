import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** The bodies of the requests the e2e fake provider has received (its /__requests). */
async function providerRequests() {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}/__requests`);
  return (await response.json()) as { messages?: { role: string; content: string }[] }[];
}

/**
 * Refining a result (issue 16, ADR 0078): Shorter with the generation's model (the cost quoted
 * first, charged, the model asked with the refine prompt), Translate with the offline writer, then
 * the versions list and Copy of a chosen version.
 */
test.describe("refine a result", () => {
  test("Shorter with the fake provider, Translate with the offline writer, then copy a version", async ({
    page,
    context,
    signedIn,
    database,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await signedIn();
    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 10 });
    const product = `Shapla Tea ${testInfo.project.name}`;

    await page.goto("/tools/ai-caption-generator");
    await page.getByLabel("AI model").selectOption({ label: "E2E Premium — 2 credits · ৳4" });
    await page.getByLabel("Product Name", { exact: true }).fill(product);
    await page.getByLabel("Target Audience", { exact: true }).fill("Tea lovers in Dhaka");
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Successfully generated using E2E Premium.")).toBeVisible();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Content Generated!" });
    // The toast covers the panel's foot on a phone: close it (it may close itself first on a busy machine).
    await toast
      .getByRole("button", { name: "Close toast" })
      .click({ timeout: 5_000 })
      .catch(() => {});
    await expect(toast).toBeHidden();

    const result = page.getByRole("region", { name: "Result", exact: true });
    const bar = result.getByRole("region", { name: "Refine", exact: true });
    // The cost of one change is quoted before any is pressed: the generation's model, 2 credits.
    const quote = bar.getByTestId("refine-cost-quote");
    await expect(quote).toHaveText("Each change costs 2 credits (৳4). Balance: 8 credits.");
    await expect(bar.getByLabel("Model for changes")).toHaveValue("e2e-premium");
    const shorter = bar.getByRole("button", { name: "Shorter", exact: true });
    // The quote is each button's description, so a screen reader hears it with the button.
    await expect(shorter).toHaveAccessibleDescription(
      "Each change costs 2 credits (৳4). Balance: 8 credits.",
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await shorter.click();
    await expect(
      bar.getByRole("status").filter({ hasText: "Saved as version 2: Shorter." }),
    ).toBeAttached();
    const picker = result.getByRole("combobox", { name: "Version" });
    await expect(picker.locator("option:checked")).toHaveText(
      /^Version 2 \(Shorter, \d\d:\d\d\)$/u,
    );
    await expect(quote).toHaveText("Each change costs 2 credits (৳4). Balance: 6 credits.");
    // The fake provider was asked to shorten the text shown.
    const refinePrompts = (await providerRequests())
      .map((body) => body.messages?.find((message) => message.role === "user")?.content ?? "")
      .filter((content) => content.includes("Make it shorter"));
    expect(refinePrompts.length).toBeGreaterThan(0);
    expect(refinePrompts.at(-1)).toContain("## Copy\n## Launch copy");

    // Translate with the offline writer: free on a paid plan, written in বাংলা from the brief.
    await bar.getByLabel("Model for changes").selectOption({ label: "Outsmart Writer (offline)" });
    await expect(quote).toHaveText("Each change is free. Free models are unlimited on your plan.");
    await bar.getByRole("button", { name: "Translate to বাংলা" }).click();
    await expect(
      bar.getByRole("status").filter({ hasText: "Saved as version 3: Translate to বাংলা." }),
    ).toBeAttached();
    await expect(picker.locator("option")).toHaveText([
      "Version 1 (original)",
      /^Version 2 \(Shorter, /u,
      /^Version 3 \(Translated to বাংলা, /u,
    ]);
    await expect(result).toContainText(product);
    // The version shown is in বাংলা now, so Translate goes back to English.
    await expect(bar.getByRole("button", { name: "Translate to English" })).toBeVisible();
    await expect(
      result
        .locator("h2, h3")
        .filter({ hasText: /[\u0980-\u09FF]{3}/u })
        .first(),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const shot = testInfo.outputPath(`refine-result-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach("refine-result", { path: shot, contentType: "image/png" });

    // Copy the version chosen from the list.
    await picker.selectOption({
      label: (await picker.locator("option").nth(1).textContent()) ?? "",
    });
    await expect(picker.locator("option:checked")).toHaveText(/^Version 2 \(Shorter, /u);
    await expect(bar.getByRole("button", { name: "Translate to বাংলা" })).toBeVisible();
    await result.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(result.getByRole("button", { name: "Copied!", exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Premium copy written by the e2e provider");
    expect(copied).not.toMatch(/[\u0980-\u09FF]/u);

    // The history's detail lists the refine versions and has the bar too.
    await page.goto("/dashboard/history");
    await page
      .getByRole("button", { name: /^View / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    const detailPicker = dialog.getByRole("combobox", { name: "Version" });
    await expect(detailPicker.locator("option:checked")).toHaveText(
      /^Version 3 \(Translated to বাংলা/u,
    );
    await expect(dialog.getByRole("region", { name: "Refine", exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
