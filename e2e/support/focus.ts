import type { Page } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * Presses Shift+Tab `steps` times and, after each, waits for the focused control to come to rest
 * with its top at or below `below` (the bottom of a fixed or sticky header): focus is never left
 * under the header (WCAG 2.4.11). The header's own controls, and the page itself before the first
 * control, are not in question. Run with reduced motion: a smooth scroll still running when the
 * next Tab moves focus could end short of the new control, whatever the padding.
 */
export async function expectShiftTabStaysBelow(page: Page, below: number, steps: number) {
  const focusedTop = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return Number.POSITIVE_INFINITY;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === "fixed" || position === "sticky") return Number.POSITIVE_INFINITY;
      }
      return element.getBoundingClientRect().top;
    });
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Shift+Tab");
    await expect.poll(focusedTop).toBeGreaterThanOrEqual(below);
  }
}
