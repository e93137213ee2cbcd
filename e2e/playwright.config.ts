import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { freePort } from "../apps/server/src/lib/free-port.ts";
import { chromiumArgs, findChromium } from "./support/chromium.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");

// The config is loaded by the runner and again by every worker: decide the port and the fresh
// data folder once, in the runner, and hand them to the workers through the environment.
if (!process.env.E2E_BASE_URL) {
  const port = await freePort();
  const dataRoot = path.join(here, ".data");
  fs.rmSync(dataRoot, { recursive: true, force: true }); // the previous run's server is gone by now
  const dataDir = path.join(dataRoot, `run-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  process.env.E2E_PORT = String(port);
  process.env.E2E_PROVIDER_PORT = String(await freePort());
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
}
const baseURL = process.env.E2E_BASE_URL;
const executablePath = findChromium();

export default defineConfig({
  testDir: "./specs",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [["list"]],
  // A test's whole budget, not a wait for one thing (expect waits at most 10 s): the longest specs
  // load seven pages and run axe on several; on a machine whose Chromium renders slowly under load
  // they took 32–33 s in CI (2026-11-28) while every assertion passed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(here, "test-results"),
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network, sources) but not the trace's
    // screencast: capturing it made Chromium composite and encode frames all the time, a third of
    // the browser's CPU on a 2-core machine (ADR 0096). The failure's own screenshot stays.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    // Specs tagged @phone run only on the phone, @desktop only on the wide screen.
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      use: {
        browserName: "chromium",
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      command: `node ${path.join(here, "support/fake-provider.ts")}`,
      port: Number(process.env.E2E_PROVIDER_PORT),
      reuseExistingServer: false,
      env: { E2E_PROVIDER_PORT: process.env.E2E_PROVIDER_PORT ?? "" },
    },
    {
      command: `node ${path.join(root, "apps/server/src/main.ts")}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "test",
        PORT: process.env.E2E_PORT ?? "",
        PUBLIC_URL: baseURL ?? "",
        DATA_DIR: process.env.E2E_DATA_DIR ?? "",
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
        CUSTOM_AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}/v1`,
        MODELS_FILE: path.join(here, "support/models.json"),
      },
    },
  ],
});
