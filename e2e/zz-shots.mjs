import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [,, path, width, ...ys] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(`http://127.0.0.1:4791${path}`, { waitUntil: "networkidle" });
await page.addStyleTag({ content: "*{transition:none!important;animation:none!important} .reveal-hidden{opacity:1!important;transform:none!important}" });
await page.waitForTimeout(300);
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/i18n-v${path.replaceAll("/", "-")}-${width}-${y}.png` });
}
await browser.close();
