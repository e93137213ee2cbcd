import { z } from "zod";

/**
 * The text we accept, decided once for every request field (issue 13): well-formed Unicode
 * (no lone UTF-16 surrogate, which PostgreSQL's jsonb refuses), line breaks as "\n", normalised to
 * NFC (so "ে" + "া" typed on one keyboard equals "ো" pasted from another), and no control
 * characters other than newline and tab (a NUL is refused by every PostgreSQL text column).
 * Zero-width joiners and other format characters stay: Bangla needs them.
 */
const LONE_SURROGATE = /\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;

export const BROKEN_TEXT_MESSAGE =
  "contains a broken character (half of an emoji or symbol). Retype it and try again.";
export const CONTROL_CHARACTER_MESSAGE =
  "contains an invisible control character that cannot be saved. Remove it and try again.";

/** What every accepted string looks like afterwards: newlines as "\n", NFC. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, "\n").normalize("NFC");
}

/** Whether `value` would be accepted by `text()` (before trimming and length rules). */
export function isAcceptableText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !CONTROL.test(normaliseText(value));
}

/**
 * A request string: `text().trim().max(60)` and so on, as with `z.string()`. A refused value
 * answers 400 naming the field ("firstName: contains an invisible control character …").
 */
export function text() {
  return z
    .string()
    .refine((value) => !LONE_SURROGATE.test(value), { message: BROKEN_TEXT_MESSAGE, abort: true })
    .overwrite(normaliseText)
    .refine((value) => !CONTROL.test(value), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/**
 * Text from outside (a model's answer) made storable: line breaks as "\n", control characters
 * other than newline and tab removed, a lone surrogate replaced by U+FFFD, NFC. What we refuse in a
 * request we cannot refuse in a model's output, so it is cleaned instead.
 */
export function scrubText(value: string): string {
  return normaliseText(value.toWellFormed()).replace(new RegExp(CONTROL.source, "gu"), "");
}
