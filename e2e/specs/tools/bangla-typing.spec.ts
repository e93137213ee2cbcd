import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** Avro-style phonetic typing on the tool page's text fields (issue 15). */
test.describe("Bangla typing", () => {
  test("turns Banglish into Bangla word by word, undoes with Ctrl+Z, and is remembered per field", async ({
    page,
    signedIn,
  }, testInfo) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    const field = page.getByLabel("Target Audience", { exact: true });
    const toggle = page.getByRole("button", { name: "Type Bangla in Target Audience" });
    const other = page.getByRole("button", { name: "Type Bangla in Product Name" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    // Off: Latin stays Latin.
    await field.pressSequentially("ami ");
    await expect(field).toHaveValue("ami ");
    await field.fill("");

    // On, from the keyboard.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/Ctrl\+Z \(⌘Z\) brings back what you typed/)).toBeVisible();
    await field.pressSequentially("eid e 20% chharr, free delivery dhaka ");
    await expect(field).toHaveValue("ঈদ এ ২০% ছাড়, ফ্রি ডেলিভারি ঢাকা ");
    // The word being typed stays Latin until it is finished, the caret where the customer types.
    await field.pressSequentially("ami bangla");
    await expect(field).toHaveValue("ঈদ এ ২০% ছাড়, ফ্রি ডেলিভারি ঢাকা আমি bangla");
    await field.pressSequentially(".");
    await expect(field).toHaveValue("ঈদ এ ২০% ছাড়, ফ্রি ডেলিভারি ঢাকা আমি বাংলা.");

    // The way back: undo brings the Latin word back.
    await page.keyboard.press("Control+z");
    await expect(field).toHaveValue("ঈদ এ ২০% ছাড়, ফ্রি ডেলিভারি ঢাকা আমি bangla.");

    expect(await accessibilityViolations(page)).toEqual([]);
    const file = testInfo.outputPath(`bangla-typing-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach("bangla-typing", { path: file, contentType: "image/png" });

    // Remembered for this user and this field only.
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(other).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("sends the Bangla typed to the writer", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await page.getByRole("button", { name: "Type Bangla in Product Name" }).click();
    // The field says how it converts once the rule table has arrived.
    await expect(page.getByText(/Ctrl\+Z \(⌘Z\) brings back what you typed/)).toBeVisible();
    await page.getByLabel("Product Name", { exact: true }).pressSequentially("notun jama ");
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue("নতুন জামা ");
    await page.getByLabel("Target Audience", { exact: true }).fill("students");
    await page.getByLabel("Platform", { exact: true }).fill("Facebook");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByRole("region", { name: "Result" })).toContainText("নতুন জামা");
  });
});
