import type { Page } from "@playwright/test";
import { expect, test } from "../../support/test.ts";

// Signed-in screens on slow phones (issue 14, docs/decisions/0054-route-preloads.md): the shell is
// drawn at once with skeletons while the session is checked, and the screen's first API answers
// are asked for by the HTML itself, once, not after the scripts have loaded.

/** Every API request the page makes from now on, as path and query, in order. */
function apiRequestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}

test("the dashboard shell is drawn at once with skeletons while the session is checked", async ({
  page,
  signedIn,
}) => {
  await signedIn({ firstName: "Nadia" });
  let releaseSession = () => {};
  const held = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route("**/api/auth/get-session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Checking your session" }),
  ).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  releaseSession();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nadia!");
  await expect(page.getByText("Checking your session")).toHaveCount(0);
});

test("a signed-in screen asks for each of its first API answers once, from its HTML", async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const requests = apiRequestsOf(page);
  const response = await page.goto("/dashboard");
  const html = (await response?.text()) ?? "";
  for (const api of ["/api/auth/get-session", "/api/credits", "/api/generations/stats"])
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${api}"/>`,
    );
  await expect(page.getByTestId("dashboard-stats").locator("dd").first()).toHaveText("0");
  await expect(page.getByTestId("header-credits")).toBeVisible();
  const counts = Object.fromEntries(
    [
      "/api/auth/get-session",
      "/api/credits",
      "/api/generations/stats",
      "/api/generations?limit=5",
    ].map((api) => [api, requests.filter((request) => request === api).length]),
  );
  expect(counts).toEqual({
    "/api/auth/get-session": 1,
    "/api/credits": 1,
    "/api/generations/stats": 1,
    "/api/generations?limit=5": 1,
  });
});

test("the tool page's first API answers, the account's output language included, come once each", async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const requests = apiRequestsOf(page);
  await page.goto("/tools/ai-caption-generator");
  await expect(
    page.getByRole("group", { name: "Output language" }).getByRole("radio", { name: "English" }),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: "Generate Content" })).toBeEnabled();
  for (const api of [
    "/api/tools/ai-caption-generator",
    "/api/models",
    "/api/account/preferences",
    "/api/brand-kits",
  ])
    expect(
      requests.filter((request) => request === api),
      api,
    ).toHaveLength(1);
});
