import type { ToolVersion } from "@outsmart/contracts/console-tools";
import { diffLines } from "diff";
import { History, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast";
import { formatLongDate } from "~/lib/i18n/format";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useRollbackTool } from "../api/console-tools-api";
import type { ConsoleToolsMessages } from "../i18n/console-tools-en";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { consoleToolsCatalogue } from "../i18n/console-tools-catalogue";

type DiffField = keyof ConsoleToolsMessages["fieldLabels"];
const diffFields: readonly DiffField[] = ["systemPrompt", "description", "inputFields", "model"];

const textOf = (version: ToolVersion, field: DiffField) =>
  field === "inputFields" ? version.inputFields.join("\n") : version[field];

/** A tool's saved versions, newest first: who saved each and why, its changes, and rollback. */
export function ToolVersions({ slug, versions }: { slug: string; versions: ToolVersion[] }) {
  const t = consoleToolsCatalogue.useMessages();
  const newest = versions[0]!.number;
  return (
    <section aria-labelledby="tool-versions-heading" className="flex flex-col gap-3">
      <h3
        id="tool-versions-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <History aria-hidden="true" className="size-4" />
        {t.versionsHeading}
      </h3>
      <ol aria-labelledby="tool-versions-heading" className="flex flex-col gap-3">
        {versions.map((version, index) => (
          <VersionItem
            key={version.number}
            slug={slug}
            version={version}
            previous={versions[index + 1]}
            newest={newest}
          />
        ))}
      </ol>
    </section>
  );
}

function VersionItem({
  slug,
  version,
  previous,
  newest,
}: {
  slug: string;
  version: ToolVersion;
  previous: ToolVersion | undefined;
  newest: number;
}) {
  const t = consoleToolsCatalogue.useMessages();
  const consoleText = consoleCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const id = useId();
  const [showChanges, setShowChanges] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rollback = useRollbackTool(slug);
  const isCurrent = version.number === newest;
  const when = formatLongDate(new Date(version.createdAt), language);
  return (
    <li>
      <Card aria-labelledby={`${id}-title`}>
        <article className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={`${id}-title`} className="font-medium text-slate-900">
              {t.versionTitle(version.number)}
            </h4>
            {isCurrent ? <Badge tone="success">{t.current}</Badge> : null}
            {version.restoredFrom === null ? null : (
              <Badge tone="neutral">{t.restoredFrom(version.restoredFrom)}</Badge>
            )}
          </div>
          <p className="text-sm text-slate-600">
            {version.savedBy ? t.savedBy(version.savedBy, when) : `${t.firstVersion} · ${when}`}
          </p>
          {version.note ? <p className="text-sm text-slate-800">{version.note}</p> : null}
          <div className="flex flex-wrap gap-2">
            {previous ? (
              <Button
                variant="outline"
                size="sm"
                aria-expanded={showChanges}
                aria-controls={`${id}-changes`}
                onClick={() => setShowChanges(!showChanges)}
              >
                {showChanges ? t.hideChanges : t.showChanges}
              </Button>
            ) : null}
            {isCurrent ? null : (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                <Undo2 aria-hidden="true" />
                {t.rollBack}
              </Button>
            )}
          </div>
          {rollback.error ? <Alert tone="error">{consoleText.error(rollback.error)}</Alert> : null}
          {previous && showChanges ? (
            <div id={`${id}-changes`}>
              <VersionChanges before={previous} after={version} />
            </div>
          ) : null}
        </article>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        lang={language}
        title={t.rollBackTitle(version.number)}
        description={t.rollBackBody}
        confirmLabel={t.rollBackConfirm}
        cancelLabel={t.cancel}
        pendingLabel={t.rollingBack}
        pending={rollback.isPending}
        onConfirm={() =>
          rollback.mutate(
            { version: version.number, expectedVersion: newest },
            {
              onSuccess: ({ version: saved }) => toast.success(t.rolledBack(version.number, saved)),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </li>
  );
}

/** Line-by-line changes from one version to the next, field by field (jsdiff). */
function VersionChanges({ before, after }: { before: ToolVersion; after: ToolVersion }) {
  const t = consoleToolsCatalogue.useMessages();
  const changed = diffFields.filter((field) => textOf(before, field) !== textOf(after, field));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-800">{t.changesFrom(before.number)}</p>
      {changed.length === 0 ? <p className="text-sm text-slate-600">{t.noChanges}</p> : null}
      {changed.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {t.fieldLabels[field]}
          </p>
          <pre
            lang="en"
            className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-2 font-mono text-xs leading-5"
          >
            {/* Both end in a newline, so text added after the last line is not also shown as removed. */}
            {diffLines(`${textOf(before, field)}\n`, `${textOf(after, field)}\n`).map(
              (part, index) =>
                part.added ? (
                  <ins key={index} className="block bg-emerald-50 text-emerald-900 no-underline">
                    <span className="sr-only">{t.added}: </span>
                    {prefixLines(part.value, "+ ")}
                  </ins>
                ) : part.removed ? (
                  <del key={index} className="block bg-red-50 text-red-900 no-underline">
                    <span className="sr-only">{t.removed}: </span>
                    {prefixLines(part.value, "− ")}
                  </del>
                ) : (
                  <span key={index} className="block text-slate-600">
                    {unchangedLines(part.value, t.unchangedLines)}
                  </span>
                ),
            )}
          </pre>
        </div>
      ))}
    </div>
  );
}

/** Unchanged text around a change: its first and last two lines, the rest counted. */
function unchangedLines(text: string, hidden: (count: number) => string): string {
  const lines = text.replace(/\n$/, "").split("\n");
  if (lines.length <= 5) return prefixLines(text, "  ");
  const shown = [...lines.slice(0, 2), `… ${hidden(lines.length - 4)}`, ...lines.slice(-2)];
  return prefixLines(shown.join("\n"), "  ");
}

/** Marks each line, so a change reads without colour too. */
function prefixLines(text: string, prefix: string): string {
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => `${prefix}${line}`)
    .join("\n");
}
