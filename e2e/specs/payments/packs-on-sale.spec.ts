import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * Never sell what cannot be delivered (issue 14): a pack is on sale only while a model of its tier
 * can answer on this installation. The e2e server has one premium and one enterprise model (its
 * fake provider); an installation without providers is played by answering /api/offer as a
 * default install does (the server's own refusal is in modules/tools/offer.int.test.ts).
 */
async function asDefaultInstall(page: Page) {
  await page.route("**/api/offer", (route) =>
    route.fulfill({
      json: {
        tiers: {
          free: [{ id: "outsmart-writer", name: "Outsmart Writer (offline)" }],
          premium: [],
          enterprise: [],
        },
      },
    }),
  );
}

test.describe("packs on sale", () => {
  test("the pricing page names the models each pack's credits buy on this installation", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const starter = page.getByRole("region", { name: "Starter Pack" });
    const pro = page.getByRole("region", { name: "Pro Pack" });
    await expect(starter).toContainText("Available here: E2E Premium");
    await expect(pro).toContainText("Available here: E2E Enterprise");
    await expect(starter.getByRole("button", { name: "Pay with bKash" })).toBeEnabled();
    await expect(page.getByRole("region", { name: "Premium models" })).toContainText("E2E Premium");
    // Models whose provider is not configured here are not promised.
    await expect(page.getByRole("region", { name: "Premium models" })).not.toContainText(
      "Claude Haiku 4.5",
    );
  });

  test("with no premium or enterprise model, the packs say why and cannot be bought", async ({
    page,
  }) => {
    await asDefaultInstall(page);
    await page.goto("/pricing");
    for (const [name, tier] of [
      ["Starter Pack", "premium"],
      ["Pro Pack", "enterprise"],
    ] as const) {
      const card = page.getByRole("region", { name });
      const reason = `The ${name} is not on sale: no ${tier} model is available on this installation yet.`;
      await expect(card).toContainText(reason);
      const button = card.getByRole("button", { name: "Pay with bKash" });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
    }
    await expect(page.getByRole("region", { name: "Premium models" })).toContainText(
      "None available on this installation yet.",
    );
    await expect(page.getByRole("region", { name: "Free models" })).toContainText(
      "Outsmart Writer (offline)",
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto("/#pricing");
    const starter = page.getByRole("region", { name: "Starter Pack" });
    await expect(starter).toContainText("The Starter Pack is not on sale");
    await expect(starter.getByRole("button", { name: "Get Started" })).toBeDisabled();
    await expect(starter.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  });

  test("the tool page upsells a pack only while its models can answer", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByText("Starter Pack and Pro Pack unlock more models.")).toBeVisible();

    await page.route("**/api/models", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { models: Array<Record<string, unknown>> };
      for (const model of body.models)
        if (model.tier !== "free") Object.assign(model, { available: false });
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByLabel("AI model")).toBeEnabled();
    await expect(page.getByRole("option", { name: /^E2E Premium/ })).toHaveText(
      "E2E Premium — 2 credits · ৳4 (Starter Pack)",
    );
    await expect(page.getByText(/unlocks? more models/)).toHaveCount(0);
  });
});
