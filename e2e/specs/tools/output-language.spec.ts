import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** Share of the letters in `text` that are Bengali script (U+0980–U+09FF). */
function bengaliShare(text: string): number {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  const bengali = letters.filter((char) => /[\u0980-\u09FF]/u.test(char));
  return letters.length === 0 ? 0 : bengali.length / letters.length;
}

/** The output language of a text tool (issue 15): chosen, remembered, stored, shown, filtered. */
test.describe("output language", () => {
  test("writes a caption in Bangla, remembers the choice, and the history shows and filters it", async ({
    page,
    signedIn,
  }, testInfo) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    const group = page.getByRole("group", { name: "Output language" });
    await expect(group.getByRole("radio", { name: "English" })).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);

    await group.getByText("বাংলা", { exact: true }).click();
    await expect(group.getByRole("radio", { name: "বাংলা" })).toBeChecked();
    await page.getByLabel("Product Name", { exact: true }).fill("ইকোস্ট্রাইড স্নিকার্স");
    await page.getByLabel("Target Audience", { exact: true }).fill("ঢাকার তরুণ পেশাজীবী");
    await page.getByLabel("Platform", { exact: true }).fill("Facebook");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).toContainText("ইকোস্ট্রাইড স্নিকার্স");
    await expect(result.locator("[lang='bn']")).toHaveCount(1);
    const text = await result.locator("[lang='bn']").innerText();
    expect(bengaliShare(text.replaceAll("Facebook", ""))).toBeGreaterThan(0.9);
    const file = testInfo.outputPath(`output-language-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach("output-language", { path: file, contentType: "image/png" });

    // Remembered on the account: a new visit of any tool starts in Bangla.
    await page.goto("/tools/hashtag-generator");
    await expect(
      page.getByRole("group", { name: "Output language" }).getByRole("radio", { name: "বাংলা" }),
    ).toBeChecked();

    // The history says which language each generation was written in, and filters by it.
    await page.goto("/dashboard/history");
    const list = page.getByRole("region", { name: /generations/ });
    await expect(list.getByText("বাংলা", { exact: true })).toBeVisible();
    await page.getByLabel("Output language").selectOption("banglish");
    await expect(page).toHaveURL(/language=banglish/);
    await expect(page.getByText("No generations match these filters.")).toBeVisible();
    await page.getByLabel("Output language").selectOption("bn");
    await expect(list.getByText("বাংলা", { exact: true })).toBeVisible();
    // The detail marks the content with its language too.
    await list.getByRole("button", { name: /^View .*Caption Generator from/ }).click();
    const detail = page.getByRole("dialog");
    await expect(detail.locator("[lang='bn']")).toContainText("ইকোস্ট্রাইড স্নিকার্স");
    await page.keyboard.press("Escape");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
