import type { Element } from "hast";
import { Check, Copy } from "lucide-react";
import type { ReactNode } from "react";
import ReactMarkdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { useCopyToClipboard } from "~/lib/clipboard";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { cn } from "~/lib/cn";
import { hastToPlainText, rehypeCopyParts } from "@outsmart/contracts/markdown-text";

/**
 * Generated text rendered as GitHub-flavoured Markdown. Model output is untrusted: raw HTML is not
 * parsed, and the tree is sanitised (GitHub's allow-list) so links cannot run script.
 *
 * With `copyParts`, each part of a multi-part result (a caption, a hashtag set, a variant, a
 * numbered headline or subject line; ADR 0048) gets its own Copy button, which copies that part's
 * clean text (no Markdown marks).
 *
 * Loaded on demand through `markdown.tsx` (~50 KiB of JavaScript no screen needs to draw).
 */
export type MarkdownProps = {
  children: string;
  className?: string;
  /** A Copy button per part of a multi-part result (ADR 0048). */
  copyParts?: boolean;
};

export default function MarkdownRenderer({
  children,
  className,
  copyParts = false,
}: MarkdownProps) {
  return (
    <div className={cn("markdown", className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        // The parts are marked after sanitising: their data attributes are ours, not the model's.
        rehypePlugins={copyParts ? [rehypeSanitize, rehypeCopyParts] : [rehypeSanitize]}
        components={{
          a: ({ node: _node, children, ...props }) => (
            <a {...props} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
          ...(copyParts
            ? {
                section: ({ node, children, ...props }) =>
                  node && "dataPart" in node.properties ? (
                    <section
                      {...props}
                      className="relative rounded-xl border border-slate-200 p-4 pt-3 [&>:first-child]:mt-0 [&>:first-child]:pr-24 [&>*+*]:mt-3"
                    >
                      {children}
                      <CopyPartButton part={node} className="absolute top-2 right-2" />
                    </section>
                  ) : (
                    <section {...props}>{children}</section>
                  ),
                li: ({ node, children, ...props }) =>
                  node && "dataPartItem" in node.properties ? (
                    <li {...props}>
                      <span className="inline-flex w-full items-start justify-between gap-2">
                        <span className="min-w-0">{children}</span>
                        <CopyPartButton part={node} compact />
                      </span>
                    </li>
                  ) : (
                    <li {...props}>{children}</li>
                  ),
              }
            : {}),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

/** "Caption 1 — Question": the part's first line, shortened, names its button. */
function partName(text: string): string {
  const first = text.split("\n")[0]?.trim() ?? "";
  return first.length > 60 ? `${first.slice(0, 60).replace(/\s+\S*$/u, "")}…` : first;
}

function CopyPartButton({
  part,
  compact = false,
  className,
}: {
  part: Element;
  compact?: boolean;
  className?: string;
}): ReactNode {
  const t = generationCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const { copied, copy } = useCopyToClipboard(t);
  const text = hastToPlainText(part);
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      aria-label={t.copyPart(copied, partName(text))}
      lang={language}
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4",
        compact ? "size-7" : "h-8 px-2.5 text-sm",
        className,
      )}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {compact ? null : copied ? t.copied : t.copy}
    </button>
  );
}
