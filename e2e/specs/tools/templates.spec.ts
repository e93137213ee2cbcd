import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** The campaign template library (issue 16, docs/templates.md): browse, preview, open, generate. */
test.describe("campaign templates", () => {
  test("filters by occasion, previews a brief in Bangla, opens the tool filled in and writes Bangla copy", async ({
    page,
    signedIn,
  }, testInfo) => {
    // A long walk (library, filter, preview, tool, generation) with two accessibility scans.
    test.slow();
    await signedIn();
    await page.goto("/dashboard/templates");
    await expect(page.getByRole("heading", { level: 1, name: "Campaign templates" })).toBeVisible();
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole("status")).toContainText(`${await cards.count()} templates`);

    // The occasion filter is a set of toggle buttons, kept in the address.
    const festivals = page.getByRole("button", { name: "Festivals & days" });
    await festivals.click();
    await expect(festivals).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/occasion=festivals/);
    await expect(page.getByRole("heading", { name: "11.11 sale headlines" })).toHaveCount(0);
    const eid = cards.filter({ hasText: "Eid-ul-Fitr sale captions" });
    await eid.getByText("Preview the brief").click();
    await expect(eid.locator("dl")).toContainText("Eid panjabi collection");

    // The brief in Bangla: the preview changes language, and so will the tool.
    await page.getByLabel("Brief and copy in").selectOption("bn");
    await expect(eid.locator("dl[lang='bn']")).toContainText("ঈদের পাঞ্জাবি কালেকশন");
    const file = testInfo.outputPath(`templates-${testInfo.project.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach("templates", { path: file, contentType: "image/png" });
    expect(await accessibilityViolations(page)).toEqual([]);

    await eid.getByRole("link", { name: "Use this template: Eid-ul-Fitr sale captions" }).click();
    await expect(page).toHaveURL(
      /\/tools\/ai-caption-generator\?template=eid-ul-fitr-sale&brief=bn/,
    );
    await expect(
      page.getByText(/Filled in from the template “Eid-ul-Fitr sale captions”/),
    ).toBeVisible();
    await expect(page.getByLabel("Product Name", { exact: true })).toHaveValue(
      "ঈদের পাঞ্জাবি কালেকশন",
    );
    await expect(page.getByLabel("Target Audience", { exact: true })).toHaveValue(
      "ঢাকা আর চট্টগ্রামের তরুণ",
    );
    await expect(
      page.getByRole("group", { name: "Output language" }).getByRole("radio", { name: "বাংলা" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByText("Content Generated!")).toBeVisible();
    const result = page.getByRole("region", { name: "Result" });
    await expect(result.locator("[lang='bn']")).toContainText("ঈদের পাঞ্জাবি কালেকশন");
  });

  test("speaks Bangla with a Bangla interface, and says so when a template is unknown", async ({
    page,
    context,
    baseURL,
    signedIn,
  }) => {
    await signedIn();
    await context.addCookies([{ name: "lang", value: "bn", url: baseURL ?? "" }]);
    await page.goto("/dashboard/templates");
    await expect(page.getByRole("heading", { level: 1, name: "ক্যাম্পেইন টেমপ্লেট" })).toBeVisible();
    await expect(page.getByLabel("ব্রিফ আর কপির ভাষা")).toHaveValue("bn");
    await expect(
      page.getByRole("link", { name: /^এই টেমপ্লেট ব্যবহার করুন: দারাজের প্রোডাক্ট লিস্টিং$/ }),
    ).toHaveAttribute("href", "/tools/product-description-writer?template=daraz-listing&brief=bn");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto("/tools/ai-caption-generator?template=no-such-template");
    await expect(page.getByText("টেমপ্লেটটি পাওয়া যায়নি, তাই ফর্মটি খালি রাখা হলো।")).toBeVisible();
    // The tool page speaks Bangla too: its fields carry their Bangla labels.
    await expect(page.getByLabel("প্রোডাক্টের নাম", { exact: true })).toHaveValue("");
  });
});
