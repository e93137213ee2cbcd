import { expect, test } from "../../support/test.ts";

test.describe("routing", () => {
  test("the landing page is served with 200", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Don't Just Run Ads. Outsmart the Competition.",
    );
  });

  test("an unknown path answers 404 with the not-found page, logs the path, and links home", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect
      .poll(() => logged.join("\n"))
      .toContain("404 Error: User attempted to access non-existent route: /no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("/login lands on /auth", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL("/auth");
  });

  test("/history and /profile lead to the dashboard pages (via sign-in when signed out)", async ({
    page,
  }) => {
    await page.goto("/history");
    await expect(page).toHaveURL("/auth?redirect=%2Fdashboard%2Fhistory");
    await page.goto("/profile");
    await expect(page).toHaveURL("/auth?redirect=%2Fdashboard%2Fprofile");
  });

  test("a signed-out visit to /dashboard replaces itself with /auth in the history", async ({
    page,
  }) => {
    await page.goto("/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/auth?redirect=%2Fdashboard");
    await page.goBack();
    await expect(page).toHaveURL("/");
  });

  test("pages carry the security headers", async ({ page }) => {
    const response = await page.goto("/pricing");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
  });
});
