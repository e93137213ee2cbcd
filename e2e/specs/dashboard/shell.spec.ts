import { sidebarCategories, usableTools } from "@outsmart/contracts/tool-catalogue";
import { setCreditAccount } from "../../../apps/server/src/testing/factories.ts";
import { expectShiftTabStaysBelow } from "../../support/focus.ts";
import { createManyGenerations } from "../../support/generations.ts";
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

  test("lists every usable tool, with whole names at 1280 px (issue 14)", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    for (const category of sidebarCategories) {
      const toggle = nav.getByRole("button", { name: category.name });
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    }
    const toolLinks = nav.locator('a[href^="/tools/"]');
    await expect(toolLinks).toHaveCount(usableTools().length + 3);
    await expect(toolLinks.filter({ hasNotText: "Coming Soon" })).toHaveCount(usableTools().length);
    await expect(nav.getByRole("link", { name: "Ad Primary Text" })).toHaveAttribute(
      "href",
      "/tools/ad-primary-text-generator",
    );
    await expect(nav.getByRole("link", { name: "Stable Audio" })).toHaveAttribute(
      "href",
      "/tools/stable-audio-generator",
    );
    // No name is cut: each one's text fits its box (it wraps to a second line instead).
    const clipped = await toolLinks.evaluateAll((links) =>
      links
        .map((link) => link.querySelector("span"))
        .filter((name): name is HTMLSpanElement => name !== null)
        .filter((name) => name.scrollWidth > name.clientWidth + 1)
        .map((name) => name.textContent),
    );
    expect(clipped).toEqual([]);
    await expect(nav.getByRole("link", { name: /Image Generator/ })).toContainText(
      "Image Generator",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
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
  test("Shift+Tab up a long page never leaves the focused control under the sticky header", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await createManyGenerations(database, user.profileId, {
      count: 12,
      newest: new Date(Date.now() - 60_000),
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/dashboard/history");
    const rows = page.getByTestId("history-list").getByRole("listitem");
    await expect(rows).toHaveCount(12);
    await rows
      .last()
      .getByRole("button", { name: /^Delete / })
      .focus();
    const headerBottom = await page
      .locator("header[data-shell-header]")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // Up through the rows' buttons (four or five a row).
    await expectShiftTabStaysBelow(page, headerBottom, 30);
  });

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

test.describe("skip link and toasts (issue 14)", () => {
  test("the first Tab on a tool page offers 'Skip to the form', which puts focus in the first field", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await expect(page.getByLabel("Product Name", { exact: true })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to the form" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Product Name", { exact: true })).toBeFocused();

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("toasts stay clear of the header's plan, credits and avatar, with a close button of 24 px", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/tools/ai-caption-generator");
    await page.getByLabel("Product Name", { exact: true }).fill("Shapla Organic Tea");
    await page.getByLabel("Target Audience", { exact: true }).fill("young professionals");
    await page.getByLabel("Platform", { exact: true }).fill("Instagram");
    await page.getByRole("button", { name: "Generate Content" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Content Generated!" });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    if (!toastBox) throw new Error("the toast has no box");
    for (const target of [
      page.getByTestId("header-plan"),
      page.getByTestId("header-credits"),
      page.getByRole("button", { name: /Account menu/ }),
    ]) {
      const box = await target.boundingBox();
      if (!box) throw new Error("a header item has no box");
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    const close = toast.getByRole("button", { name: "Close toast" });
    const closeBox = await close.boundingBox();
    // Rounded: layout on a 2× screen measures 23.999998.
    expect(Math.round(closeBox?.width ?? 0)).toBeGreaterThanOrEqual(24);
    expect(Math.round(closeBox?.height ?? 0)).toBeGreaterThanOrEqual(24);
    await close.click();
    await expect(toast).toBeHidden();
  });
});
