import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, outbox, test } from "../../support/test.ts";
import { createUser, uniqueEmail } from "../../../apps/server/src/testing/factories.ts";

/**
 * The auth screen and the payment result page in বাংলা (issue 15, docs/i18n.md): the auth
 * screen's own language switch, Bangla validation and server messages, the confirmation e-mail in
 * the language the visitor signed up in, and the bKash tab's last page following the choice.
 * (The sign-in itself goes through the form in sign-in-form.spec.ts only; here the e-mailed link
 * signs the new account in.)
 */

/** Latin words that may stay in Bangla copy: names, and what the visitor typed. */
const allowedLatin = new Set(["outsmart", "bkash", "saas", "english"]);

async function englishWords(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  const words = text.replace(/\S+@\S+/g, "").match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowedLatin.has(word.toLowerCase())))];
}

async function switchToBangla(page: Page) {
  await page
    .getByRole("group", { name: "Language" })
    .getByRole("button", { name: "বাংলা" })
    .click();
  await expect(
    page.getByRole("group", { name: "ভাষা" }).getByRole("button", { name: "বাংলা" }),
  ).toHaveAttribute("aria-pressed", "true");
}

test.describe("the auth screen in Bangla", () => {
  test.beforeEach(async ({ page }) => {
    // Each test runs axe and sign-up or sign-in requests (argon2): room for a busy machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("switches to বাংলা, checks the forms in Bangla, signs up, and confirms by e-mail", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("e2e-bangla");
    const password = "harbour-velvet-compass-81";
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back to Outsmart" })).toBeVisible();
    await switchToBangla(page);

    // The screen changes at once, marked as Bangla, and the visitor's choice is in the cookie.
    await expect(page.getByRole("heading", { name: "Outsmart-এ আবার স্বাগতম" })).toBeVisible();
    await expect(page.locator('[lang="bn"]').first()).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("bn");
    expect(await englishWords(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The form's own checks speak Bangla.
    await page.getByRole("button", { name: "Outsmart-এ লগ ইন করুন" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "ইমেইল বা ফোন নম্বর আর পাসওয়ার্ড, দুটোই দিতে হবে",
    );

    // Sign up: a missing name, then the server's password reasons, in Bangla.
    await page.getByRole("button", { name: "সাইন আপ" }).click();
    await expect(page.getByRole("heading", { name: "Outsmart-এর সাথে শুরু করুন" })).toBeVisible();
    await page.getByLabel("ইমেইল বা ফোন নম্বর").fill(email);
    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill("password1234");
    await page.getByRole("button", { name: "অ্যাকাউন্ট খুলুন" }).click();
    await expect(page.getByText("নামের প্রথম অংশ লিখুন")).toBeVisible();
    await page.getByLabel("নামের প্রথম অংশ").fill("Sadia");
    await page.getByRole("button", { name: "অ্যাকাউন্ট খুলুন" }).click();
    await expect(page.getByRole("alert")).toContainText("আরও শক্ত পাসওয়ার্ড দিন:");
    await expect(page.getByRole("alert")).toContainText(
      'এটা "password"-এর ওপর বানানো, একটা কমন পাসওয়ার্ড যেটা হ্যাকাররা সবার আগে ট্রাই করে।',
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
    await page.getByRole("button", { name: "অ্যাকাউন্ট খুলুন" }).click();
    await expect(page.getByRole("heading", { name: "আপনার ইমেইল দেখুন" })).toBeVisible();
    await expect(page.getByRole("link", { name: "আউটবক্স" })).toHaveAttribute("href", "/dev/outbox");
    await expect(
      page.getByRole("button", { name: /^আবার লিংক পাঠান \([০-৯]+ সে\.\)$/ }),
    ).toBeDisabled();
    expect(await englishWords(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The confirmation e-mail is in the language the visitor signed up in.
    const mail = (await outbox(page)).find((message) => message.to === email);
    expect(mail?.subject).toBe("Outsmart-এ আপনার ইমেইল কনফার্ম করুন");
    expect(mail?.text).toContain("হ্যালো Sadia,");
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("ইমেইল কনফার্ম হয়েছে। Outsmart-এ স্বাগতম!")).toBeVisible();
  });

  test("says the server's sign-in answer in Bangla", async ({ page, database }) => {
    const user = await createUser(database.db);
    await page.goto("/auth");
    await switchToBangla(page);
    await page.getByLabel("ইমেইল বা ফোন নম্বর").fill(user.email);
    await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill("not-the-password-42");
    await page.getByRole("button", { name: "Outsmart-এ লগ ইন করুন" }).click();
    await expect(page.getByRole("alert")).toHaveText("ইমেইল, ফোন নম্বর বা পাসওয়ার্ড ভুল।");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the forgot-password step and its validation are in Bangla, and the switch goes back to English", async ({
    page,
  }) => {
    await page.goto("/auth");
    await switchToBangla(page);
    await page.getByRole("button", { name: "পাসওয়ার্ড ভুলে গেছেন?" }).click();
    await expect(page.getByRole("heading", { name: "পাসওয়ার্ড রিসেট করুন" })).toBeVisible();
    await page.getByRole("button", { name: "রিসেটের নির্দেশনা পাঠান" }).click();
    await expect(page.getByText("আপনার ইমেইল বা ফোন নম্বর লিখুন")).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .getByRole("group", { name: "ভাষা" })
      .getByRole("button", { name: "English" })
      .click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page.getByText("Enter your e-mail address or phone number")).toBeVisible();
  });
});

test.describe("the payment result page in Bangla", () => {
  test("follows the lang cookie, with the Bengali font and no serious accessibility problems", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "lang", value: "bn", url: baseURL ?? "" }]);
    await page.goto(`/payments/bkash/callback?paymentId=${randomUUID()}&status=success`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { name: "এই পেমেন্ট লিংকটা সঠিক নয়।" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Outsmart-এ ফিরে যান" })).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
    // The bundled font is allowed by the page's policy and draws the Bangla.
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', "পেমেন্ট")),
    ).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("follows Accept-Language when there is no cookie", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "", locale: "bn-BD" });
    const page = await context.newPage();
    await page.goto(`/payments/bkash/callback?paymentId=${randomUUID()}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await context.close();
  });
});
