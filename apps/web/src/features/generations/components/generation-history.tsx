import type { GenerationListItem } from "@outsmart/contracts/generations";
import {
  type OutputLanguage,
  outputLanguageLabels,
  outputLanguageTags,
} from "@outsmart/contracts/output-language-list";
import { paths } from "@outsmart/contracts/routes";
import { titleCaseSlug } from "@outsmart/contracts/tool-catalogue";
import { useQueryClient } from "@tanstack/react-query";
import { Copy, Eye, History, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiClientError } from "~/lib/api-error";
import { useCopyToClipboard } from "~/lib/clipboard";
import { useOpenedOnce } from "~/lib/use-opened-once";
import { useDeleteGeneration } from "../api/delete-generation";
import { fetchGeneration } from "../api/get-generation";
import { useGenerationHistory } from "../api/get-generations";
import { GenerationKindIcon } from "./generation-kind-icon";
import { OpenInToolLink, StarButton } from "./generation-marks";
import { plainText } from "~/lib/plain-text";
import { historyCatalogue } from "../i18n/history-catalogue";
// The dialogs load when first opened: the list must not wait for the dialog library
// (docs/decisions/0055-signed-in-javascript.md).
const GenerationDetailDialog = lazy(() =>
  import("./generation-detail-dialog").then((module) => ({
    default: module.GenerationDetailDialog,
  })),
);
const DeleteGenerationDialog = lazy(() => import("./delete-generation-dialog"));

/**
 * The history list: the newest 50 matching generations, "Load more" for older ones, the detail
 * modal, copy and delete. `filters` come from the page (kept in the URL).
 */
