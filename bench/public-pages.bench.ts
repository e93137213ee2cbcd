import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { chromiumArgs, findChromium } from "../e2e/support/chromium.ts";
import { median, repoRoot, startServer } from "./lib/server.ts";
import { cumulativeLayoutShift, totalBlockingTime } from "./lib/web-vitals.ts";

/**
 * Web vitals of the prerendered public pages (`/`, `/pricing` and their Bangla `/bn`, `/bn/pricing`)
 * from the production build, served by
 * the production server, in Debian's Chromium with Lighthouse's mobile conditions: a 412 × 823
 * phone screen, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) and the network throttled to
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (CDP Network.emulateNetworkConditions).
 * Every run is a new browser context (cold cache); figures are medians of RUNS runs.
 *
 * - LCP: the last largest-contentful-paint entry before any input;
 * - CLS: the largest session window of layout shifts (≤ 1 s gaps, ≤ 5 s long), as web-vitals does;
 * - TBT: the sum of (long task − 50 ms) for long tasks after first contentful paint;
 * - JS: every script the page loaded before any interaction (resource timing), as sent (brotli,
 *   which Chromium asks for) and as gzip -9 of the same files (the budget's unit).
 */
// BENCH_RUNS and BENCH_PAGES ("/bn,/") narrow a run, e.g. to check one page's CLS after a change.
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const PAGES: readonly string[] = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/bn",
  "/pricing",
  "/bn/pricing",
];
const SETTLE_MS = 3000;
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Installed before any page script: collects the entries the figures are computed from. */
const observerScript = `
  window.__vitals = { lcp: 0, shifts: [], longTasks: [], fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__vitals.shifts.push({ t: entry.startTime, v: entry.value });
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__vitals.longTasks.push({ t: entry.startTime, d: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") window.__vitals.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
`;

type Vitals = {
  lcp: number;
  fcp: number;
  shifts: Array<{ t: number; v: number }>;
  longTasks: Array<{ t: number; d: number }>;
};

type Sample = {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  jsFiles: string[];
  jsTransferBytes: number;
};

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  await page.addInitScript(observerScript);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(SETTLE_MS);
  const vitals = (await page.evaluate("window.__vitals")) as Vitals;
  const scripts = (await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  )) as Array<{ path: string; bytes: number }>;
  await context.close();
  return {
    lcpMs: vitals.lcp,
    fcpMs: vitals.fcp,
    cls: cumulativeLayoutShift(vitals.shifts),
    tbtMs: totalBlockingTime(vitals.longTasks, vitals.fcp),
    jsFiles: scripts.map((script) => script.path),
    jsTransferBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
  };
}

/** gzip -9 of the built files the page loaded, plus the page's inline scripts. */
function gzipBytes(files: readonly string[], pagePath: string): number {
  const client = path.join(repoRoot, "apps/web/build/client");
  const external = files.reduce(
    (sum, file) =>
      sum + zlib.gzipSync(fs.readFileSync(path.join(client, file)), { level: 9 }).length,
    0,
  );
  const html = fs.readFileSync(
    path.join(client, pagePath === "/" ? "index.html" : `${pagePath}/index.html`),
    "utf8",
  );
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .join("\n");
  return external + zlib.gzipSync(inline, { level: 9 }).length;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function run(): Promise<Record<string, number | string>> {
  const build = spawnSync(process.execPath, [path.join(repoRoot, "scripts/ensure-web-build.ts")], {
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The web build failed");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-bench-web-"));
  fs.chmodSync(root, 0o755);
  const server = await startServer({ dataDir: path.join(root, "data") });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const figures: Record<string, number | string> = {};
  try {
    for (const pagePath of PAGES) {
      const samples: Sample[] = [];
      // One warm-up run: the server compresses each asset on its first request.
      await measure(browser, `${server.baseUrl}${pagePath}`);
      for (let index = 0; index < RUNS; index += 1)
        samples.push(await measure(browser, `${server.baseUrl}${pagePath}`));
      const files = samples[0]?.jsFiles ?? [];
      const forbidden = files.filter((file) =>
        /dashboard|tool|protected|history|profile/i.test(file),
      );
      figures[`${pagePath} LCP (ms)`] = Math.round(median(samples.map((s) => s.lcpMs)));
      figures[`${pagePath} FCP (ms)`] = Math.round(median(samples.map((s) => s.fcpMs)));
      figures[`${pagePath} CLS`] = Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000;
      figures[`${pagePath} TBT (ms)`] = Math.round(median(samples.map((s) => s.tbtMs)));
      figures[`${pagePath} JS files`] = files.length;
      figures[`${pagePath} JS as sent, brotli (KiB)`] = kb(
        median(samples.map((s) => s.jsTransferBytes)),
      );
      figures[`${pagePath} JS gzip -9 incl. inline (KiB)`] = kb(gzipBytes(files, pagePath));
      figures[`${pagePath} dashboard/tool chunks loaded`] =
        forbidden.length === 0 ? "none" : forbidden.join(" ");
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
  return figures;
}
