import { Check, Copy, Download, RotateCcw, Square, SquarePen } from "lucide-react";
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { GeneratedContent } from "~/components/generated-content";
import { Markdown } from "~/components/markdown";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { useCopyToClipboard } from "~/lib/clipboard";
import { plainText } from "~/lib/plain-text";
import type { GenerationState } from "../hooks/use-generation";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import type { GenerationMessages } from "~/lib/i18n/generation-en";
import { downloadResult } from "../lib/download-result";

function creditsLine(t: GenerationMessages, charged: number, balance: number): string {
  if (charged === 0) return t.freeGeneration;
  return t.creditsUsed(charged, balance);
}

type ShownVersion = { number: number; content: string };

// Editing by hand and the versions list load when Edit is first pressed (issue 16, ADR 0070).
const VersionEditor = lazy(() =>
  import("~/components/version-editor").then((module) => ({ default: module.VersionEditor })),
);
const VersionPicker = lazy(() =>
  import("~/components/version-picker").then((module) => ({ default: module.VersionPicker })),
);
// The refine bar (Shorter, Translate…, ADR 0078) loads with the first saved text result.
const RefineActions = lazy(() =>
  import("~/components/refine-actions").then((module) => ({ default: module.RefineActions })),
);

type VersionView = {
  generationId: string | undefined;
  /** The version shown; the generation as written when undefined. */
  shown?: ShownVersion | undefined;
  editing: boolean;
  /** A version was saved here, so the list of versions is worth showing. */
  versioned: boolean;
  /** The version just saved, announced to screen readers. */
  saved?: number | undefined;
};

/**
 * The result panel: the text as it streams in (with Stop), then the finished result by content
 * type with Copy, Download and Regenerate. A saved text result can be edited by hand, each save a
 * new version, and Copy and Download act on the version shown. Stopped and failed runs keep what
 * was written so far.
 */
export function GenerationResult({
  state,
  onStop,
  onRegenerate,
  lang,
  exportMenu: ExportMenu,
}: {
  state: Exclude<GenerationState, { status: "idle" }>;
  /** The download menu of a saved text result (txt, md, docx, pdf), of the version shown. */
  exportMenu?: ComponentType<{ generationId: string; version?: number | undefined }> | undefined;
  onStop: () => void;
  onRegenerate: () => void;
  /** The `lang` of the text (bn, bn-Latn…), so screen readers read it in the right voice. */
  lang?: string | undefined;
}) {
  const t = generationCatalogue.useMessages();
  const { copied, copy } = useCopyToClipboard(t);
  const panel = useRef<HTMLElement>(null);
  // Closing the editor gives focus back to Edit, as the button mounts again.
  const refocusEdit = useRef(false);
  const editButton = (node: HTMLButtonElement | null) => {
    if (node && refocusEdit.current) {
      refocusEdit.current = false;
      node.focus();
    }
  };
  const generationId = state.status === "done" ? state.result.generation_id : undefined;
  const [view, setView] = useState<VersionView>({ generationId, editing: false, versioned: false });
  // A new run starts again from its own version 1.
  const current: VersionView =
    view.generationId === generationId ? view : { generationId, editing: false, versioned: false };
  const editable = state.status === "done" && state.result.content_type === "text";
  const shownContent =
    state.status === "done" ? (current.shown?.content ?? state.result.content) : "";
  const closeEditor = (shown: ShownVersion | undefined, saved: boolean) => {
    setView({
      ...current,
      shown,
      editing: false,
      versioned: current.versioned || saved,
      saved: saved ? shown?.number : current.saved,
    });
    refocusEdit.current = true;
  };

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
      toast.success(t.downloaded, { description: t.savedFile[state.result.content_type] });
    } catch (error) {
      toast.error(t.downloadFailed, { description: t.error(error, t.tryAgain) });
    }
  };

  return (
    <Card ref={panel} aria-labelledby="result-heading" className="flex min-w-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="result-heading" className="text-lg font-semibold text-slate-900">
            {t.result}
          </h2>
          <p className="text-sm text-slate-600" role="status">
            {state.status === "streaming"
              ? t.writing
              : state.status === "done"
                ? t.generatedWith(
                    state.result.model_name,
                    creditsLine(t, state.result.credits_charged, state.result.balance),
                  )
                : state.status === "stopped"
                  ? t.stopped
                  : t.failed}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.status === "streaming" ? (
            <Button variant="outline" size="sm" onClick={onStop}>
              <Square aria-hidden="true" />
              {t.stop}
            </Button>
          ) : (
            <>
              {state.status === "done" && state.result.content_type === "text" ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void plainText(shownContent).then(copy)}
                  aria-live="polite"
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                  {copied ? t.copied : t.copy}
                </Button>
              ) : null}
              {state.status === "done" && state.result.content_type === "text" && ExportMenu ? (
                // The page's download menu loads with the first saved result.
                <Suspense fallback={null}>
                  <ExportMenu
                    generationId={state.result.generation_id}
                    version={current.shown?.number}
                  />
                </Suspense>
              ) : state.status === "done" ? (
                <Button variant="outline" size="sm" onClick={() => void download()}>
                  <Download aria-hidden="true" />
                  {t.download}
                </Button>
              ) : null}
              <Button variant="secondary" size="sm" onClick={onRegenerate}>
                <RotateCcw aria-hidden="true" />
                {t.regenerate}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="min-h-40 px-5 py-5 sm:px-6" aria-busy={streaming}>
        {state.status === "done" && editable && current.editing ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                {t.openingEditor}
              </p>
            }
          >
            <VersionEditor
              generationId={state.result.generation_id}
              content={shownContent}
              lang={lang}
              onSaved={(version) => closeEditor(version, true)}
              onCancel={() => closeEditor(current.shown, false)}
            />
          </Suspense>
        ) : state.status === "done" ? (
          <div lang={lang}>
            <GeneratedContent
              contentType={state.result.content_type}
              content={shownContent}
              copyParts
            />
          </div>
        ) : state.text ? (
          <div lang={lang}>
            <Markdown>{state.text}</Markdown>
          </div>
        ) : state.status === "streaming" ? (
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <Spinner
              label={t.generating}
              className="[&>span:first-child]:size-5 [&>span:first-child]:border-2"
            />
            {t.startingModel}
          </div>
        ) : null}
        {state.status === "done" && editable && !current.editing ? (
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            {current.versioned ? (
              <Suspense fallback={<span />}>
                <VersionPicker
                  generationId={state.result.generation_id}
                  shown={current.shown?.number}
                  onShow={(version) => setView({ ...current, shown: version })}
                />
              </Suspense>
            ) : (
              <span />
            )}
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              onClick={() => setView({ ...current, editing: true })}
            >
              <SquarePen aria-hidden="true" />
              {t.edit}
            </Button>
          </div>
        ) : null}
        {state.status === "done" && editable && !current.editing ? (
          <Suspense fallback={null}>
            <RefineActions
              generationId={state.result.generation_id}
              version={current.shown?.number}
              onRefined={(version) => setView({ ...current, shown: version, versioned: true })}
            />
          </Suspense>
        ) : null}
        {editable ? (
          <p role="status" className="sr-only">
            {current.saved && !current.editing ? t.savedAs(current.saved) : ""}
          </p>
        ) : null}
        {state.status === "failed" ? (
          <Alert tone="error" className="mt-4">
            {t.error(state.error, t.failedFallback)}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
