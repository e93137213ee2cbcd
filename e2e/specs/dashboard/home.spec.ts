import type { Page } from "@playwright/test";
import {
  setCreditAccount,
  uniqueEmail,
  uniquePhoneNumber,
} from "../../../apps/server/src/testing/factories.ts";
import { createGeneration, words } from "../../support/generations.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/** The value of a stat card, found by its label (a dt/dd pair). */
const stat = (page: Page, label: string) =>
  page.getByTestId("dashboard-stats").locator(`dt:text-is("${label}") + dd`);

test.describe("dashboard home", () => {
  test("greets by first name, else by the e-mail prefix, else 'there'", async ({
    page,
    signedIn,
    context,
  }) => {
    await signedIn({ firstName: "Nadia" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nadia!");

    await context.clearCookies();
    const email = uniqueEmail("zara");
    await signedIn({ firstName: "", lastName: "", email });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome back, ${email.split("@")[0]}!`,
    );

    await context.clearCookies();
    await signedIn({ firstName: "", lastName: "", email: null, phoneNumber: uniquePhoneNumber() });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, there!");
  });

  test("shows a new user the seed's figures, the empty activity, quick actions and the upgrade banner", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    await expect(stat(page, "Tools Used")).toHaveText("0");
    await expect(stat(page, "Content Generated")).toHaveText("0");
    await expect(stat(page, "Time Saved")).toHaveText("0h");
    await expect(stat(page, "Success Rate")).toHaveText("100%");
    await expect(page.getByTestId("home-plan")).toHaveText("Free Plan");
    await expect(page.getByText("No activity yet - start creating!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Caption Generator" })).toHaveAttribute(
      "href",
      "/tools/ai-caption-generator",
    );
    const quick = page.getByRole("region", { name: "Quick Actions" });
    for (const [name, href] of [
      ["AI Caption Generator", "/tools/ai-caption-generator"],
      ["Blog Content Generator", "/tools/blog-content-generator"],
      ["Marketing Campaign Ideas", "/tools/campaign-idea-generator"],
      ["Creative Tools", "/tools/logo-name-generator"],
    ] as const)
      await expect(quick.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    // The Creative Tools card describes where it goes, the Logo Name Generator (issue 14).
    const creative = quick.getByRole("link", { name: /^Creative Tools/ });
    await expect(creative).toContainText("Logo Name Generator");
    await expect(creative).not.toContainText(/thumbnails|CTAs|landing pages/);
    await expect(page.getByRole("heading", { name: "Upgrade Your Plan?" })).toBeVisible();
    await page.getByRole("link", { name: "View Pricing Plans" }).click();
    await expect(page).toHaveURL("/pricing");
  });

  test("says what Time Saved and Success Rate measure, in toggletips a keyboard opens and a screen reader reads (issue 14)", async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    await page.goto("/dashboard");
    // The seed's figures stay as they are.
    await expect(stat(page, "Time Saved")).toHaveText("0h");
    await expect(stat(page, "Success Rate")).toHaveText("100%");
    for (const [label, formula] of [
      ["Time Saved", /Words in your successful generations ÷ 25 words a minute/],
      ["Success Rate", /Successful generations ÷ generations that succeeded or failed/],
    ] as const) {
      const trigger = page.getByRole("button", { name: `How ${label} is worked out` });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const tip = page.getByRole("dialog", { name: `How ${label} is worked out` });
      await expect(tip).toHaveText(formula);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(tip).toBeHidden();
      await expect(trigger).toBeFocused();
      const box = await trigger.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(24);
      expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(24);
    }
  });

  test("counts three generations of two tools (and a failure) into real figures", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    // 3 × 750 words = 2,250 words ÷ 25 a minute = 90 minutes = 1.5 h; 3 of 4 attempts succeeded.
    for (const toolSlug of ["hashtag-generator", "hashtag-generator", "email-copywriter"])
      await createGeneration(database.db, user.profileId, {
        toolSlug,
        outputContent: words(750),
        outputWords: 750,
      });
    await createGeneration(database.db, user.profileId, {
      toolSlug: "cta-generator",
      status: "failed",
      errorMessage: "The provider timed out",
    });
    await page.goto("/dashboard");
    await expect(stat(page, "Tools Used")).toHaveText("2");
    await expect(stat(page, "Content Generated")).toHaveText("3");
    await expect(stat(page, "Time Saved")).toHaveText("1.5h");
    await expect(stat(page, "Success Rate")).toHaveText("75%");
    const activity = page.getByTestId("recent-activity").getByRole("listitem");
    await expect(activity).toHaveCount(3);
    await expect(activity.first()).toContainText("Email Copywriter");
    await activity.first().getByRole("link", { name: /^View/ }).click();
    await expect(page).toHaveURL("/dashboard/history");
  });

  test("lists the last five generations with relative times that move with the clock", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    const now = Date.now();
    const minute = 60_000;
    const entries = [
      ["ai-caption-generator", 20 * 24 * 60 * minute],
      ["cta-generator", 2 * 24 * 60 * minute + 5 * minute],
      ["hashtag-generator", 3 * 60 * minute + 10 * minute],
      ["ad-headline-generator", 5 * minute + 5_000],
      ["email-copywriter", 20_000],
      ["blog-content-generator", 30 * 24 * 60 * minute],
    ] as const;
    for (const [toolSlug, ago] of entries)
      await createGeneration(database.db, user.profileId, {
        toolSlug,
        createdAt: new Date(now - ago),
      });
    await page.clock.install({ time: new Date(now) });
    await page.goto("/dashboard");
    const activity = page.getByTestId("recent-activity").getByRole("listitem");
    await expect(activity).toHaveText([
      /Email Copywriter.*Just now/,
      /Ad Headlines.*5 minutes ago/,
      /Hashtag Generator.*3 hours ago/,
      /CTA Generator.*2 days ago/,
      /Caption Generator.*20 days ago/,
    ]);
    await page.clock.fastForward("10:00");
    await expect(activity).toHaveText([
      /Email Copywriter.*10 minutes ago/,
      /Ad Headlines.*15 minutes ago/,
      /Hashtag Generator.*3 hours ago/,
      /CTA Generator.*2 days ago/,
      /Caption Generator.*20 days ago/,
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("shows a Pro user their plan and no upgrade banner", async ({
    page,
    signedIn,
    database,
  }) => {
    const user = await signedIn();
    await setCreditAccount(database.db, user.profileId, { plan: "pro", balance: 750 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("home-plan")).toHaveText("Pro Pack");
    await expect(page.getByText("No activity yet - start creating!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Upgrade Your Plan?" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Pricing Plans" })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
