type MetaDescriptor = Record<string, string>;

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
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: options.description },
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
