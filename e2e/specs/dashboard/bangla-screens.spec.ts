import type { Locator, Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

// Dates are shown in Bangladesh time: run the browser there.
test.use({ timezoneId: "Asia/Dhaka" });

/**
 * The tool page, the history and the profile in বাংলা (issue 15, docs/i18n.md): switched on the
 * dashboard's header, then each screen in Bangla, with Bengali digits and a Bangla date, `lang`
 * right and axe clean, at both widths.
 */

/** Words that stay as people say them (product, platform and model names, the user's own). */
const allowedLatin = new Set(
  [
    "Outsmart",
    "English",
    "Banglish",
    "Facebook",
    "Daraz",
    "Instagram",
    "LinkedIn",
    "TikTok",
    "X",
    "AI",
    "CTA",
    "A",
    "B",
    "CRM",
    "ROI",
    "SEO",
    "SMS",
    "QR",
    "Markdown",
    "Ctrl",
    "Z",
    "Starter",
    "Pro",
    "Pack",
    "Nadia",
    "Rahman",
    "NR",
    "EcoStride",
  ].map((word) => word.toLowerCase()),
);

/** Latin-script words in a region's visible text that are not names (model names are names). */
async function englishWords(page: Page, region: Locator, extra: readonly string[] = []) {
  const { models } = (await (await page.request.get("/api/models")).json()) as {
    models: Array<{ name: string }>;
  };
  const allowed = new Set([
    ...allowedLatin,
    ...extra.map((word) => word.toLowerCase()),
    ...models.flatMap((model) => model.name.toLowerCase().match(/[a-z]+/g) ?? []),
  ]);
  const text = await region.innerText();
  const words = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}

const bengaliDate =
  /[০-৯]{1,2} (জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর) [০-৯]{4}/;

test.describe("the signed-in screens in Bangla", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("a tool page, the history and the profile speak Bangla", async ({
    page,
    signedIn,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = await signedIn({ firstName: "Nadia", lastName: "Rahman", emailVerified: true });
    await page.goto("/dashboard");
    await page
      .getByRole("group", { name: "Language" })
      .getByRole("button", { name: "বাংলা" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("আবার স্বাগতম, Nadia!");

    // The tool page: names, fields, pickers, cost and Generate in Bangla.
    await page.goto("/tools/ai-caption-generator");
    const main = page.getByRole("main");
    await expect(main).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ক্যাপশন জেনারেটর");
    await expect(main.getByText("বর্তমান প্ল্যান: ফ্রি প্ল্যান")).toBeVisible();
    await expect(page.getByTestId("cost-quote")).toHaveText("ফ্রি");
    const generate = page.getByRole("button", { name: "কনটেন্ট তৈরি করুন" });
    await expect(generate).toBeEnabled();
    expect(await englishWords(page, main)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // An empty form says which fields to fill, in Bangla.
    await generate.click();
    await expect(page.getByText("কিছু ঘর খালি")).toBeVisible();
    await expect(page.getByText(/এই ঘরগুলো পূরণ করুন: প্রোডাক্টের নাম/)).toBeVisible();

    // A caption in Bangla with the offline writer.
    await page
      .getByRole("group", { name: "কপির ভাষা" })
      .getByText("বাংলা", { exact: true })
      .click();
    await page.getByLabel("প্রোডাক্টের নাম", { exact: true }).fill("শাপলা অর্গানিক চা");
    await page.getByLabel("টার্গেট অডিয়েন্স", { exact: true }).fill("ঢাকার তরুণ চাকরিজীবী");
    await page.getByLabel("প্ল্যাটফর্ম", { exact: true }).fill("Facebook");
    await generate.click();
    await expect(page.getByText("কনটেন্ট তৈরি!")).toBeVisible();
    const result = page.getByRole("region", { name: "রেজাল্ট" });
    await expect(result).toContainText("শাপলা অর্গানিক চা");
    await expect(result.getByRole("button", { name: "কপি", exact: true })).toBeVisible();
    await expect(result.getByRole("button", { name: "এডিট" })).toBeVisible();
    await expect(result).toContainText("দিয়ে তৈরি · ফ্রি জেনারেশন");
    expect(await englishWords(page, main)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    const toolShot = testInfo.outputPath(`bangla-tool-${testInfo.project.name}.png`);
    await page.screenshot({ path: toolShot, fullPage: true });
    await testInfo.attach("tool page", { path: toolShot, contentType: "image/png" });

    // The history: one generation, Bengali digits and a Bangla date.
    await page.goto("/dashboard/history");
    await expect(main).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("জেনারেশন হিস্ট্রি");
    await expect(
      page.getByTestId("history-stats").locator(`dt:text-is("মোট জেনারেশন") + dd`),
    ).toHaveText("১");
    const rows = page.getByTestId("history-list").getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("heading")).toHaveText("ক্যাপশন জেনারেটর");
    await expect(rows.first().locator("time")).toHaveText(bengaliDate);
    await expect(page.getByText("১টা দেখানো হচ্ছে")).toBeVisible();
    expect(await englishWords(page, main)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Its detail, drawn outside the page's main element, carries the language itself.
    await rows
      .first()
      .getByRole("button", { name: /ক্যাপশন জেনারেটর দেখুন$/ })
      .click();
    const detail = page.getByRole("dialog");
    await expect(detail).toHaveAttribute("lang", "bn");
    await expect(detail.getByRole("heading", { name: "ইনপুট ডেটা" })).toBeVisible();
    await expect(detail.getByRole("button", { name: "কনটেন্ট কপি করুন" })).toBeVisible();
    await expect(detail).toContainText(bengaliDate);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    const historyShot = testInfo.outputPath(`bangla-history-${testInfo.project.name}.png`);
    await page.screenshot({ path: historyShot, fullPage: true });
    await testInfo.attach("history", { path: historyShot, contentType: "image/png" });

    // The profile: overview, plan, usage and account settings.
    await page.goto("/dashboard/profile");
    await expect(main).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("প্রোফাইল");
    const overview = page.getByTestId("account-overview");
    await expect(overview).toContainText(bengaliDate);
    await expect(overview.getByText("ভেরিফাইড", { exact: true })).toBeVisible();
    await expect(page.getByTestId("current-plan")).toContainText("ফ্রি প্ল্যান");
    await expect(
      page.getByTestId("usage-statistics").locator(`dt:text-is("জেনারেশন") + dd`),
    ).toHaveText("১");
    for (const heading of ["আপনার নাম", "পাসওয়ার্ড", "টু-স্টেপ ভেরিফিকেশন", "অ্যাকাউন্ট ডিলিট"])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    const settings = page.getByRole("region", { name: "অ্যাকাউন্ট সেটিংস" });
    await expect(settings.getByText("এই ডিভাইস", { exact: true })).toBeVisible();
    for (const region of [
      overview,
      page.getByTestId("current-plan"),
      page.getByTestId("usage-statistics"),
      settings,
    ])
      // The e-mail address and the device's browser and system stay as they are.
      expect(
        await englishWords(page, region, [
          ...(user.email.match(/[A-Za-z]+/g) ?? []),
          "Chrome",
          "Linux",
        ]),
      ).toEqual([]);
    // A check of the name form, in Bangla.
    await page.getByLabel("নামের প্রথম অংশ").fill("");
    await page.getByRole("button", { name: "নাম সেভ করুন" }).click();
    await expect(page.getByText("নামের প্রথম অংশ লিখুন")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const profileShot = testInfo.outputPath(`bangla-profile-${testInfo.project.name}.png`);
    await page.screenshot({ path: profileShot, fullPage: true });
    await testInfo.attach("profile", { path: profileShot, contentType: "image/png" });
  });
});
