import { lazy, Suspense } from "react";
import { cn } from "~/lib/cn";
import type { MarkdownProps } from "./markdown-renderer";

const loadRenderer = () => import("./markdown-renderer");
const MarkdownRenderer = lazy(loadRenderer);

/**
 * Starts loading the Markdown renderer before it is needed (e.g. when a generation starts), so
 * the result is drawn as Markdown from its first words.
 */
export function preloadMarkdown(): void {
  void loadRenderer();
}

/**
 * Generated text as sanitised GitHub-flavoured Markdown, with a Copy button per part when
 * `copyParts` is set (markdown-renderer.tsx). The renderer and its parser are loaded on first use
 * (docs/decisions/0055-signed-in-javascript.md); until then the text is shown as it is, so
 * nothing waits for it.
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div className={cn("markdown whitespace-pre-wrap", props.className)}>{props.children}</div>
      }
    >
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}
