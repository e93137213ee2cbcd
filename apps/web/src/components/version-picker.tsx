import type { GenerationVersion } from "@outsmart/contracts/generation-versions";
import { useId } from "react";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { type GenerationMessages, generationEn } from "~/lib/i18n/generation-en";
import { formatDay } from "~/lib/dates";
import { useGenerationVersions } from "~/lib/generation-versions";
import type { RefineMessages } from "./i18n/refine-en";
import { refineCatalogue, refineNote } from "./refine-catalogue";

/**
 * "Version 1 (original)", "Version 2 (edited by you, 14:05)", "Version 3 (Shorter, 14:06)"; older
 * days say the date too.
 */
export function versionLabel(
  version: GenerationVersion,
  today = new Date(),
  t: GenerationMessages = generationEn,
  refine: RefineMessages = refineCatalogue.en,
): string {
  if (version.kind === "original") return t.versionOriginal(version.number);
  const sameDay = formatDay(version.createdAt) === formatDay(today);
  const clock = t.clock(version.createdAt);
  const when = sameDay ? clock : `${t.day(version.createdAt)} ${clock}`;
  const note = refineNote(version, refine);
  return note
    ? t.versionChanged(version.number, note, when)
    : t.versionEdited(version.number, when);
}

/**
 * Which version of a text result is shown (issue 16): a native select, so phones use their own
 * picker and screen readers announce it as one. Copy and Download act on the version chosen.
 */
export function VersionPicker({
  generationId,
  shown,
  onShow,
}: {
  generationId: string;
  /** The number of the version shown; the newest when undefined. */
  shown: number | undefined;
  onShow: (version: GenerationVersion) => void;
}) {
  const id = useId();
  const t = generationCatalogue.useMessages();
  const versions = useGenerationVersions(generationId);
  const refine = refineCatalogue.useMessages();
  if (versions.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t.versionsFailed} {t.error(versions.error, t.somethingWrong)}
      </p>
    );
  const list = versions.data?.versions;
  if (!list) return <Skeleton className="h-11 w-64 max-w-full" />;
  const value = shown ?? list.at(-1)?.number ?? 1;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-version`} className="text-sm font-medium text-slate-800">
        {t.version}
      </label>
      <div className="w-full max-w-xs">
        <NativeSelect
          id={`${id}-version`}
          value={value}
          onChange={(event) => {
            const chosen = list.find((version) => version.number === Number(event.target.value));
            if (chosen) onShow(chosen);
          }}
        >
          {list.map((version) => (
            <option key={version.number} value={version.number}>
              {versionLabel(version, undefined, t, refine)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
