import fs from "node:fs";
import path from "node:path";

/**
 * The bundled Bengali font's `@font-face` rules (ADR 0053), from the built web app's stylesheet,
 * so the Bangla payment result page draws its words in the app's font on any phone. Read once;
 * empty when the web app is not built (the page then falls back to the system's fonts).
 */
export function bengaliFontFaces(webBuildDir: string): () => string {
  let rules: string | undefined;
  return () => (rules ??= readFontFaces(path.join(webBuildDir, "assets")));
}

function readFontFaces(assetsDir: string): string {
  try {
    return fs
      .readdirSync(assetsDir)
      .filter((name) => name.endsWith(".css"))
      .flatMap(
        (name) =>
          fs.readFileSync(path.join(assetsDir, name), "utf8").match(/@font-face\{[^}]*\}/g) ?? [],
      )
      .filter(
        (rule) =>
          rule.includes("Noto Sans Bengali") && /url\(\/assets\/[\w.-]+\.woff2\)/.test(rule),
      )
      .filter((rule, index, all) => all.indexOf(rule) === index)
      .join("");
  } catch {
    return "";
  }
}
