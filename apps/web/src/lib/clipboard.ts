import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";

/** How long a copy button shows its "copied" state (the seed: 2 s). */
export const copiedStateMs = 2000;

/**
 * Copies text with the seed's toasts ("Copied!" / "Content copied to clipboard.", or "Copy Failed" /
 * "Failed to copy content to clipboard.") and a `copied` flag that resets after 2 s.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error("Copy Failed", { description: "Failed to copy content to clipboard." });
      return false;
    }
    toast.success("Copied!", { description: "Content copied to clipboard." });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedStateMs);
    return true;
  }, []);

  return { copied, copy };
}
