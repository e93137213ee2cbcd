import { type ToolCategory, toolCategories } from "@outsmart/contracts/tool-catalogue";
import { useCallback, useState } from "react";

type CategoryId = ToolCategory["id"];

/** Where the browser remembers which sidebar categories are open. */
export const SIDEBAR_STORAGE_KEY = "outsmart.sidebar.open-categories";

/** The seed: only "content" is open at first. */
export const DEFAULT_OPEN_CATEGORIES: readonly CategoryId[] = ["content"];

const knownIds = new Set<string>(toolCategories.map((category) => category.id));

/** The remembered open categories; the default when nothing (or something unreadable) is stored. */
export function readOpenCategories(storage: Pick<Storage, "getItem"> | undefined): CategoryId[] {
  try {
    const raw = storage?.getItem(SIDEBAR_STORAGE_KEY);
    if (raw === null || raw === undefined) return [...DEFAULT_OPEN_CATEGORIES];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [...DEFAULT_OPEN_CATEGORIES];
    return parsed.filter((id): id is CategoryId => typeof id === "string" && knownIds.has(id));
  } catch {
    return [...DEFAULT_OPEN_CATEGORIES];
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled: the sidebar still works, it just forgets
  }
}

/** Open/closed sidebar categories, remembered in localStorage across visits. */
export function useOpenCategories() {
  const [open, setOpen] = useState<CategoryId[]>(() => readOpenCategories(browserStorage()));
  const toggle = useCallback((id: CategoryId) => {
    setOpen((current) => {
      const next = current.includes(id)
        ? current.filter((entry) => entry !== id)
        : [...current, id];
      try {
        browserStorage()?.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // full or disabled storage: keep the in-memory state
      }
      return next;
    });
  }, []);
  return { isOpen: (id: CategoryId) => open.includes(id), toggle };
}
