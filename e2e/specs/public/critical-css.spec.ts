import { expect, test } from "../../support/test.ts";

// The prerendered pages inline the CSS their HTML needs and load the full stylesheet at the end
// of <body> (docs/decisions/0019-public-site-performance.md): the first paint must not be missing
// any rule, at either screen size.
test("the inlined CSS alone draws the prerendered pages exactly as the full stylesheet does", async ({
  browser,
  baseURL,
}, testInfo) => {
  const { viewport, isMobile, deviceScaleFactor } = testInfo.project.use;
  for (const path of ["/", "/pricing"]) {
    const screenshots: Buffer[] = [];
    for (const withStylesheet of [true, false]) {
      // Without JavaScript: the page as first painted, before anything hydrates.
      const context = await browser.newContext({
        baseURL,
        viewport,
        isMobile,
        deviceScaleFactor,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      if (!withStylesheet) await page.route(/\.css$/, (route) => route.abort());
      await page.goto(path);
      screenshots.push(await page.screenshot({ fullPage: true, animations: "disabled" }));
      await context.close();
    }
    expect(screenshots[1]?.equals(screenshots[0] ?? Buffer.alloc(0)), path).toBe(true);
  }
});
