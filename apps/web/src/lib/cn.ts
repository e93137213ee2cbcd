import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes (no tailwind-merge:
 * 8 KiB gzip on every signed-in screen, ADR 0070): a component offers variants and props
 * (`variant`, `size`, `shape`, `tone`) for what it styles itself, and `className` only adds
 * classes it does not set. Every e2e test fails on an element whose classes conflict
 * (e2e/support/test.ts, checked with tailwind-merge there).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
