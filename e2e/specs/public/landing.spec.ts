import type { Page } from "@playwright/test";
import { expectShiftTabStaysBelow } from "../../support/focus.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

const sections = [
  { id: "features", link: "Features", heading: "Your AI Marketing Team" },
  { id: "whofor", link: "Use Cases", heading: "Built for Modern Marketers" },
  { id: "pricing", link: "Pricing", heading: "Simple, Honest Pricing" },
  { id: "faq", link: "FAQ", heading: "Frequently Asked Questions" },
] as const;

const HEADER_HEIGHT = 64;

/** The section heading comes to rest just below the fixed header, not under it (smooth scrolling). */
async function expectScrolledTo(page: Page, heading: string) {
  const target = page.getByRole("heading", { level: 2, name: heading });
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? -1, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(HEADER_HEIGHT);
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? 9999, { timeout: 10_000 })
    .toBeLessThan(HEADER_HEIGHT + 200);
  await expect(target).toBeInViewport();
  expect((await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(HEADER_HEIGHT);
}

test.describe("landing page", () => {
  test("Shift+Tab up from the footer never leaves the focused control under the fixed header", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    await expectShiftTabStaysBelow(page, HEADER_HEIGHT, 40);
  });

  test("the header's anchors (or the mobile menu's) scroll to each section", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    for (const section of sections) {
      await page.evaluate(() => window.scrollTo(0, 0));
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("navigation", { name: "Mobile" })
          .getByRole("link", { name: section.link, exact: true })
          .click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      } else {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: section.link, exact: true })
          .click();
      }
      await expect(page).toHaveURL(`/#${section.id}`);
      await expectScrolledTo(page, section.heading);
    }
  });

  test("the mobile menu shows the anchors plus Login and closes on Escape and on a choice", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    if (!isMobile) {
      await expect(toggle).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      return;
    }
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link")).toHaveText([
      "Features",
      "Use Cases",
      "Pricing",
      "FAQ",
      "Login",
      "Start for Free",
    ]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await menu.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/auth");
  });

  test("the hero, the platform strip, the features and the audiences are there", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Don't Just Run Ads. Outsmart the Competition.",
    );
    await expect(
      page.getByText(/high-ROI launch campaign for our eco-friendly sneakers/).first(),
    ).toBeAttached();
    await expect(page.getByText("TikTok", { exact: true })).toBeVisible();
    for (const title of [
      "Campaign Engine",
      "Predictive Analytics",
      "One Dashboard",
      "Creative Intelligence",
      "E-commerce Brands",
      "Marketing Agencies",
      "SaaS Companies",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeAttached();
    }
    await page.getByRole("link", { name: "Start Winning" }).click();
    await expect(page).toHaveURL("/auth");
  });

  test("the ROI slider shows the spend and 25% savings, by pointer and by keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const slider = page.getByRole("slider", { name: "Your monthly ad spend" });
    const spend = page.getByTestId("roi-spend");
    const savings = page.getByTestId("roi-savings");
    await slider.scrollIntoViewIfNeeded();

    for (const [value, shown, saved] of [
      ["500", "৳500", "৳125"],
      ["10000", "৳10,000", "৳2,500"],
      ["50000", "৳50,000", "৳12,500"],
    ] as const) {
      await slider.fill(value);
      await expect(spend).toHaveText(shown);
      await expect(savings).toHaveText(saved);
    }

    await slider.focus();
    await page.keyboard.press("Home");
    await expect(spend).toHaveText("৳500");
    await expect(savings).toHaveText("৳125");
    await expect(slider).toHaveAttribute("aria-valuetext", "৳500");
    for (let step = 0; step < 19; step += 1) await page.keyboard.press("ArrowRight");
    await expect(spend).toHaveText("৳10,000");
    await expect(savings).toHaveText("৳2,500");
    await page.keyboard.press("End");
    await expect(spend).toHaveText("৳50,000");
    await expect(savings).toHaveText("৳12,500");
    await page.keyboard.press("ArrowLeft");
    await expect(spend).toHaveText("৳49,500");
    await expect(savings).toHaveText("৳12,375");
  });

  test("pricing shows Starter Pack, Pro Pack and Enterprise from the plan catalogue", async ({
    page,
  }) => {
    await page.goto("/#pricing");
    const starter = page.getByRole("region", { name: "Starter Pack" });
    const pro = page.getByRole("region", { name: "Pro Pack" });
    const enterprise = page.getByRole("region", { name: "Enterprise" });
    await expect(starter).toContainText("Most Popular");
    await expect(starter).toContainText("৳500");
    await expect(starter).toContainText("250 credits");
    await expect(starter).toContainText("Top up with bKash • 1 Credit = ৳2");
    await expect(pro).toContainText("৳1,500");
    await expect(pro).toContainText("750 credits");
    await expect(pro).not.toContainText("Most Popular");
    await expect(page.getByText("$19")).toHaveCount(0);
    await expect(starter.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(pro.getByRole("link", { name: "Choose Plan" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await enterprise.getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });

  test("the FAQ's three questions open and close", async ({ page }) => {
    await page.goto("/#faq");
    const questions = page.locator("#faq ~ * details, details");
    await expect(questions).toHaveCount(3);
    const question = page.getByText("Can I cancel anytime?");
    const answer = page.getByText(/no long-term contract/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    // And by keyboard.
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
  });

  test("the footers link to every page that exists, with this year's copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Outsmart`);
    await expect(footer).toContainText("Grow smarter, not harder");
    for (const name of [
      "Features",
      "Pricing",
      "FAQ",
      "Contact Us",
      "Privacy Policy",
      "Terms of Service",
      "Privacy",
      "Terms",
      "Contact",
    ]) {
      const link = footer.getByRole("link", { name, exact: true });
      const href = await link.getAttribute("href");
      expect(href, name).toBeTruthy();
      const response = await page.request.get(href ?? "");
      expect(response.status(), `${name} → ${href}`).toBe(200);
    }
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("below-the-fold content reveals on scroll, within 100 px of the viewport bottom", async ({
    page,
  }) => {
    await page.goto("/");
    const faqHeading = page.locator("[data-reveal]").filter({ has: page.locator("#faq-title") });
    await expect(faqHeading).toHaveClass(/reveal-hidden/);
    // Text above the FAQ reflows when a web font arrives: let them settle, and place the heading
    // from where it is at the moment of each scroll, not from an earlier measurement.
    await page.evaluate(() => document.fonts.ready);
    const scrollSoTopIsInside = (pixels: number) =>
      faqHeading.evaluate((element, inside) => {
        const top = element.getBoundingClientRect().top;
        window.scrollBy({ top: top - (window.innerHeight - inside), behavior: "instant" });
      }, pixels);
    // 80 px into the viewport: not yet within the threshold.
    await scrollSoTopIsInside(80);
    await page.waitForTimeout(300);
    await expect(faqHeading).toHaveClass(/reveal-hidden/);
    // 120 px into the viewport: revealed.
    await scrollSoTopIsInside(120);
    await expect(faqHeading).not.toHaveClass(/reveal-hidden/);
  });

  test("with reduced motion nothing is hidden and the sample prompt is written out at once", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("typed-prompt")).toContainText("eco-friendly sneakers");
    await expect(page.locator(".reveal-hidden")).toHaveCount(0);
    await context.close();
  });

  test("without JavaScript the hero, pricing and FAQ text are in the page", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Don't Just Run Ads. Outsmart the Competition.",
    );
    await expect(page.getByRole("link", { name: "Start Winning" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Simple, Honest Pricing" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Starter Pack" })).toContainText("৳500");
    await expect(page.getByRole("region", { name: "Pro Pack" })).toContainText("৳1,500");
    await expect(page.getByText("Can I cancel anytime?")).toBeVisible();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your AI Power");
    await expect(page.getByRole("button", { name: "Pay with bKash" })).toHaveCount(2);
    await context.close();
  });

  test("a signed-in visitor sees Dashboard and a user menu whose sign-out returns home", async ({
    page,
    signedIn,
    isMobile,
  }) => {
    await signedIn();
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: /Account menu for/ });
    await expect(menuButton).toBeVisible();
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Dashboard" }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
    } else {
      await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Login" })).toBeHidden();
    }
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await expect(menuButton).toBeHidden();
    if (!isMobile) await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });

  test("a signed-out visit loads no dashboard, tool, query-client, toaster or signed-in shell code", async ({
    page,
  }) => {
    const scripts: Array<{ url: string; body: string }> = [];
    page.on("response", async (response) => {
      if (response.url().endsWith(".js"))
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(5);
    for (const { url, body } of scripts) {
      expect(url).not.toMatch(
        /dashboard|\/tool-|protected|app-shell|user-menu|landing-account|signed-in/,
      );
      expect(body, `${url} has TanStack Query`).not.toContain("No QueryClient set");
      expect(body, `${url} has Sonner`).not.toContain("data-sonner-toaster");
    }
  });

  test(
    "the sections below the fold load their code when they come into view, then work as part of the app",
    { tag: "@phone" },
    async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/", { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { name: "Simple, Honest Pricing" })).toBeAttached();
      expect(requested.filter((path) => path.includes("landing-sections"))).toEqual([]);

      const starter = page.getByRole("region", { name: "Starter Pack" });
      const codeLoaded = page.waitForRequest(/landing-sections/);
      await page.evaluate(() => document.getElementById("pricing")?.scrollIntoView());
      await codeLoaded;
      // Hydrated: React has attached itself to the card's link (its own property on the element).
      const getStarted = starter.getByRole("link", { name: "Get Started" });
      await expect
        .poll(() =>
          getStarted.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))),
        )
        .toBe(true);
      // Now the link navigates inside the app (no new document).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await getStarted.click();
      await expect(page).toHaveURL("/pricing");
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    },
  );

  test("an anchor followed before the sections' code arrives still scrolls to its section", async ({
    page,
  }) => {
    // Hold the sections' code back until the scroll has been checked.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/landing-sections/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const seePricing = page.getByRole("link", { name: "See pricing" });
    await expect
      .poll(() =>
        seePricing.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
    await seePricing.click();
    await expect(page).toHaveURL("/#pricing");
    await expectScrolledTo(page, "Simple, Honest Pricing");
    release();
    // The sections themselves replace their copy once the code is in (React is on their links).
    const getStarted = page
      .getByRole("region", { name: "Starter Pack" })
      .getByRole("link", { name: "Get Started" });
    await expect
      .poll(() =>
        getStarted.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
    await expectScrolledTo(page, "Simple, Honest Pricing");
  });

  test("navigating back to the landing page inside the app shows every section at once", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("button", { name: "Pay with bKash" }).first()).toBeEnabled();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Outsmart" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Don't Just Run Ads. Outsmart the Competition.",
    );
    // Rendered with the page, not after it: the sections are there as soon as the hero is.
    await expect(page.getByRole("heading", { level: 3, name: "Campaign Engine" })).toBeAttached({
      timeout: 1,
    });
    await expect(page.getByText("Can I cancel anytime?")).toBeAttached({ timeout: 1 });
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.getByText("Can I cancel anytime?").scrollIntoViewIfNeeded();
    await page.getByText("Can I cancel anytime?").click();
    await expect(page.getByText(/no long-term contract/)).toBeVisible();
  });

  test("has no serious or critical accessibility problems", async ({ page }) => {
    // Reduced motion: nothing is faded out waiting for a scroll, so axe checks the colours people see.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator(".reveal-hidden")).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
