import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { DatabaseHandle } from "../../../apps/server/src/db/client.ts";
import { contactMessages } from "../../../apps/server/src/db/schema/contact-messages.ts";
import { createUser, setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { createGeneration } from "../../support/generations.ts";
import { accessibilityViolations, expect, signInAs, test } from "../../support/test.ts";

// Dates are shown in Bangladesh time: run the browser there.
test.use({ timezoneId: "Asia/Dhaka" });

/**
 * The rest of the interface in বাংলা (issue 15, docs/i18n.md): the brand kits page, the legal and
 * contact pages and the operator console, each with `lang` right, its tab title in Bangla, no
 * English word outside the names people say as they are, and axe clean, at both widths.
 */

/** Words that stay as people say them (product, platform and provider names, abbreviations). */
const allowedLatin = new Set(
  [
    "Outsmart",
    "English",
    "Banglish",
    "Facebook",
    "Instagram",
    "TikTok",
    "Daraz",
    "bKash",
    "AI",
    "API",
    "Enterprise",
    "Free",
    "Starter",
    "Pro",
    "Pack",
    "ROI",
    "SMS",
    "IP",
    "PIN",
    "UTC",
    "OpenAI",
    "Anthropic",
    "Google",
    "Mistral",
    "Stability",
    "facebook",
    "com",
    "yourpage",
  ].map((word) => word.toLowerCase()),
);

/** Latin-script words in a region's visible text that are not names. */
async function englishWords(region: Locator, extra: readonly string[] = []) {
  const allowed = new Set([...allowedLatin, ...extra.map((word) => word.toLowerCase())]);
  const text = await region.innerText();
  const words = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}

/** The words of the installation's operator name and address (configuration, shown as it is). */
async function operatorWords(page: Page): Promise<string[]> {
  const info = (await (await page.request.get("/api/site")).json()) as {
    operatorName: string;
    contactEmail: string;
  };
  return `${info.operatorName} ${info.contactEmail}`.match(/[A-Za-z]+/g) ?? [];
}

/** Switches the signed-in interface to বাংলা from the dashboard's header. */
async function switchToBangla(page: Page) {
  await page.goto("/dashboard");
  await page
    .getByRole("group", { name: "Language" })
    .getByRole("button", { name: "বাংলা" })
    .click();
  await expect(page).toHaveTitle("ড্যাশবোর্ড · Outsmart");
}

async function shoot(
  page: Page,
  testInfo: {
    outputPath: (name: string) => string;
    project: { name: string };
    attach: (name: string, options: { path: string; contentType: string }) => Promise<void>;
  },
  name: string,
) {
  const file = testInfo.outputPath(`bangla-${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

test.describe("the rest of the interface in Bangla", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("the brand kits page speaks Bangla: states, form, checks, tones and confirmations", async ({
    page,
    signedIn,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signedIn({ firstName: "Nadia", lastName: "Rahman", emailVerified: true });
    await switchToBangla(page);

    await page.goto("/dashboard/brands");
    const main = page.getByRole("main");
    await expect(main).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ব্র্যান্ড কিট");
    await expect(page).toHaveTitle("ব্র্যান্ড কিট · Outsmart");
    await expect(page.getByRole("heading", { name: "এখনো কোনো ব্র্যান্ড কিট নেই" })).toBeVisible();
    expect(await englishWords(main)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The form, drawn outside the page's main element, carries the language itself.
    await page.getByRole("button", { name: "প্রথম ব্র্যান্ড কিট বানান" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAttribute("lang", "bn");
    await expect(dialog.getByText("সর্বোচ্চ ৮০ অক্ষর।")).toBeVisible();
    await dialog.getByRole("button", { name: "ব্র্যান্ড কিট বানান" }).click();
    await expect(dialog.getByText("ব্র্যান্ডের নাম লিখতে হবে।")).toBeVisible();
    await dialog.getByRole("button", { name: "প্রোডাক্ট বা সার্ভিস যোগ করুন" }).click();
    await expect(dialog.getByText("প্রোডাক্ট ১", { exact: true })).toBeVisible();
    expect(await englishWords(dialog)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "brand-kit-form");
    await dialog.getByLabel("ব্র্যান্ডের নাম").fill("EcoStride");
    await dialog.getByLabel("প্রোডাক্ট বা সার্ভিস", { exact: true }).fill("ট্রেইল রানার");
    await dialog.getByLabel("দাম", { exact: true }).fill("৳২,৪৫০");
    await dialog.getByText("প্রিমিয়াম", { exact: true }).click();
    await dialog.getByRole("button", { name: "ব্র্যান্ড কিট বানান" }).click();
    await expect(dialog).toBeHidden();

    const kit = page.getByRole("list", { name: "আপনার ব্র্যান্ড কিট" }).getByRole("listitem");
    await expect(kit).toHaveCount(1);
    await expect(kit.getByText("প্রিমিয়াম", { exact: true })).toBeVisible();
    await expect(kit).toContainText("ট্রেইল রানার (৳২,৪৫০)");
    expect(await englishWords(main, ["EcoStride"])).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "brand-kits");

    // Delete asks first, in Bangla.
    await kit.getByRole("button", { name: "EcoStride ডিলিট করুন" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toHaveAttribute("lang", "bn");
    await expect(confirm.getByRole("heading")).toHaveText("EcoStride ডিলিট করবেন?");
    await confirm.getByRole("button", { name: "ব্র্যান্ড কিট ডিলিট করুন" }).click();
    await expect(page.getByRole("heading", { name: "এখনো কোনো ব্র্যান্ড কিট নেই" })).toBeVisible();

    // The interface switched back: the tab's title follows at once.
    await page
      .getByRole("group", { name: "ভাষা" })
      .getByRole("button", { name: "English" })
      .click();
    await expect(page).toHaveTitle("Brand kits · Outsmart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brand kits");
  });

  test("deleting from the history is confirmed in Bangla", async ({ page, signedIn, database }) => {
    const user = await signedIn({ firstName: "Nadia", emailVerified: true });
    await createGeneration(database.db, user.profileId, { toolSlug: "cta-generator" });
    await switchToBangla(page);
    await page.goto("/dashboard/history");
    const rows = page.getByTestId("history-list").getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole("button", { name: /ডিলিট করুন$/ })
      .click();
    await page
      .getByRole("alertdialog", { name: "এই জেনারেশনটা ডিলিট করবেন?" })
      .getByRole("button", { name: "ডিলিট", exact: true })
      .click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("জেনারেশনটা ডিলিট হয়েছে");
    await expect(toast).toContainText("এটা আর আপনার হিস্ট্রি বা পরিসংখ্যানে দেখাবে না।");
    expect(await englishWords(toast)).toEqual([]);
    await expect(rows).toHaveCount(0);
  });

  test("the legal and contact pages exist in Bangla, linked from the Bangla footer, with hreflang", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto("/bn");
    const operator = await operatorWords(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "প্রাইভেসি পলিসি" }).click();
    await expect(page).toHaveURL(/\/bn\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page).toHaveTitle("প্রাইভেসি পলিসি · Outsmart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("প্রাইভেসি পলিসি");
    for (const [hreflang, href] of [
      ["en", "/privacy"],
      ["bn", "/bn/privacy"],
      ["x-default", "/privacy"],
    ] as const)
      await expect(
        page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`),
      ).toHaveAttribute("href", href);
    const main = page.getByRole("main");
    await expect(main).toContainText("কোনো বিজ্ঞাপন নেই");
    expect(await englishWords(main, operator)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "privacy");

    await page.getByRole("contentinfo").getByRole("link", { name: "ব্যবহারের শর্তাবলি" }).click();
    await expect(page).toHaveURL(/\/bn\/terms$/);
    await expect(page).toHaveTitle("ব্যবহারের শর্তাবলি · Outsmart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ব্যবহারের শর্তাবলি");
    await expect(main).toContainText("৳৫০০, ২৫০ ক্রেডিট");
    expect(await englishWords(main, operator)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "যোগাযোগ করুন" }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    await expect(page).toHaveTitle("যোগাযোগ · Outsmart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("যোগাযোগ করুন");
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      "/contact",
    );
    // The form's checks in Bangla.
    await page.getByRole("button", { name: "মেসেজ পাঠান" }).click();
    await expect(page.getByText("আপনার নাম লিখুন।")).toBeVisible();
    await page.getByLabel("ইমেইল").fill("not-an-address");
    await page.getByLabel("মেসেজ").fill("দাম?");
    await page.getByRole("button", { name: "মেসেজ পাঠান" }).click();
    await expect(page.getByText("সঠিক একটা ইমেইল ঠিকানা দিন।")).toBeVisible();
    await expect(
      page.getByText("অন্তত ১০ অক্ষর লিখুন, যাতে আমরা বুঝে সাহায্য করতে পারি।"),
    ).toBeVisible();
    expect(await englishWords(main, [...operator, "not", "an", "address"])).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "contact");

    // The switch leads to the same page in English.
    await page
      .getByRole("navigation", { name: "ভাষা" })
      .first()
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page).toHaveTitle("Contact Us · Outsmart");
  });

  test("the operator console speaks Bangla", async ({
    page,
    context,
    database,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = `bn${Date.now().toString(36)}${testInfo.project.name}`;
    const operator = await signInOperator(database, context, baseURL ?? "");
    await context.addCookies([{ name: "lang", value: "bn", url: baseURL ?? "" }]);
    const customer = await createUser(database.db, { firstName: "Sabina", lastName: tag });
    await setCreditAccount(database.db, customer.profileId, { plan: "starter", balance: 40 });
    await database.db.insert(contactMessages).values({
      name: `Karim ${tag}`,
      email: `karim.${tag}@example.com`,
      message: "ক্যাপশন টুলটা বাংলায় উত্তর দিচ্ছে না।",
    });
    // Names, addresses and the test's tag are data, shown as they are.
    const names =
      `Sabina Karim ${tag} ${customer.email ?? ""} ${operator.email ?? ""} example.com`.match(
        /[A-Za-z]+/g,
      ) ?? [];

    await page.goto(`/console?q=${tag}`);
    const main = page.getByRole("main");
    await expect(main).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("অপারেটর কনসোল");
    await expect(page).toHaveTitle("কাস্টমার · অপারেটর কনসোল · Outsmart");
    const result = page
      .getByRole("list", { name: "খোঁজার ফলাফল" })
      .getByRole("link", { name: new RegExp(`Sabina ${tag}`) });
    await expect(result).toContainText("৪০ ক্রেডিট");
    expect(await englishWords(main, names)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "console-customers");

    await result.click();
    await expect(page).toHaveTitle("কাস্টমার · অপারেটর কনসোল · Outsmart");
    await expect(page.getByRole("heading", { name: "ক্রেডিট কমান-বাড়ান" })).toBeVisible();
    // A check of the adjust form, and its confirmation, in Bangla.
    await page.getByRole("button", { name: "ক্রেডিট কমান-বাড়ান" }).click();
    await expect(page.getByText("ক্রেডিটের একটা পূর্ণ সংখ্যা দিন, যেমন 50 বা -20।")).toBeVisible();
    await page.getByLabel("ক্রেডিট", { exact: true }).fill("10");
    await page.getByLabel("কারণ").fill("ফেরত দেওয়া হলো");
    await page.getByRole("button", { name: "ক্রেডিট কমান-বাড়ান" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toHaveAttribute("lang", "bn");
    await expect(confirm.getByRole("heading")).toHaveText("১০ ক্রেডিট যোগ করবেন?");
    await confirm.getByRole("button", { name: "ক্রেডিট কমান-বাড়ান" }).click();
    // The sign-in is 20 minutes old: the password is asked again, in Bangla.
    await expect(page.getByText("নিরাপত্তার জন্য চালিয়ে যেতে আবার পাসওয়ার্ড দিন।")).toBeVisible();
    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(operator.password);
    await page.getByRole("button", { name: "কনফার্ম করে এগিয়ে যান" }).click();
    await expect(page.getByText("হয়ে গেছে। এখন ব্যালান্স ৫০ ক্রেডিট।")).toBeVisible();
    await expect(page.getByRole("list", { name: "হিসাবের এন্ট্রি" })).toContainText("সমন্বয়");
    expect(await englishWords(main, [...names, "Starter", "Pack"])).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "console-customer");

    await page
      .getByRole("navigation", { name: "অপারেটর কনসোল" })
      .getByRole("link", { name: "মেসেজ" })
      .click();
    await expect(page).toHaveTitle("মেসেজ · অপারেটর কনসোল · Outsmart");
    await expect(page.getByRole("heading", { name: `Karim ${tag}` })).toBeVisible();
    // Other tests' messages (data, some in English) share the inbox: read this one and the frame.
    expect(await englishWords(page.getByRole("region", { name: `Karim ${tag}` }), names)).toEqual(
      [],
    );
    expect(await englishWords(page.getByRole("navigation", { name: "অপারেটর কনসোল" }))).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "console-messages");

    await page
      .getByRole("navigation", { name: "অপারেটর কনসোল" })
      .getByRole("link", { name: "অডিট লগ" })
      .click();
    await expect(page).toHaveTitle("অডিট লগ · অপারেটর কনসোল · Outsmart");
    await page.getByLabel("রেকর্ড আইডি").fill(customer.id);
    await page.getByRole("button", { name: "ফিল্টার" }).click();
    await expect(page.getByRole("list", { name: "অডিট এন্ট্রি" })).toContainText(
      "ক্রেডিট বদলানো হয়েছে",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, testInfo, "console-audit");
  });
});

