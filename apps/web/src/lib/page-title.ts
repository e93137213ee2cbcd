import { useEffect } from "react";

/**
 * The browser tab's title in the interface language ("Brand kits · Outsmart" /
 * "ব্র্যান্ড কিট · Outsmart"), switched with it. The route's `meta` gives the English title for
 * the first paint (and for search engines on the public pages); a signed-in screen then names
 * itself from its catalogue (docs/i18n.md).
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** "Brand kits" → "Brand kits · Outsmart". */
export const siteTitle = (page: string): string => `${page} · Outsmart`;
