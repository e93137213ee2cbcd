import fs from "node:fs";
import { docxText, pdfTextLines } from "../../../apps/server/src/testing/exported-files.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * Export (issue 16): a Bangla caption downloaded as Word and PDF from the tool page, and as
 * Markdown from the history's detail; each file holds the text as written, Bengali intact.
 */
test.describe("export", () => {
  test("downloads a Bangla caption as .docx and .pdf from the result, and as .md from the history", async ({
    page,
    signedIn,
  }, testInfo) => {
    // A generation and three files made by the server (the first PDF loads HarfBuzz and the fonts).
    test.slow();
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    const language = page.getByRole("group", { name: "Output language" });
    await language.getByText("বাংলা", { exact: true }).click();
    await page.getByLabel("Product Name", { exact: true }).fill("ইকোস্ট্রাইড স্নিকার্স");
    await page.getByLabel("Target Audience", { exact: true }).fill("ঢাকার তরুণ পেশাজীবী");
    await page.getByLabel("Platform", { exact: true }).fill("Facebook");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    const firstHeading = (
      await result.getByRole("heading", { level: 3 }).first().innerText()
    ).trim();
    expect(firstHeading).toMatch(/[\u0980-\u09FF]/u);

    const save = async (format: string) => {
      const downloading = page.waitForEvent("download");
      await result.getByRole("button", { name: "Download" }).click();
      const menu = page.getByRole("menu", { name: "Download" });
      await expect(menu).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await menu.getByRole("menuitem", { name: format }).click();
      const download = await downloading;
      return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
    };

    const docx = await save("Word (.docx)");
    expect(docx.name).toMatch(/^generated-content-\d{13}\.docx$/u);
    await expect(page.getByText("Content saved as Word file.")).toBeVisible();
    const wordText = docxText(docx.bytes);
    expect(wordText).toContain(firstHeading);
    expect(wordText).toContain("ইকোস্ট্রাইড স্নিকার্স");

    const pdf = await save("PDF (.pdf)");
    expect(pdf.name).toMatch(/^generated-content-\d{13}\.pdf$/u);
    await expect(page.getByText("Content saved as PDF file.")).toBeVisible();
    // Kept with the test's results, to be looked at rasterised (pdftoppm) when the layout changes.
    fs.writeFileSync(testInfo.outputPath("export.pdf"), pdf.bytes);
    const pdfText = pdfTextLines(pdf.bytes).join("\n");
    expect(pdfText).toContain(firstHeading);
    expect(pdfText).toContain("ইকোস্ট্রাইড স্নিকার্স");

    await page.goto("/dashboard/history");
    await page
      .getByRole("button", { name: /^View / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("ইকোস্ট্রাইড স্নিকার্স").first()).toBeVisible();
    // The content shows (and the buttons below it settle) once its versions have loaded, which is
    // when Edit turns on: a click before then can land where Download was a moment earlier.
    await expect(dialog.getByRole("button", { name: "Edit" })).toBeEnabled();
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    await expect(page.getByRole("menu", { name: "Download" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Markdown (.md)" }).click();
    const markdown = await downloading;
    expect(markdown.suggestedFilename()).toMatch(/^generated-content-\d{13}\.md$/u);
    const written = fs.readFileSync(await markdown.path(), "utf8");
    expect(written).toMatch(/^#{2,3} /mu);
    expect(written).toContain("ইকোস্ট্রাইড স্নিকার্স");
    await expect(page.getByText("Content saved as Markdown file.")).toBeVisible();
  });
});
