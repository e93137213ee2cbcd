import fs from "node:fs";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

test.describe("Stable Audio (issue 14)", () => {
  test("generates with the offline writer and downloads the track despite the page's CSP, inside the dashboard shell", async ({
    page,
    signedIn,
    isMobile,
  }) => {
    const cspRefusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspRefusals.push(message.text());
    });
    await signedIn();
    await page.goto("/tools/stable-audio-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Stable Audio" })).toBeVisible();
    // The shell is there: the sidebar on a wide screen, the menu that opens it on a phone.
    if (isMobile)
      await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeVisible();
    else await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("header-plan")).toBeVisible();

    await page.getByLabel("Genre", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Mood", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Duration", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Generate Content" }).click();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result.locator("audio")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await result.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^generated-content-\d{13}\.wav$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WAVE");
    await expect(page.getByText("Content saved as audio file.")).toBeVisible();
    await expect(page.getByText("Download Failed")).toHaveCount(0);
    expect(cspRefusals).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
