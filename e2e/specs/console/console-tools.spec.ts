import { toolConfigurations } from "../../../apps/server/src/modules/tools/tool-configurations.ts";
import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, signInAs, test } from "../../support/test.ts";

/** The system messages the e2e fake provider has received (its /__requests). */
async function systemPromptsSent(): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}/__requests`);
  const requests = (await response.json()) as { messages?: { role: string; content: string }[] }[];
  return requests.flatMap(
    (request) => request.messages?.filter((m) => m.role === "system").map((m) => m.content) ?? [],
  );
}

/**
 * The console's tool editor (issue 17): an operator changes a tool's system prompt, tries it with
 * the fake provider, sees a generation on the tool page use it, reads the change as a diff, rolls
 * it back, and finds both in the audit log. Each width edits its own tool (tool configurations
 * are shared by the runs at both widths) and leaves it as shipped.
 */
test.describe("operator console: tools", () => {
  test("edit a tool's prompt, try it, generate with it, see the diff and roll it back", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const slug =
      testInfo.project.name === "mobile" ? "keyword-research-assistant" : "target-audience-finder";
    const shipped = toolConfigurations.find((tool) => tool.toolSlug === slug)!;
    const marker = `Mention cash on delivery (${testInfo.project.name} ${Date.now().toString(36)}).`;
    const operator = await signInAs(database, context, baseURL ?? "", {
      firstName: "Operator",
      operator: true,
    });
    await setCreditAccount(database.db, operator.profileId, { plan: "starter", balance: 20 });

    // The list.
    await page.goto("/console");
    await page
      .getByRole("navigation", { name: "Operator console" })
      .getByRole("link", { name: "Tools" })
      .click();
    await expect(page).toHaveURL(/\/console\/tools$/);
    const list = page.getByRole("list", { name: "Tools" });
    const link = list.getByRole("link", { name: new RegExp(shipped.toolName) });
    await expect(link).toContainText("As installed · v1");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("tools.png"), fullPage: true });

    // Change the system prompt and save it as version 2.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/console/tools/${slug}$`));
    const prompt = page.getByLabel("System prompt");
    await expect(prompt).toHaveValue(shipped.systemPrompt);
    const save = page.getByRole("button", { name: "Save as a new version" });
    await expect(save).toBeDisabled();
    await prompt.fill(`${shipped.systemPrompt}\n${marker}`);
    await page.getByLabel("What changed (optional)").fill("Cash on delivery");
    await save.click();
    await expect(
      page.getByText("Saved as version 2. Every server uses it within a second."),
    ).toBeVisible();
    const versions = page.getByRole("list", { name: "Versions" });
    const version2 = versions.getByRole("listitem").filter({ hasText: "Version 2" });
    await expect(version2).toContainText("Running now");
    await expect(version2).toContainText("Cash on delivery");
    await expect(save).toBeDisabled();

    // Try it with the fake provider: the draft's prompt is what the model gets.
    const tryIt = page.getByRole("region", { name: "Try it" });
    await tryIt.getByLabel("Model").selectOption({ label: "E2E Premium" });
    for (const input of await tryIt.getByRole("textbox").all()) await input.fill("Jute bags");
    await tryIt.getByRole("button", { name: "Run it" }).click();
    await expect(tryIt.getByText("Premium copy written by the e2e provider")).toBeVisible();
    await expect(tryIt.getByText(/^e2e-premium · \d+ ms$/)).toBeVisible();
    expect((await systemPromptsSent()).some((system) => system.includes(marker))).toBe(true);

    // The diff of version 2 against version 1.
    await version2.getByRole("button", { name: "Show changes" }).click();
    await expect(version2.locator("ins")).toContainText(marker);
    await expect(version2.locator("del")).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("tool.png"), fullPage: true });

    // A generation on the tool page uses the saved prompt.
    const sentBefore = (await systemPromptsSent()).length;
    await page.goto(`/tools/${slug}`);
    await page.getByLabel("AI model").selectOption({ label: "E2E Premium — 2 credits · ৳4" });
    for (const field of shipped.inputFields)
      await page
        .getByLabel(
          field
            .split("_")
            .map((word) => word[0]!.toUpperCase() + word.slice(1))
            .join(" "),
          {
            exact: true,
          },
        )
        .fill("Jute bags from Khulna");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Successfully generated using E2E Premium.")).toBeVisible();
    const sent = (await systemPromptsSent()).slice(sentBefore);
    expect(sent.some((system) => system.includes(marker))).toBe(true);

    // Roll back to version 1: saved as version 3, the shipped prompt runs again.
    await page.goto(`/console/tools/${slug}`);
    const version1 = page
      .getByRole("list", { name: "Versions" })
      .getByRole("listitem")
      .filter({ hasText: "Version 1" });
    await version1.getByRole("button", { name: "Roll back to this version" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Roll back to version 1?" });
    await dialog.getByRole("button", { name: "Roll back" }).click();
    await expect(page.getByText("Version 1 is running again (saved as version 3).")).toBeVisible();
    await expect(page.getByLabel("System prompt")).toHaveValue(shipped.systemPrompt);
    await expect(
      page
        .getByRole("list", { name: "Versions" })
        .getByRole("listitem")
        .filter({ hasText: "Version 3" }),
    ).toContainText("Rolled back to version 1");

    // Both changes are in the audit log, by this operator.
    await page.goto(`/console/audit?target=${slug}`);
    const entries = page.getByRole("list", { name: "Audit entries" });
    await expect(entries.getByText("Changed a tool")).toBeVisible();
    await expect(entries.getByText("Rolled a tool back")).toBeVisible();
    await expect(entries.getByRole("listitem")).toHaveCount(2);
  });
});
