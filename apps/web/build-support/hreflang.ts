import fs from "node:fs/promises";
import path from "node:path";
import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceLanguages,
  localizedPath,
  localizedPublicPaths,
  splitLocalizedPath,
} from "@outsmart/contracts/interface-language";

/**
 * The `<link rel="alternate" hreflang>` tags of a page that exists in every interface language:
 * one per language and `x-default` (English), for search engines
 * (docs/decisions/0066-choosing-the-interface-language.md). Written into the prerendered HTML at
 * build time rather than rendered by React: crawlers read them there, and the landing page's
 * JavaScript budget need not carry them.
 */
export function alternateLinks(page: string): string {
  const { path: base } = splitLocalizedPath(page);
  if (!(localizedPublicPaths as readonly string[]).includes(base)) return "";
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${href}" data-prerendered=""/>`;
  return [
    ...interfaceLanguages.map((language) => link(language, localizedPath(base, language))),
    link("x-default", localizedPath(base, DEFAULT_INTERFACE_LANGUAGE)),
  ].join("");
}

/** Adds `alternateLinks` to the `<head>` of each prerendered page that has other languages. */
export async function addAlternateLinks(options: {
  clientDir: string;
  pages: readonly string[];
}): Promise<void> {
  for (const page of options.pages) {
    const links = alternateLinks(page);
    if (!links) continue;
    const file = path.join(options.clientDir, page === "/" ? "" : page, "index.html");
    const html = await fs.readFile(file, "utf8");
    if (!html.includes("</head>")) throw new Error(`hreflang: ${page} has no </head>`);
    await fs.writeFile(file, html.replace("</head>", `${links}</head>`));
  }
}
