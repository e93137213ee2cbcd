import AxeBuilder from "@axe-core/playwright";
import { test as base, type BrowserContext, expect, type Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import type { DatabaseHandle } from "../../apps/server/src/db/client.ts";
import {
  createSession,
  createUser,
  sessionCookieName,
  type TestUser,
} from "../../apps/server/src/testing/factories.ts";
import { connectToE2eDatabase, e2eAuthSecret } from "./database.ts";

type SignInOptions = Parameters<typeof createUser>[1] & {
  /** When the session was made (an operator's money actions want one from the last 15 minutes). */
  sessionCreatedAt?: Date;
};

/**
 * Creates an account and signs it in, in `context`, with a session cookie as the server sets it
 * (only the auth specs use the real sign-in form). The `signedIn` fixture does this for the
 * test's own context; a spec with a second browser context calls it directly.
 */
export async function signInAs(
  database: DatabaseHandle,
  context: BrowserContext,
  baseURL: string,
  options: SignInOptions = {},
): Promise<TestUser> {
  const { sessionCreatedAt, ...userOptions } = options;
  const user = await createUser(database.db, userOptions);
  const session = await createSession(database.db, user.id, {
    secret: e2eAuthSecret(),
    ...(sessionCreatedAt ? { createdAt: sessionCreatedAt } : {}),
  });
  await context.addCookies([
    {
      name: sessionCookieName(),
      value: session.cookieValue,
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return user;
}

/**
 * Every e2e test fails on an uncaught error in the page or a Content-Security-Policy violation, so
 * a broken script or a too-strict header cannot hide behind a passing assertion, and on an element
 * left with conflicting Tailwind classes (the app's `cn` does not merge them: ADR 0070). `signedIn` creates
 * a user and a session directly in the database (only auth specs use the real sign-in form).
 */
export const test = base.extend<
  { pageProblems: string[]; signedIn: (options?: SignInOptions) => Promise<TestUser> },
  { database: DatabaseHandle }
>({
  database: [
    async ({}, use) => {
      const database = connectToE2eDatabase();
      await use(database);
      await database.close();
    },
    { scope: "worker" },
  ],
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
      expect(await conflictingClasses(page), "elements with conflicting classes").toEqual([]);
    },
    { auto: true },
  ],
  signedIn: async ({ database, context, baseURL }, use) => {
    await use((options) => signInAs(database, context, baseURL ?? "", options));
  },
});

/** Serious or critical accessibility problems on the page (WCAG 2.1 A/AA rules). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

/**
 * Elements whose Tailwind classes fight (`rounded-md rounded-full`, `max-w-lg max-w-2xl`): the
 * app joins classes without merging them, so which one wins would depend on the stylesheet's
 * order. tailwind-merge names the losers. Nothing to check once the page is closed or navigating.
 */
export async function conflictingClasses(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const lists = await page
    .evaluate(() => [
      ...new Set([...document.querySelectorAll("[class]")].map((e) => e.getAttribute("class"))),
    ])
    .catch(() => [] as (string | null)[]);
  return lists.flatMap((list) => {
    const classes = (list ?? "").split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes).split(" "));
    const lost = classes.filter((name) => !kept.has(name));
    return lost.length > 0 ? [`${lost.join(" ")} overridden in "${list}"`] : [];
  });
}

/** Messages the server kept in its outbox (e-mail and SMS), newest first. */
export async function outbox(
  page: Page,
): Promise<Array<{ channel: "email" | "sms"; to: string; subject?: string; text: string }>> {
  const response = await page.request.get("/dev/outbox.json");
  return (
    (await response.json()) as {
      messages: Array<{ channel: "email" | "sms"; to: string; subject?: string; text: string }>;
    }
  ).messages;
}

export { expect };
