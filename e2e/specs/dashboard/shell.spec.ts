import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

// The sidebar is a sheet on small screens: these run in the desktop project only (tag @desktop).
test.describe("dashboard shell on a wide screen", { tag: "@desktop" }, () => {
  test("opens only Content & Copywriting at first, toggles categories by click and keyboard, and remembers them", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    const content = nav.getByRole("button", { name: "Content & Copywriting" });
    const creative = nav.getByRole("button", { name: "Creative Tools" });
    const email = nav.getByRole("button", { name: "Email & Outreach" });
    await expect(content).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Caption Generator" })).toBeVisible();
    await expect(creative).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Thumbnail Title" })).toBeHidden();

    await creative.click();
    await expect(nav.getByRole("link", { name: "Thumbnail Title" })).toBeVisible();
    await email.focus();
    await page.keyboard.press("Enter");
    await expect(email).toHaveAttribute("aria-expanded", "true");
    await content.focus();
    await page.keyboard.press("Space");
    await expect(nav.getByRole("link", { name: "Caption Generator" })).toBeHidden();

    await page.reload();
    await expect(nav.getByRole("link", { name: "Thumbnail Title" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Email Copywriter" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Caption Generator" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Marketing Strategy" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("highlights the active route and marks the AI tools Coming Soon", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "Hashtag Generator" }).click();
    await expect(page).toHaveURL("/tools/hashtag-generator");
    const active = nav.getByRole("link", { name: "Hashtag Generator" });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(active).toHaveClass(/bg-brand-50/);
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("button", { name: "AI Tools" }).click();
    for (const name of ["Image Generator", "Video Generator", "Audio Generator"])
      await expect(nav.getByRole("link", { name: new RegExp(name) })).toContainText("Coming Soon");
    await expect(nav.getByRole("link", { name: "Caption Generator" })).not.toContainText(
      "Coming Soon",
    );
  });

  test("shows the real plan label and credit balance in the header", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await page.goto("/dashboard");
    await expect(page.getByTestId("header-plan")).toHaveText("Free Plan");
    await expect(page.getByTestId("header-credits")).toHaveText("0 credits");
    await setCreditAccount(database.db, user.profileId, { plan: "pro", balance: 1250 });
    await page.reload();
    await expect(page.getByTestId("header-plan")).toHaveText("Pro Pack");
    await expect(page.getByTestId("header-credits")).toHaveText("1,250 credits");
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("renders the stable audio tool's bare form inside the shell, so there is a way out (issue 14)", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/tools/stable-audio-generator");
    await expect(page.getByRole("heading", { level: 1, name: "Stable Audio" })).toBeVisible();
    // Bare: no tool header (plan badge, description) …
    await expect(page.getByText(/^Current Plan:/)).toHaveCount(0);
    // … but the sidebar and the header are there.
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav).toBeVisible();
    await expect(page.getByTestId("header-plan")).toBeVisible();
    await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("dashboard shell on a phone", { tag: "@phone" }, () => {
  test("opens the menu as a sheet that traps focus, closes on Escape and on the overlay, and after choosing a tool", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    const menuButton = page.getByRole("button", { name: "Open navigation menu" });
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();

    await menuButton.click();
    const sheet = page.getByRole("dialog", { name: "Navigation menu" });
    await expect(sheet).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    for (let index = 0; index < 40; index += 1) {
      await page.keyboard.press("Tab");
      expect(
        await sheet.evaluate((element) => element.contains(document.activeElement)),
        "focus stays in the menu",
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(sheet).toBeVisible();
    await page.mouse.click(350, 400); // the overlay, right of the 256 px sheet
    await expect(sheet).toBeHidden();

    await menuButton.click();
    await sheet.getByRole("link", { name: "Ad Headlines" }).click();
    await expect(page).toHaveURL("/tools/ad-headline-generator");
    await expect(sheet).toBeHidden();
    await menuButton.click();
    await expect(sheet.getByRole("link", { name: "Ad Headlines" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("keeps the plan label and balance in the header", async ({ page, signedIn }) => {
    await signedIn();
    await page.goto("/dashboard");
    await expect(page.getByTestId("header-plan")).toHaveText("Free Plan");
    await expect(page.getByTestId("header-credits")).toContainText("0");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
