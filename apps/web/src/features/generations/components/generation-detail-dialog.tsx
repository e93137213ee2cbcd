import type { RefObject } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useGeneration } from "../api/get-generation";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { toolName } from "../lib/format";
import { GenerationDetailContent } from "./generation-detail-content";
import { GenerationDetailMarks } from "./generation-detail-marks";

/** The seed's detail modal: date, input data as formatted JSON, the content, the model, "Copy Content". */
export function GenerationDetailDialog({
  generationId,
  toolSlug,
  onOpenChange,
  returnFocusTo,
}: {
  generationId: string | null;
  toolSlug: string | null;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = generationCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const generation = useGeneration(generationId);
  const data = generation.data;
  return (
    <Dialog open={generationId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        lang={language}
        onEscapeKeyDown={(event) => {
          // Esc in the result's editor cancels the edit, not the dialog.
          if (event.target instanceof Element && event.target.closest("[data-version-editor]"))
            event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        title={data?.title ?? (toolSlug ? t.toolName(toolSlug, toolName(toolSlug)) : t.generation)}
        description={
          data ? (
            <time dateTime={data.createdAt}>
              {t.generatedOn(t.day(data.createdAt), t.clock(data.createdAt))}
            </time>
          ) : (
            t.loadingGeneration
          )
        }
        size="lg"
      >
        {generation.isError ? (
          <Alert tone="error">{t.error(generation.error, t.somethingWrong)}</Alert>
        ) : !data ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <GenerationDetailMarks
              generation={data}
              toolName={t.toolName(data.toolSlug, toolName(data.toolSlug))}
              when={`${t.day(data.createdAt)} ${t.clock(data.createdAt)}`}
            />
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {t.model} <Badge tone="brand">{data.modelName}</Badge>
              {data.brandKit ? (
                <>
                  {t.brandKit} <Badge tone="success">{data.brandKit.name}</Badge>
                </>
              ) : null}
            </div>
            <section aria-labelledby="detail-input-heading" className="flex flex-col gap-2">
              <h3 id="detail-input-heading" className="text-sm font-semibold text-slate-900">
                {t.inputData}
              </h3>
              <pre
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
                tabIndex={0}
                aria-labelledby="detail-input-heading"
                className="max-h-48 overflow-auto rounded-lg bg-slate-950 p-3 text-xs leading-relaxed whitespace-pre-wrap break-words text-slate-100"
              >
                {JSON.stringify(data.inputData, null, 2)}
              </pre>
            </section>
            <GenerationDetailContent key={data.id} data={data} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
