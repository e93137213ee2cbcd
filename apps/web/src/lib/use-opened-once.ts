import { useState } from "react";

/**
 * True from the first render where `open` is true, for good: a dialog loaded on demand mounts
 * when first opened and stays mounted, so it can close (and return focus) like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
