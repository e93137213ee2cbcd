/**
 * `markdownToPlainText` (markdown-text.ts, ADR 0048), loaded when first used: its Markdown parser
 * is ~40 KiB that no screen needs to draw (docs/decisions/0055-signed-in-javascript.md).
 */
export async function plainText(markdown: string): Promise<string> {
  const { markdownToPlainText } = await import("@outsmart/contracts/markdown-text");
  return markdownToPlainText(markdown);
}
