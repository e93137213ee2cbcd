import fs from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Chromium flags for a headless run on a machine with no GPU and no internet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The installed Chromium the browser tests drive. Never downloads one. */
export function findChromium(): string {
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && fs.existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests (they never download a browser).",
        "Install one:",
        "  Debian/Ubuntu: sudo apt-get install -y chromium",
        "  macOS:         brew install --cask chromium",
        "or point CHROMIUM_PATH at an installed Chromium or Chrome.",
      ].join("\n"),
    );
  }
  return found;
}
