import ReactMarkdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "~/lib/cn";

/**
 * Generated text rendered as GitHub-flavoured Markdown. Model output is untrusted: raw HTML is not
 * parsed, and the tree is sanitised (GitHub's allow-list) so links cannot run script.
 * Loaded on demand through `markdown.tsx` (~50 KiB of JavaScript no screen needs to draw).
 */
export default function MarkdownRenderer({
  children,
  className,
}: {
  children: string;
  className?: string;
}) {
  return (
    <div className={cn("markdown", className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ node: _node, children, ...props }) => (
            <a {...props} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
