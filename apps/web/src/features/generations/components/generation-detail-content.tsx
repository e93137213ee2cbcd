import type { GenerationDetail } from "@outsmart/contracts/generations";
import type { GenerationVersion } from "@outsmart/contracts/generation-versions";
import { outputLanguageTags } from "@outsmart/contracts/output-language-list";
import { Check, Copy, Pencil } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { GeneratedContent } from "~/components/generated-content";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { useCopyToClipboard } from "~/lib/clipboard";
import { plainText } from "~/lib/plain-text";
import { useGenerationVersions } from "~/lib/generation-versions";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { ExportMenu } from "./export-menu";
import { VersionEditor } from "~/components/version-editor";
import { VersionPicker } from "~/components/version-picker";

// The refine bar (Shorter, Translate…, ADR 0078) loads when a text result's detail opens.
const RefineActions = lazy(() =>
  import("~/components/refine-actions").then((module) => ({ default: module.RefineActions })),
);

/**
 * The detail dialog's "Generated content": the newest version of a text result (an edit, when there
 * is one) with the list of versions, Edit, Download and Copy acting on the version shown (issue 16).
 * Media results show as they are.
 */
export function GenerationDetailContent({ data }: { data: GenerationDetail }) {
  const t = generationCatalogue.useMessages();
  const text = data.contentType === "text";
  const versions = useGenerationVersions(data.id, { enabled: text });
  const { copied, copy } = useCopyToClipboard(t);
  const [shown, setShown] = useState<GenerationVersion | undefined>();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<number | undefined>();
  // Closing the editor gives focus back to Edit, as the button mounts again.
  const refocusEdit = useRef(false);
  const editButton = (node: HTMLButtonElement | null) => {
    if (node && refocusEdit.current) {
      refocusEdit.current = false;
      node.focus();
    }
  };
  const lang = outputLanguageTags[data.language];

  const list = versions.data?.versions;
  const latest = list?.at(-1);
  const version = shown ?? latest;
  const content = version?.content ?? data.outputContent;
  const closeEditor = (version?: GenerationVersion) => {
    if (version) {
      setShown(version);
      setSaved(version.number);
    }
    setEditing(false);
    refocusEdit.current = true;
  };

  return (
    <>
      <section aria-labelledby="detail-content-heading" className="flex flex-col gap-2">
        <h3 id="detail-content-heading" className="text-sm font-semibold text-slate-900">
          {t.generatedContent}
        </h3>
        {text && list && list.length > 1 && !editing ? (
          <VersionPicker
            generationId={data.id}
            shown={version?.number}
            onShow={(chosen) => setShown(chosen)}
          />
        ) : null}
        {text && versions.isError ? <Alert tone="error">{t.versionsOriginalOnly}</Alert> : null}
        {text && versions.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-40 w-full" />
          </div>
        ) : editing ? (
          <VersionEditor
            generationId={data.id}
            content={content}
            lang={lang}
            onSaved={closeEditor}
            onCancel={() => closeEditor()}
          />
        ) : (
          <div className="rounded-lg border border-slate-200 p-4" lang={lang}>
            <GeneratedContent contentType={data.contentType} content={content} copyParts />
          </div>
        )}
        {text ? (
          <p role="status" className="sr-only">
            {saved && !editing ? t.savedAs(saved) : ""}
          </p>
        ) : null}
      </section>
      {text && !editing ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            ref={editButton}
            variant="outline"
            disabled={!list}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
          {/* Download and Copy act on the version shown: off until the versions are known (an
              edit may be newer than the original), and so never pressed as the content arrives
              and moves them. */}
          <ExportMenu
            generationId={data.id}
            {...(version && !versions.isError ? { version: version.number } : {})}
            disabled={versions.isPending}
          />
          <Button disabled={versions.isPending} onClick={() => void plainText(content).then(copy)}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {t.copyContent}
          </Button>
        </div>
      ) : null}
      {text && !editing && list ? (
        <Suspense fallback={null}>
          <RefineActions generationId={data.id} version={version?.number} onRefined={setShown} />
        </Suspense>
      ) : null}
    </>
  );
}
