import fs from "node:fs";
import { fieldLabel } from "@outsmart/contracts/tool-fields";
import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { toolConfigurations } from "../../../apps/server/src/modules/tools/tool-configurations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

const caption = {
  "Product Name": "Shapla Organic Tea",
  "Target Audience": "young professionals in Dhaka",
  Platform: "Instagram",
};

test.describe("the generic tool page", () => {
  test("every working tool renders its name and one control per configured field", async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(180_000);
    await signedIn();
    for (const tool of toolConfigurations) {
      await page.goto(`/tools/${tool.toolSlug}`);
      await expect(page.getByRole("heading", { level: 1, name: tool.toolName })).toBeVisible();
      for (const field of tool.inputFields) {
        await expect(
          page.getByLabel(fieldLabel(field), { exact: true }),
          `${tool.toolSlug}: ${field}`,
        ).toBeVisible();
      }
      await expect(page.getByRole("button", { name: "Generate Content" })).toBeEnabled();
    }
  });

  test("generates with the offline writer, then copies and downloads the result", async ({
    page,
    context,
    signedIn,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn({ firstName: "Nadia" });
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByText("Current Plan: Free Plan")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Caption Generator" })).toBeVisible();
    await page.getByLabel("Product Name", { exact: true }).fill(caption["Product Name"]);
    await page.getByLabel("Target Audience", { exact: true }).fill(caption["Target Audience"]);
    await page.getByLabel("Platform", { exact: true }).fill(caption.Platform);
    await page.getByRole("button", { name: "Generate Content" }).click();

    await expect(page.getByText("Content Generated!")).toBeVisible();
    await expect(page.getByText(/Successfully generated using .+\./)).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("Shapla Organic Tea");
    await expect(result.getByRole("heading", { name: /Caption 1/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate Content" })).toBeEnabled();

    await result.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByText("Content copied to clipboard.")).toBeVisible();
    await expect(result.getByRole("button", { name: "Copied!", exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Shapla Organic Tea");
    // Clean text: no Markdown marks (issue 14).
    expect(copied).not.toMatch(/^#{1,6} /mu);
    expect(copied).not.toContain("**");
    expect(copied).toMatch(/^Caption 1 — /mu);
    // The copied state lasts 2 s, then the button reads "Copy" again.
    await expect(result.getByRole("button", { name: "Copy", exact: true })).toBeVisible({
      timeout: 4000,
    });

    const downloading = page.waitForEvent("download");
    await result.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: "Plain text (.txt)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^generated-content-\d{13}\.txt$/);
    expect(fs.readFileSync(await download.path(), "utf8")).toBe(copied);
    await expect(page.getByText("Content saved as text file.")).toBeVisible();

    // Each caption has its own Copy button, which copies that caption alone, clean (ADR 0048).
    const partButtons = result.getByRole("button", { name: /^Copy: Caption \d/ });
    await expect(partButtons).toHaveCount(3);
    const captionTwo = result.getByRole("button", { name: /^Copy: Caption 2/ });
    await captionTwo.scrollIntoViewIfNeeded();
    await captionTwo.click();
    await expect(result.getByRole("button", { name: /^Copied: Caption 2/ })).toBeVisible();
    const second = await page.evaluate(() => navigator.clipboard.readText());
    expect(second).toMatch(/^Caption 2 — /u);
    expect(second).not.toContain("Caption 1");
    expect(second).not.toContain("Caption 3");
    expect(second).not.toContain("##");
    expect(second).toMatch(/#\w+/u); // its hashtags stay
    expect(copied).toContain(second);

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("premium models are locked on the free plan and cost 2 credits on the Starter Pack", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await page.goto("/tools/ai-caption-generator");
    const premium = page.getByRole("option", { name: /^E2E Premium/ });
    await expect(premium).toHaveText("E2E Premium — 2 credits · ৳4 (Starter Pack)");
    await expect(premium).toBeDisabled();

    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 10 });
    await page.reload();
    await expect(page.getByText("Current Plan: Starter Pack")).toBeVisible();
    await page.getByLabel("AI model").selectOption({ label: "E2E Premium — 2 credits · ৳4" });
    await expect(page.getByTestId("cost-quote")).toHaveText("2 credits · ৳4");
    for (const [label, value] of Object.entries(caption))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Successfully generated using E2E Premium.")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("Premium copy written by the e2e provider");
    await expect(result).toContainText("2 credits used · 8 left");
  });

  test("an empty form lists the missing fields and marks them", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await page.getByLabel("Product Name", { exact: true }).fill("Shapla Organic Tea");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Missing Fields")).toBeVisible();
    await expect(
      page.getByText("Please fill in all required fields: Target Audience, Platform"),
    ).toBeVisible();
    await expect(page.getByLabel("Target Audience", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByLabel("Target Audience", { exact: true })).toBeFocused();
    await expect(page.getByRole("region", { name: "Result" })).toHaveCount(0);
    // Filling in takes the toast away (on a phone it sat over Generate); the fields keep theirs.
    // (Gone well before its 5 s would have run out on their own.)
    await page.keyboard.type("Young professionals in Dhaka");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 2_500 });
    await expect(page.getByLabel("Platform", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByRole("region", { name: "Result" })).toContainText("Shapla Organic Tea");
  });

  test("the three Coming Soon tools say they are under development", async ({ page, signedIn }) => {
    await signedIn();
    for (const [slug, name] of [
      ["ai-image-generator", "Image Generator"],
      ["ai-video-generator", "Video Generator"],
      ["ai-audio-generator", "Audio Generator"],
    ] as const) {
      await page.goto(`/tools/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText("This AI tool is currently under development.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Generate Content" })).toHaveCount(0);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("an unknown tool slug shows Tool Not Found", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/tools/no-such-tool");
    await expect(page.getByRole("heading", { name: "Tool Not Found" })).toBeVisible();
    await expect(page.getByText("No configuration found for tool: no-such-tool")).toBeVisible();
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });
});
