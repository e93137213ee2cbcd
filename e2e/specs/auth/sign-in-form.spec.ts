import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import {
  createUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
  uniquePhoneNumber,
} from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, outbox, test } from "../../support/test.ts";

// The one spec that signs in through the real form; every other spec creates its session directly.

async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email or phone number").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in to Outsmart" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
}

test.describe("the sign-in screen", () => {
  test("has the seed's toggles and subtitles and no serious accessibility problems", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("button", { name: "Sign In", pressed: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back to Outsmart" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByRole("heading", { name: "Start your journey with Outsmart" }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("asks for an identifier and a password in the seed's words", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign in to Outsmart" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You must provide either an email or phone number and a password",
    );
  });

  test("signs up, follows the e-mailed link to the dashboard, signs out, and signs in again", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-signup");
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("First name").fill("Sadia");
    await page.getByLabel("Last name").fill("Karim");
    await page.getByLabel("Email or phone number").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toContainText(
      'It is built on "password", a common password that attackers try first.',
    );
    await page.getByLabel("Password", { exact: true }).fill("harbour-velvet-compass-81");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
    // No mail server here: the screen says where the message waits.
    await expect(page.getByRole("link", { name: "the outbox" })).toHaveAttribute(
      "href",
      "/dev/outbox",
    );
    await expect(page.getByRole("button", { name: /^Resend the link \(\d+ s\)$/ })).toBeDisabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = (await outbox(page)).find(
      (message) =>
        message.to === email && message.subject === "Confirm your e-mail address for Outsmart",
    );
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("E-mail confirmed. Welcome to Outsmart!")).toBeVisible();
    await expect(page.getByRole("button", { name: `Account menu for ${email}, SK` })).toHaveText(
      "SK",
    );
    await signOut(page);
    await signInThroughForm(page, email, "harbour-velvet-compass-81");
    await expect(page).toHaveURL("/dashboard");
  });

  test("a sign-up with an address that has an account shows the same screen, and its owner is told", async ({
    page,
    database,
  }) => {
    const owner = await createUser(database.db);
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("First name").fill("Mallory");
    await page.getByLabel("Email or phone number").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("harbour-velvet-compass-81");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(`We sent a link to ${owner.email}.`)).toBeVisible();
    const mail = (await outbox(page)).find((message) => message.to === owner.email);
    expect(mail?.subject).toBe("Someone tried to create an Outsmart account with your address");

    // "Use another address" keeps the name and password and asks for the address again.
    await page.getByRole("button", { name: "Use another address" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Mallory");
    await expect(page.getByLabel("Email or phone number")).toHaveValue("");
    await expect(page.getByLabel("Email or phone number")).toBeFocused();
  });

  test("signs up with a phone number and the SMS code", async ({ page }) => {
    const phoneNumber = uniquePhoneNumber();
    const local = phoneNumber.replace("+88", "");
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("First name").fill("Mita");
    await page.getByLabel("Email or phone number").fill(local);
    await page.getByLabel("Password", { exact: true }).fill("harbour-velvet-compass-81");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Enter the code we sent you" })).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code by SMS to ${local}.`)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const sms = (await outbox(page)).find((message) => message.to === phoneNumber);
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
    await page.getByLabel("Code from the SMS").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The code is wrong or has expired. Ask for a new one.",
    );
    await page.getByLabel("Code from the SMS").fill(code);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("Phone number confirmed. Welcome to Outsmart!")).toBeVisible();
  });

  test("gives one answer for a wrong password and an unknown account", async ({
    page,
    signedIn,
  }) => {
    const user = await signedIn();
    await page.context().clearCookies();
    await signInThroughForm(page, user.email, "not-my-password-at-all");
    await expect(page.getByRole("alert")).toHaveText(
      "The e-mail address, phone number or password is incorrect.",
    );
    await signInThroughForm(page, uniqueEmail("nobody"), "not-my-password-at-all");
    await expect(page.getByRole("alert")).toHaveText(
      "The e-mail address, phone number or password is incorrect.",
    );
  });

  test("returns to the protected page that sent the visitor to sign in", async ({
    page,
    signedIn,
  }) => {
    const user = await signedIn();
    await page.context().clearCookies();
    await page.goto("/dashboard/history");
    await expect(page).toHaveURL("/auth?redirect=%2Fdashboard%2Fhistory");
    await page.getByLabel("Email or phone number").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole("button", { name: "Sign in to Outsmart" }).click();
    await expect(page).toHaveURL("/dashboard/history");
  });

  test("resets a forgotten password through the e-mailed link", async ({ page, signedIn }) => {
    const user = await signedIn();
    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email or phone number").fill(user.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
    const mail = (await outbox(page)).find(
      (message) => message.to === user.email && message.subject?.includes("Reset"),
    );
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel("New password").fill("glacier-pepper-museum-64");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Your password has been changed")).toBeVisible();
    await signInThroughForm(page, user.email, "glacier-pepper-museum-64");
    await expect(page).toHaveURL("/dashboard");
  });

  test("two-step verification: turn on, sign in with an app code, then with a backup code that works once", async ({
    page,
    signedIn,
  }) => {
    // Five password checks with a memory-hard KDF: slower than most specs on a busy machine.
    test.setTimeout(60_000);
    const user = await signedIn();
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: "Turn on" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn on two-step verification" });
    await dialog.getByLabel("Your password").fill(DEFAULT_PASSWORD);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(
      dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }),
    ).toBeVisible();
    const key = (await dialog.locator("code").textContent()) ?? "";
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await dialog.getByLabel("Code from the app").fill(totp.generate());
    await dialog.getByRole("button", { name: "Turn on" }).click();
    const codeItems = dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(codeItems).toHaveCount(10);
    const codes = await codeItems.allTextContents();
    await dialog.getByRole("button", { name: "I have saved my codes" }).click();
    await expect(page.getByText("On", { exact: true })).toBeVisible();
    await signOut(page);

    await signInThroughForm(page, user.email, DEFAULT_PASSWORD);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/dashboard");
    await signOut(page);

    for (const attempt of ["first", "second"] as const) {
      await signInThroughForm(page, user.email, DEFAULT_PASSWORD);
      await page.getByRole("button", { name: "Use a backup code instead" }).click();
      await page.getByLabel("Backup code").fill(codes[0] ?? "");
      await page.getByRole("button", { name: "Verify" }).click();
      if (attempt === "first") {
        await expect(page).toHaveURL("/dashboard");
        await signOut(page);
      } else {
        await expect(page.getByRole("alert")).toBeVisible();
        await expect(page).toHaveURL(/\/auth/);
      }
    }
  });
});

