import { test as base, expect } from "@playwright/test";

/**
 * Every e2e test fails on an uncaught error in the page or a Content-Security-Policy violation,
 * so a broken script or a too-strict header cannot hide behind a passing assertion.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (
          message.type() === "error" &&
          /Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())
        ) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
