import type { BrowserContext } from "@playwright/test";
import type { DatabaseHandle } from "../../../apps/server/src/db/client.ts";
import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, signInAs, test } from "../../support/test.ts";

/** A new account signed in instead of whoever was (one browser, two people in turn). */
async function signIn(
  database: DatabaseHandle,
  context: BrowserContext,
  baseURL: string,
  options: { operator: boolean },
) {
  await context.clearCookies();
  return await signInAs(database, context, baseURL, options);
}

/**
 * The console's AI screen (issue 17): an operator saves the OpenAI-compatible provider's address
 * and key (pointing at the e2e fake provider, as the environment already does, so other specs are
 * unaffected), tests the connection, adds the model it lists as a premium model of their own, and
 * a Starter customer generates with it. Each width adds its own model and deletes it at the end.
 */
test.describe("operator console: AI providers and models", () => {
  test("save a provider key, test it, add its model as premium, and a Starter customer uses it", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const modelId = `e2e-shop-${project}`;
    const modelName = `Shop Writer ${project}`;
    await signIn(database, context, baseURL ?? "", { operator: true });

    await page.goto("/console");
    await page
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "AI models" })
      .click();
    await expect(page).toHaveURL(/\/console\/ai$/);
    const providers = page.getByRole("list", { name: "Providers" });
    const custom = providers
      .getByRole("listitem")
      .filter({ hasText: "Custom (OpenAI-compatible)" });
    // The environment configures it; the run at the other width may have saved it here already.
    await expect(custom).toContainText(/From the environment|Saved here/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Save the address and key: the key is never shown again, only its last four characters.
    await custom
      .getByLabel("CUSTOM_AI_BASE_URL")
      .fill(`http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}/v1`);
    await custom.getByLabel("CUSTOM_AI_API_KEY").fill("e2e-console-key-5678");
    await custom.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Custom (OpenAI-compatible) saved.")).toBeVisible();
    await expect(custom).toContainText("Saved here");
    await expect(custom).toContainText("Stored: …5678. Leave empty to keep it.");
    await expect(custom.getByLabel("CUSTOM_AI_API_KEY")).toHaveValue("");

    // Test it: the provider lists its models; one becomes the new model's draft.
    await custom.getByRole("button", { name: "Test connection" }).click();
    await expect(custom.getByText(/^Connected in \d+ ms\.$/)).toBeVisible();
    await custom.getByRole("button", { name: "Add fake-model as a model" }).click();
    const add = page.getByRole("region", { name: "Add a model" });
    await expect(add.getByLabel("The provider's model id")).toHaveValue("fake-model");
    await expect(add.getByLabel("Provider", { exact: true })).toHaveValue("custom");
    await add.getByLabel("Id (shown in the history)").fill(modelId);
    await add.getByLabel("Name customers see").fill(modelName);
    await add.getByLabel("Tier").selectOption("premium");
    await add.getByLabel("Credits per generation").fill("3");
    await add.getByRole("button", { name: "Add model" }).click();
    await expect(page.getByText(`${modelName} added.`)).toBeVisible();
    const row = page
      .getByRole("list", { name: "Models" })
      .getByRole("listitem")
      .filter({ hasText: modelName });
    await expect(row).toContainText("Answers now");
    await expect(row).toContainText("Added here");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("ai.png"), fullPage: true });

    // A Starter customer gets it on the tool page and generates with it.
    const customer = await signIn(database, context, baseURL ?? "", { operator: false });
    await setCreditAccount(database.db, customer.profileId, { plan: "starter", balance: 10 });
    await page.goto("/tools/ai-caption-generator");
    await page.getByLabel("AI model").selectOption({ label: `${modelName} — 3 credits · ৳6` });
    await page.getByLabel("Product Name", { exact: true }).fill("Nakshi kantha cushion");
    await page.getByLabel("Target Audience", { exact: true }).fill("Home decor lovers in Dhaka");
    await page.getByLabel("Platform", { exact: true }).fill("Facebook");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText(`Successfully generated using ${modelName}.`)).toBeVisible();

    // The operator deletes their model again.
    await signIn(database, context, baseURL ?? "", { operator: true });
    await page.goto("/console/ai");
    const added = page
      .getByRole("list", { name: "Models" })
      .getByRole("listitem")
      .filter({ hasText: modelName });
    await added.getByRole("button", { name: "Delete this model" }).click();
    await expect(page.getByText(`${modelName} deleted.`)).toBeVisible();
    await expect(added).toHaveCount(0);
  });
});
