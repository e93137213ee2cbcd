import type { Page } from "@playwright/test";
import { DEFAULT_PASSWORD } from "../../../apps/server/src/testing/factories.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

/**
 * The interface in English and বাংলা (issue 15, docs/i18n.md): the header's switch, the Bangla
 * landing and pricing pages, the choice kept across visits, and the way back.
 */

/** Names that stay as people say them in Bangla copy (product, platform and tool names). */
const allowedLatin = new Set(
  [
    "Outsmart",
    "English",
    "bKash",
    "Google",
    "Ads",
    "Facebook",
    "Instagram",
    "TikTok",
    "LinkedIn",
    "YouTube",
    "ROI",
    "A",
    "B",
    "Starter",
    "Pro",
    "Pack",
    "SaaS",
    "SEO",
    "PIN",
    "OTP",
    "Banglish",
    // File formats, named as people name them.
    "Word",
    "PDF",
    "Markdown",
    // Tool names in the features section.
    "Target",
    "Audience",
    "Builder",
    "Boost",
    "Suggestion",
    "Planner",
    "Analytics",
    "Report",
    "Tracker",
  ].map((word) => word.toLowerCase()),
);

/** Latin-script words in the visible text that are not names (model names from the offer are). */
async function englishWords(page: Page): Promise<string[]> {
  const offer = (await (await page.request.get("/api/offer")).json()) as {
    tiers: Record<string, Array<{ name: string }>>;
  };
  const modelWords = Object.values(offer.tiers)
    .flat()
    .flatMap((model) => model.name.toLowerCase().match(/[a-z]+/g) ?? []);
  const text = await page.locator("body").innerText();
  const words = text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return [
    ...new Set(
      words.filter(
        (word) => !allowedLatin.has(word.toLowerCase()) && !modelWords.includes(word.toLowerCase()),
      ),
    ),
  ];
}

async function expectBangla(page: Page, heading: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  // Every section, the ones that hydrate late too, is in the HTML: scan the whole page.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await englishWords(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
}

test.describe("the interface language", () => {
  // No motion from the first paint: the hero's output chips fade in once its prompt is typed, and
  // axe must not meet them half-faded.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("switch to বাংলা on the landing page, keep it, and switch back to English", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const toBangla = page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "বাংলা" });
    await expect(toBangla).toHaveAttribute("lang", "bn");
    await toBangla.click();

    await expect(page).toHaveURL(/\/bn$/);
    await expectBangla(page, "শুধু অ্যাড চালালেই হবে না। প্রতিযোগীদের ছাড়িয়ে যান।");
    await expect(
      page.getByRole("navigation", { name: "ভাষা" }).getByRole("link", { name: "বাংলা" }),
    ).toHaveAttribute("aria-current", "page");

    // The pricing page, from the footer (there at every width).
    await page.getByRole("contentinfo").getByRole("link", { name: "দাম" }).click();
    await expect(page).toHaveURL(/\/bn\/pricing$/);
    await expectBangla(page, "আপনার এআই পাওয়ার বেছে নিন");
    await expect(page.getByText("৳১,৫০০", { exact: true })).toBeVisible();

    // The choice is remembered: the English addresses now lead to the Bangla pages.
    await page.goto("/pricing");
    await expect(page).toHaveURL(/\/bn\/pricing$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");

    await page
      .getByRole("navigation", { name: "ভাষা" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your AI Power");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Don't Just Run Ads. Outsmart the Competition.",
    );
  });

  test("each page names its other language for search engines, both ways", async ({ page }) => {
    for (const [path, english, bangla] of [
      ["/", "/", "/bn"],
      ["/bn", "/", "/bn"],
      ["/pricing", "/pricing", "/bn/pricing"],
      ["/bn/pricing", "/pricing", "/bn/pricing"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        english,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute(
        "href",
        bangla,
      );
    }
  });

  test("the dashboard's switch turns the shell and the home page Bangla, on the device and the account", async ({
    page,
    signedIn,
  }) => {
    await signedIn({ firstName: "Nadia" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nadia!");
    await page
      .getByRole("group", { name: "Language" })
      .getByRole("button", { name: "বাংলা" })
      .click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("আবার স্বাগতম, Nadia!");
    await expect(page.getByRole("banner")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("main")).toHaveAttribute("lang", "bn");
    await expect(page.getByTestId("header-plan")).toHaveText("ফ্রি প্ল্যান");
    const preferences = await page.request.get("/api/account/preferences");
    expect((await preferences.json()).interfaceLanguage).toBe("bn");

    // Reloaded (and at the phone's width the sidebar is behind the menu button): still Bangla.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("আবার স্বাগতম, Nadia!");
    if (await page.getByRole("button", { name: "নেভিগেশন মেনু খুলুন" }).isVisible())
      await page.getByRole("button", { name: "নেভিগেশন মেনু খুলুন" }).click();
    const sidebar = page.getByRole("navigation", { name: "ড্যাশবোর্ড মেনু" }).last();
    await expect(sidebar.getByRole("button", { name: "ক্রিয়েটিভ টুল" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The shell and the home page: tool names (and the user's name and initials) stay as they are.
    for (const region of [page.getByRole("banner"), page.getByRole("main")]) {
      const text = await region.innerText();
      const latin = (text.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? []).filter(
        (word) =>
          !allowedLatin.has(word.toLowerCase()) &&
          ![
            "nadia",
            "nr",
            "ai",
            "caption",
            "generator",
            "blog",
            "content",
            "logo",
            "name",
          ].includes(word.toLowerCase()),
      );
      expect(latin).toEqual([]);
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    await page
      .getByRole("group", { name: "ভাষা" })
      .getByRole("button", { name: "English" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nadia!");
    await expect(page.getByTestId("header-plan")).toHaveText("Free Plan");
  });

  test("a signed-in visitor's account menu on the Bangla landing page speaks Bangla", async ({
    page,
    signedIn,
  }) => {
    await signedIn({ firstName: "Nadia" });
    await page.goto("/bn");
    await page.getByRole("button", { name: /অ্যাকাউন্ট মেনু/ }).click();
    await expect(page.getByRole("menuitem", { name: "সাইন আউট" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "আমার হিস্টোরি" })).toBeVisible();
  });

  test("signing in on a new device takes the language chosen on the account", async ({
    page,
    signedIn,
    context,
  }) => {
    const user = await signedIn({ firstName: "Nadia" });
    await page.goto("/dashboard");
    const saved = await page.request.patch("/api/account/preferences", {
      data: { interfaceLanguage: "bn" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(saved.ok()).toBe(true);
    await context.clearCookies();

    await page.goto("/auth");
    await page.getByLabel("Email or phone number").fill(user.email ?? "");
    await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole("button", { name: "Sign in to Outsmart" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("আবার স্বাগতম, Nadia!");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("bn");
  });

  test.describe("a browser that asks for Bangla first", () => {
    test.use({ locale: "bn-BD" });

    test("gets the Bangla page on its first visit, and English once it chooses it", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/bn$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await page
        .getByRole("navigation", { name: "ভাষা" })
        .getByRole("link", { name: "English" })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});