test.describe("buying while signed out", () => {
  async function choosePackSignedOut(page: Page) {
    await page.goto("/pricing");
    await page
      .getByRole("region", { name: "Starter Pack" })
      .getByRole("button", { name: "Pay with bKash" })
      .click();
    await expect(page.getByText("Please log in to purchase credits")).toBeVisible();
    await expect(page).toHaveURL("/auth?mode=sign-up&redirect=%2Fpricing%3Fpack%3Dstarter");
    // The way to an account is the open tab, and says why.
    await expect(page.getByRole("button", { name: "Sign Up", pressed: true })).toBeVisible();
    await expect(
      page.getByText(
        "Create an account to buy the Starter Pack. Already have one? Choose Sign In.",
      ),
    ).toBeVisible();
  }

  test("a new customer signs up, confirms the e-mail and is offered to continue buying", async ({
    page,
  }) => {
    await choosePackSignedOut(page);
    const email = uniqueEmail("buyer");
    await page.getByLabel("First name").fill("Rafiq");
    await page.getByLabel("Last name").fill("Islam");
    await page.getByLabel("Email or phone number").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("harbour-velvet-compass-81");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    const mail = (await outbox(page)).find((message) => message.to === email);
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? "");
    await expect(page).toHaveURL("/pricing?pack=starter");
    await expect(page.getByText("E-mail confirmed. Welcome to Outsmart!")).toBeVisible();
    const dialog = page.getByRole("alertdialog", { name: "Continue buying Starter Pack?" });
    await expect(dialog).toBeVisible();
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const bkash = await popup;
    await expect(bkash.getByText("SANDBOX — no real money moves")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Starter Pack" }).getByRole("button", {
        name: "Processing...",
      }),
    ).toBeDisabled();
    await bkash.close();
  });

  test("a customer with an account signs in and may decline; the choice is then forgotten", async ({
    page,
    database,
  }) => {
    const user = await createUser(database.db);
    await choosePackSignedOut(page);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Sign in to buy the Starter Pack.")).toBeVisible();
    await page.getByLabel("Email or phone number").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole("button", { name: "Sign in to Outsmart" }).click();
    await expect(page).toHaveURL("/pricing?pack=starter");
    const dialog = page.getByRole("alertdialog", { name: "Continue buying Starter Pack?" });
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/pricing");
    await page.reload();
    await expect(page.getByRole("button", { name: /Account menu for/ })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
