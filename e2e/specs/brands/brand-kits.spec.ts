import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * Brand kits (issue 16): kept at /dashboard/brands, chosen on a tool page, written for by the
 * offline writer, and shown and filtered in the history.
 */
test.describe("brand kits", () => {
  test("create a kit, generate a caption with it, and find the kit in the history", async ({
    page,
    signedIn,
  }, testInfo) => {
    // One walk through four screens and a generation, with axe checks on each.
    test.setTimeout(90_000);
    await signedIn();
    await page.goto("/dashboard/brands");
    await expect(page.getByRole("heading", { name: "Brand kits", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No brand kits yet" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Create: the form says what is wrong before anything is sent.
    await page.getByRole("button", { name: "Create your first brand kit" }).click();
    const dialog = page.getByRole("dialog", { name: "New brand kit" });
    await dialog.getByRole("button", { name: "Create brand kit" }).click();
    await expect(dialog.getByText("Brand name is required.")).toBeVisible();
    await expect(dialog.getByLabel("Brand name")).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel("Brand name").fill("Nakshi Threads");
    await dialog.getByRole("button", { name: "Add a product or service" }).click();
    await dialog.getByLabel("Product or service").fill("Jamdani saree");
    await dialog.getByLabel("Price").fill("৳8,500");
    await dialog.getByLabel("Offer").fill("Free delivery in Dhaka");
    await dialog.getByLabel("What makes it different").fill("Hand-woven in Narayanganj");
    await dialog.getByLabel("Audience").fill("Women in Dhaka shopping for Eid");
    await dialog.getByText("Premium", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "Premium" })).toBeChecked();
    await dialog.getByLabel("Words and phrases to avoid").fill("cheap\nperfect");
    await dialog.getByLabel("Page or shop it sells on").fill("facebook.com/nakshithreads");
    await dialog.getByRole("button", { name: "Create brand kit" }).click();
    await expect(dialog).toBeHidden();
    const kits = page.getByRole("list", { name: "Your brand kits" });
    await expect(kits.getByRole("heading", { name: "Nakshi Threads" })).toBeVisible();
    await expect(kits).toContainText("Jamdani saree (৳8,500)");
    await expect(
      page.getByRole("status").filter({ hasText: "Nakshi Threads created." }),
    ).toBeAttached();

    // Duplicate, then delete the copy after confirming.
    await page.getByRole("button", { name: "Duplicate Nakshi Threads" }).click();
    await expect(kits.getByRole("heading", { name: "Nakshi Threads (copy)" })).toBeVisible();
    await page.getByRole("button", { name: "Delete Nakshi Threads (copy)" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Nakshi Threads (copy)?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete brand kit" }).click();
    await expect(confirm).toBeHidden();
    await expect(kits.getByRole("heading", { name: "Nakshi Threads (copy)" })).toBeHidden();
    await expect(kits.getByRole("listitem")).toHaveCount(1);

    // Edit keeps the rest of the kit.
    await page.getByRole("button", { name: "Edit Nakshi Threads" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Nakshi Threads" });
    await expect(editor.getByLabel("Price")).toHaveValue("৳8,500");
    await editor.getByLabel("More about the tone").fill("Calm, graceful, no exclamation marks.");
    await editor.getByText("Banglish", { exact: true }).click();
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor).toBeHidden();
    expect(await accessibilityViolations(page)).toEqual([]);
    const shot = testInfo.outputPath(`brand-kits-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach("brand-kits", { path: shot, contentType: "image/png" });

    // Generate a caption with the kit (the offline writer): product and audience are left to it.
    await page.goto("/tools/ai-caption-generator");
    const picker = page.getByLabel("Brand kit");
    await expect(picker).toBeEnabled();
    await picker.selectOption({ label: "Nakshi Threads" });
    // Choosing the kit switches to its default language.
    await expect(
      page.getByRole("group", { name: "Output language" }).getByRole("radio", { name: "Banglish" }),
    ).toBeChecked();
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("Nakshi Threads");
    await expect(result).toContainText("৳8,500");
    await expect(result).toContainText("Hand-woven in Narayanganj");
    const written = (await result.innerText()).toLowerCase();
    expect(written).not.toContain("cheap");
    expect(written).not.toContain("perfect");
    expect(await accessibilityViolations(page)).toEqual([]);

    // The choice is remembered on the next tool.
    await page.goto("/tools/hashtag-generator");
    await expect(page.getByLabel("Brand kit")).toHaveValue(/[0-9a-f-]{36}/);
    await expect(page.getByLabel("Brand kit").locator("option:checked")).toHaveText(
      "Nakshi Threads",
    );

    // The history names the kit and filters by it.
    await page.goto("/dashboard/history");
    const list = page.getByRole("region", { name: /generations/ });
    await expect(list.getByRole("listitem").first()).toContainText("Brand kit: Nakshi Threads");
    await page.getByLabel("Brand kit").selectOption({ label: "Nakshi Threads" });
    await expect(page).toHaveURL(/brand_kit=[0-9a-f-]{36}/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText("Brand kit: Nakshi Threads");
    await list.getByRole("button", { name: /^View .*Caption Generator from/ }).click();
    await expect(page.getByRole("dialog")).toContainText("Brand kit");
    await page.keyboard.press("Escape");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("says so when the kits cannot be loaded", async ({ page, signedIn }) => {
    await signedIn();
    await page.route("**/api/brand-kits", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "Server down.", code: "INTERNAL" }),
      }),
    );
    await page.goto("/dashboard/brands");
    await expect(page.getByRole("alert")).toContainText("Server down.");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
