import fs from "node:fs";
import { docxText } from "../../../apps/server/src/testing/exported-files.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

const edited = "Edited by hand: brewed fresh in Sylhet, **delivered free** in Dhaka.";
const editedClean = "Edited by hand: brewed fresh in Sylhet, delivered free in Dhaka.";

/**
 * Editing a result by hand (issue 16): the edit is saved as version 2 ("Edited by you"), and Copy,
 * Download and the history's detail use it; version 1, the original, stays one choice away.
 */
test.describe("edit a result", () => {
  test("edits a caption, copies and downloads the edit, and finds both versions in the history", async ({
    page,
    context,
    signedIn,
  }, testInfo) => {
    // A whole journey (generate, edit, copy, download, history) on a machine shared with others.
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await page.getByLabel("Product Name", { exact: true }).fill("Shapla Organic Tea");
    await page.getByLabel("Target Audience", { exact: true }).fill("Tea lovers in Dhaka");
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result.getByRole("heading", { name: /Caption 1/ })).toBeVisible();
    // On a phone the toast covers the panel's foot (and waits while the pointer is over it), and
    // a toast fading out is half transparent, which axe reads as low contrast: close it.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Content Generated!" });
    await toast.getByRole("button", { name: "Close toast" }).click();
    await expect(toast).toBeHidden();

    // Esc leaves the editor without saving, and focus returns to Edit.
    const edit = result.getByRole("button", { name: "Edit", exact: true });
    await edit.click();
    const editor = result.getByRole("textbox", { name: "Edit the result" });
    await expect(editor).toBeFocused();
    await editor.press("Escape");
    await expect(editor).toBeHidden();
    await expect(edit).toBeFocused();

    await edit.click();
    await expect(editor).toBeFocused();
    const original = await editor.inputValue();
    // The first sentence under "Caption 1" is rewritten.
    const lines = original.split("\n");
    const captionLine = lines.findIndex((line) => /Caption 1/u.test(line));
    const sentenceLine = lines.findIndex(
      (line, index) => index > captionLine && line.trim() !== "" && !line.startsWith("#"),
    );
    expect(sentenceLine).toBeGreaterThan(captionLine);
    const replaced = lines[sentenceLine] ?? "";
    lines[sentenceLine] = edited;
    await editor.fill(lines.join("\n"));
    expect(await accessibilityViolations(page)).toEqual([]);
    const editing = testInfo.outputPath(`edit-result-editor-${testInfo.project.name}.png`);
    await page.screenshot({ path: editing });
    await testInfo.attach("edit-result-editor", { path: editing, contentType: "image/png" });
    await editor.press("ControlOrMeta+Enter");

    await expect(editor).toBeHidden();
    // Announced to screen readers; focus is back on Edit.
    await expect(
      result.getByRole("status").filter({ hasText: "Saved as version 2, edited by you." }),
    ).toBeAttached();
    await expect(edit).toBeFocused();
    const picker = result.getByRole("combobox", { name: "Version" });
    await expect(picker.locator("option:checked")).toHaveText(
      /^Version 2 \(edited by you, \d\d:\d\d\)$/u,
    );
    await expect(picker.locator("option")).toHaveText(["Version 1 (original)", /^Version 2 /u]);
    await expect(result).toContainText(editedClean);
    await expect(result).not.toContainText(replaced.replaceAll("**", ""));
    expect(await accessibilityViolations(page)).toEqual([]);
    const shot = testInfo.outputPath(`edit-result-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach("edit-result", { path: shot, contentType: "image/png" });

    // Copy gives the edit, clean.
    await result.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(result.getByRole("button", { name: "Copied!", exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(editedClean);
    expect(copied).not.toContain("**");
    // So does the caption's own Copy.
    await result.getByRole("button", { name: /^Copy: Caption 1/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(editedClean);

    // Word holds the edit.
    const downloading = page.waitForEvent("download");
    await result.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: "Word (.docx)" }).click();
    const docx = docxText(fs.readFileSync(await (await downloading).path()));
    expect(docx).toContain(editedClean);

    // Version 1 is still there.
    await picker.selectOption({ label: "Version 1 (original)" });
    await expect(result).not.toContainText(editedClean);

    // The history's detail opens on the newest version, and lists both.
    await page.goto("/dashboard/history");
    await page
      .getByRole("button", { name: /^View / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    const detailPicker = dialog.getByRole("combobox", { name: "Version" });
    await expect(detailPicker.locator("option:checked")).toHaveText(/^Version 2 \(edited by you/u);
    await expect(dialog).toContainText(editedClean);
    expect(await accessibilityViolations(page)).toEqual([]);
    const detailShot = testInfo.outputPath(`edit-result-history-${testInfo.project.name}.png`);
    await page.screenshot({ path: detailShot });
    await testInfo.attach("edit-result-history", { path: detailShot, contentType: "image/png" });
    await detailPicker.selectOption({ label: "Version 1 (original)" });
    await expect(dialog).not.toContainText(editedClean);

    // A second edit from the detail: Esc cancels the edit, not the dialog.
    await dialog.getByRole("button", { name: "Edit", exact: true }).click();
    const detailEditor = dialog.getByRole("textbox", { name: "Edit the result" });
    await expect(detailEditor).toBeFocused();
    await detailEditor.press("Escape");
    await expect(detailEditor).toBeHidden();
    await expect(dialog).toBeVisible();
  });
});
