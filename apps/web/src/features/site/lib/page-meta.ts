import {
  DEFAULT_INTERFACE_LANGUAGE,
  interfaceLanguages,
  localizedPath,
} from "@outsmart/contracts/interface-language";

type MetaDescriptor = Record<string, string>;

/**
 * The `hreflang` alternates of a public page that is not prerendered (privacy, terms, contact):
 * rendered into `<head>` with the page (the prerendered pages get theirs from the build,
 * build-support/hreflang.ts). `page` is its English address.
 */
export function alternateLinks(page: string): MetaDescriptor[] {
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

/**
 * Title, description and, for pages worth sharing (`openGraph`), Open Graph and Twitter tags.
 * og:url and og:image need absolute URLs, which a build cannot know (the operator's PUBLIC_URL is
 * read at run time), so they are left out; crawlers then use the page's own address.
 */
export function publicPageMeta(options: {
  title: string;
  description: string;
  openGraph?: boolean;
  /** The page's language (its `hreflang` alternates are added to the HTML by the build). */
  language?: "en" | "bn";
  /** The page's English address when it exists in every language (its `hreflang` alternates). */
  alternatesOf?: string;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: options.description },
    ...(options.alternatesOf ? alternateLinks(options.alternatesOf) : []),
  ];
  if (!options.openGraph) return tags;
  return [
    ...tags,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Outsmart" },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:locale", content: options.language === "bn" ? "bn_BD" : "en_US" },
    { name: "twitter:card", content: "summary" },
  ];
}