export function GenerationHistory({
  filters,
  onClearFilters,
}: {
  filters: {
    tool?: string;
    language?: OutputLanguage;
    brandKit?: string;
    favourite?: boolean;
    q?: string;
  };
  onClearFilters: () => void;
}) {
  const h = historyCatalogue.useMessages();
  const history = useGenerationHistory(filters);
  const [viewing, setViewing] = useState<GenerationListItem | null>(null);
  // The dialog is opened from state, not a Radix trigger: focus goes back to its View button.
  const viewOpener = useRef<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<GenerationListItem | null>(null);
  const detailOpened = useOpenedOnce(viewing !== null);
  const confirmOpened = useOpenedOnce(deleting !== null);
  const remove = useDeleteGeneration();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filtered = Boolean(
    filters.tool || filters.language || filters.brandKit || filters.favourite || filters.q,
  );
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  // The seed's load error ("Error" / its message) is said once, where it happened: in the list's
  // place with "Try again" when there is nothing to show, above "Load more" when that failed, and
  // as a toast only when a background reload fails under a list still on screen. A toast beside
  // the inline message sat over the very button to press on a phone (and a tap on it keeps it).
  const error = history.error;
  const errorMessage = error instanceof ApiClientError ? h.loadFailed : h.unexpected;
  const errorAlert = (
    <Alert tone="error">
      <p className="font-semibold">{h.error}</p>
      <p>{errorMessage}</p>
    </Alert>
  );
  const failedEmpty = history.isError && items.length === 0;
  const errorInPlace = failedEmpty || history.isFetchNextPageError;
  useEffect(() => {
    if (!error || errorInPlace) return;
    toast.error(h.error, { description: errorMessage });
  }, [error, errorInPlace, errorMessage, h]);

  let body;
  if (history.isPending) {
    body = (
      <ul aria-busy="true" aria-label={h.loadingHistory} className="flex flex-col gap-3 p-4">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-20 w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (failedEmpty) {
    body = (
      <div className="flex flex-col items-start gap-3 p-4 sm:p-6">
        {errorAlert}
        <Button variant="outline" onClick={() => void history.refetch()}>
          {h.tryAgain}
        </Button>
      </div>
    );
  } else if (items.length === 0 && !filtered) {
    body = (
      <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <History aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{h.emptyTitle}</h3>
          <p className="mt-1 text-slate-600">{h.emptyText}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={paths.tool("ai-caption-generator")} className={buttonVariants()}>
            {h.firstContent}
          </Link>
          <Link to={paths.dashboard} className={buttonVariants({ variant: "outline" })}>
            {h.backToDashboard}
          </Link>
        </div>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <p className="text-slate-600">{h.noMatch}</p>
        <Button variant="outline" onClick={onClearFilters}>
          {h.clearFilters}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100" data-testid="history-list">
          {items.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              onView={(opener) => {
                viewOpener.current = opener;
                setViewing(item);
              }}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
        {history.hasNextPage ? (
          <div className="flex flex-col items-center gap-3 border-t border-slate-100 p-4">
            {history.isFetchNextPageError ? errorAlert : null}
            <Button
              variant="outline"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? h.loading : h.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="history-list-heading"
      aria-busy={history.isFetching}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="history-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900 focus:outline-none sm:px-6"
      >
        {filtered ? h.matching : h.yours}
        {items.length > 0 ? (
          <span className="ml-2 text-sm font-normal text-slate-500">{h.shown(items.length)}</span>
        ) : null}
      </h2>
      {body}
      {detailOpened && (
        <Suspense fallback={null}>
          <GenerationDetailDialog
            generationId={viewing?.id ?? null}
            toolSlug={viewing?.toolSlug ?? null}
            onOpenChange={(open) => {
              if (!open) setViewing(null);
            }}
            returnFocusTo={viewOpener}
          />
        </Suspense>
      )}
      {confirmOpened && (
        <Suspense fallback={null}>
          <DeleteGenerationDialog
            toolSlug={deleting?.toolSlug ?? null}
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            pending={remove.isPending}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => toast.success(h.deleted, { description: h.deletedText }),
                onError: (failure) =>
                  toast.error(h.deleteFailed, { description: h.deleteFailedText(failure) }),
                onSettled: () => {
                  setDeleting(null);
                  headingRef.current?.focus();
                },
              });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function HistoryRow({
  item,
  onView,
  onDelete,
}: {
  item: GenerationListItem;
  onView: (opener: HTMLElement) => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const h = historyCatalogue.useMessages();
  const { copy } = useCopyToClipboard(h);
  const name = h.toolName(item.toolSlug, titleCaseSlug(item.toolSlug));
  const created = new Date(item.createdAt);
  const when = `${h.day(created)} ${h.clock(created)}`;
  const copyContent = async () => {
    try {
      const full = await fetchGeneration(queryClient, item.id);
      await copy(
        full.contentType === "text" ? await plainText(full.outputContent) : full.outputContent,
      );
    } catch {
      toast.error(h.copyFailed, { description: h.copyFailedText });
    }
  };
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-6">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <GenerationKindIcon slug={item.toolSlug} className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-slate-900">{item.title ?? name}</h3>
            {item.title ? <span className="text-sm text-slate-600">{name}</span> : null}
            <Badge>{item.modelName}</Badge>
            {item.language !== "en" ? (
              <Badge tone="brand">
                <span lang={outputLanguageTags[item.language]}>
                  {outputLanguageLabels[item.language]}
                </span>
              </Badge>
            ) : null}
            {item.brandKit ? (
              <Badge tone="success">
                <span className="sr-only">{h.brandKitPrefix}</span>
                {item.brandKit.name}
              </Badge>
            ) : null}
            {item.campaignId ? (
              // A step of a campaign kit run: its campaign's page (campaign-paths.ts; not imported
              // here, so the history's chunk gains no module).
              <Badge tone="warning">
                <Link to={`${paths.templates}?campaign=${item.campaignId}`} className="underline">
                  {h.campaign}
                </Link>
              </Badge>
            ) : null}
          </div>
          <p className="break-words text-sm text-slate-700">
            {item.preview === null
              ? h.mediaOutput[item.contentType]
              : `${item.preview}${item.truncated ? "..." : ""}`}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={item.createdAt}>
              {h.day(created)} <span aria-hidden="true">·</span> {h.clock(created)}
            </time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
        <StarButton id={item.id} favourite={item.favourite} label={h.star(name, when)} />
        <OpenInToolLink toolSlug={item.toolSlug} id={item.id} label={h.reuse(name, when)} compact />
        <Button
          variant="ghost"
          size="icon"
          aria-label={h.view(name, when)}
          onClick={(event) => onView(event.currentTarget)}
        >
          <Eye aria-hidden="true" />
        </Button>
        {item.contentType === "text" ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={h.copy(name, when)}
            onClick={() => void copyContent()}
          >
            <Copy aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost-destructive"
          size="icon"
          aria-label={h.deleteOne(name, when)}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