test.describe("Bangla copy from a model", () => {
  test("a caption in Bangla with the fake provider: it receives the Bangla language instruction", async ({
    page,
    context,
    signedIn,
    database,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await signedIn({ firstName: "Nadia", emailVerified: true });
    await setCreditAccount(database.db, user.profileId, { plan: "starter", balance: 10 });
    await context.addCookies([{ name: "lang", value: "bn", url: baseURL ?? "" }]);
    const product = `শাপলা চা ${testInfo.project.name}`;

    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByRole("main")).toHaveAttribute("lang", "bn");
    await expect(page).toHaveTitle("ক্যাপশন জেনারেটর · Outsmart");
    await page.getByLabel("AI মডেল").selectOption("e2e-premium");
    await page
      .getByRole("group", { name: "কপির ভাষা" })
      .getByText("বাংলা", { exact: true })
      .click();
    await page.getByLabel("প্রোডাক্টের নাম", { exact: true }).fill(product);
    await page.getByLabel("টার্গেট অডিয়েন্স", { exact: true }).fill("ঢাকার চা-প্রেমী");
    await page.getByLabel("প্ল্যাটফর্ম", { exact: true }).fill("Facebook");
    await page.getByRole("button", { name: "কনটেন্ট তৈরি করুন" }).click();
    await expect(page.getByText("E2E Premium দিয়ে সফলভাবে তৈরি হয়েছে।")).toBeVisible();

    // The provider was asked in Bangla: the language instruction is in the prompt it received.
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}/__requests`);
    const bodies = (await response.json()) as Array<{ messages?: Array<{ content: string }> }>;
    const prompts = bodies
      .map((body) => (body.messages ?? []).map((message) => message.content).join("\n"))
      .filter((prompt) => prompt.includes(product));
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.at(-1)).toContain(
      "Write every word of the copy in Bangla (বাংলা, Bengali script)",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** An operator signed in 20 minutes ago (docs/operator-console.md; as console.spec.ts does). */
const signInOperator = (database: DatabaseHandle, context: BrowserContext, baseURL: string) =>
  signInAs(database, context, baseURL, {
    firstName: "Operator",
    operator: true,
    sessionCreatedAt: new Date(Date.now() - 20 * 60 * 1000),
  });
