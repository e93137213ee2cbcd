import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";

/** How long a copy button shows its "copied" state (the seed: 2 s). */
export const copiedStateMs = 2000;

/** The copy toasts' texts, in the screen's language (a catalogue); English by default. */
export type CopyTexts = {
  copied: string;
  copiedText: string;
  copyFailed: string;
  copyFailedText: string;
};

const englishTexts: CopyTexts = {
  copied: "Copied!",
  copiedText: "Content copied to clipboard.",
  copyFailed: "Copy Failed",
  copyFailedText: "Failed to copy content to clipboard.",
};

/**
 * Copies text with the seed's toasts ("Copied!" / "Content copied to clipboard.", or "Copy Failed" /
 * "Failed to copy content to clipboard.") and a `copied` flag that resets after 2 s.
 */
export function useCopyToClipboard(texts: CopyTexts = englishTexts) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast.error(texts.copyFailed, { description: texts.copyFailedText });
        return false;
      }
      toast.success(texts.copied, { description: texts.copiedText });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedStateMs);
      return true;
    },
    [texts],
  );

  return { copied, copy };
}
