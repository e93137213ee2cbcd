import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceLanguages,
  localizedPath,
} from "@outsmart/contracts/interface-language";

// Apart from page-meta.ts, which the landing page loads: its JavaScript budget need not carry this.

/**
 * The `hreflang` alternates of a public page that is not prerendered (privacy, terms, contact):
 * rendered into `<head>` with the page (the prerendered pages get theirs from the build,
 * build-support/hreflang.ts). `page` is its English address.
 */
export function alternateLinks(page: string): Array<Record<string, string>> {
  const link = (hrefLang: string, href: string) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href,
  });
  return [
    ...interfaceLanguages.map((language) => link(language, localizedPath(page, language))),
    link("x-default", localizedPath(page, DEFAULT_INTERFACE_LANGUAGE)),
  ];
}
