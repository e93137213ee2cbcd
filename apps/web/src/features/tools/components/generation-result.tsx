import { Check, Copy, Download, RotateCcw, Square } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { GeneratedContent } from "~/components/generated-content";
import { Markdown } from "~/components/markdown";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/lib/api-error";
import { useCopyToClipboard } from "~/lib/clipboard";
import { plainText } from "~/lib/plain-text";
import type { GenerationState } from "../hooks/use-generation";
import { downloadedDescription, downloadResult } from "../lib/download-result";

function creditsLine(charged: number, balance: number): string {
  if (charged === 0) return "Free generation";
  return `${charged} ${charged === 1 ? "credit" : "credits"} used · ${balance} left`;
}

/**
 * The result panel: the text as it streams in (with Stop), then the finished result by content
 * type with Copy, Download and Regenerate. Stopped and failed runs keep what was written so far.
 */
export function GenerationResult({
  state,
  onStop,
  onRegenerate,
  lang,
  exportMenu,
}: {
  state: Exclude<GenerationState, { status: "idle" }>;
  /** The download menu of a saved text result (txt, md, docx, pdf). */
  exportMenu?: ((generationId: string) => ReactNode) | undefined;
  onStop: () => void;
  onRegenerate: () => void;
  /** The `lang` of the text (bn, bn-Latn…), so screen readers read it in the right voice. */
  lang?: string | undefined;
}) {
  const { copied, copy } = useCopyToClipboard();
  const panel = useRef<HTMLElement>(null);

  // On a phone the panel is below the form: bring it into view when a run starts.
  const streaming = state.status === "streaming";
  useEffect(() => {
    if (!streaming || !panel.current) return;
    const top = panel.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6)
      panel.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [streaming]);

  const download = async () => {
    if (state.status !== "done") return;
    try {
      // A text file holds the same clean text as the clipboard (ADR 0048).
      const { content, content_type: contentType } = state.result;
      await downloadResult(
        contentType === "text" ? await plainText(content) : content,
        contentType,
      );
      toast.success("Downloaded!", {
        description: downloadedDescription(state.result.content_type),
      });
    } catch (error) {
      toast.error("Download Failed", { description: errorMessage(error, "Please try again.") });
    }
  };

  return (
    <Card ref={panel} aria-labelledby="result-heading" className="flex min-w-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="result-heading" className="text-lg font-semibold text-slate-900">
            Result
          </h2>
          <p className="text-sm text-slate-600" role="status">
            {state.status === "streaming"
              ? "Writing your content…"
              : state.status === "done"
                ? `Generated with ${state.result.model_name} · ${creditsLine(state.result.credits_charged, state.result.balance)}`
                : state.status === "stopped"
                  ? "Stopped. Nothing was saved and nothing was charged."
                  : "This generation failed. Nothing was charged."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.status === "streaming" ? (
            <Button variant="outline" size="sm" onClick={onStop}>
              <Square aria-hidden="true" />
              Stop
            </Button>
          ) : (
            <>
              {state.status === "done" && state.result.content_type === "text" ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void plainText(state.result.content).then(copy)}
                  aria-live="polite"
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? "Copied!" : "Copy"}
                </Button>
              ) : null}
              {state.status === "done" && state.result.content_type === "text" && exportMenu ? (
                exportMenu(state.result.generation_id)
              ) : state.status === "done" ? (
                <Button variant="outline" size="sm" onClick={() => void download()}>
                  <Download aria-hidden="true" />
                  Download
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" onClick={onRegenerate}>
                <RotateCcw aria-hidden="true" />
                Regenerate
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="min-h-40 px-5 py-5 sm:px-6" aria-busy={streaming} lang={lang}>
        {state.status === "done" ? (
          <GeneratedContent
            contentType={state.result.content_type}
            content={state.result.content}
            copyParts
          />
        ) : state.text ? (
          <Markdown>{state.text}</Markdown>
        ) : state.status === "streaming" ? (
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner
              label="Generating"
              className="[&>span:first-child]:size-5 [&>span:first-child]:border-2"
            />
            Starting the model…
          </div>
        ) : null}
        {state.status === "failed" ? (
          <Alert tone="error" className="mt-4">
            {errorMessage(state.error, "Failed to process AI tool request")}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
