import { GENERATION_TITLE_MAX_LENGTH } from "@outsmart/contracts/generation-title";
import { PencilLine } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { useMarkGeneration } from "../api/update-generation";
import { OpenInToolLink, StarButton } from "./generation-marks";

/**
 * The detail dialog's title row: the tool's name (under a title the user gave), the star, "Rename"
 * (an inline field: empty removes the title) and "Open in tool".
 */
export function GenerationDetailMarks({
  generation,
  toolName,
  when,
}: {
  generation: { id: string; toolSlug: string; favourite: boolean; title: string | null };
  toolName: string;
  when: string;
}) {
  const t = generationCatalogue.useMessages();
  const [renaming, setRenaming] = useState(false);
  const mark = useMarkGeneration();
  const renameButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = () => {
    setRenaming(false);
    // The field is gone: focus returns to the button that opened it.
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {generation.title ? <span className="text-sm text-slate-600">{toolName}</span> : null}
        <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
          <StarButton
            id={generation.id}
            favourite={generation.favourite}
            label={t.star(toolName, when)}
          />
          {renaming ? null : (
            <Button
              ref={renameButton}
              variant="outline"
              size="sm"
              onClick={() => setRenaming(true)}
            >
              <PencilLine aria-hidden="true" />
              {t.rename}
            </Button>
          )}
          <OpenInToolLink toolSlug={generation.toolSlug} id={generation.id} label={t.openInTool} />
        </div>
      </div>
      {renaming ? (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            const title = String(new FormData(event.currentTarget).get("title") ?? "");
            mark.mutate({ id: generation.id, marks: { title } });
            close();
          }}
        >
          <Label htmlFor={`${id}-title`}>{t.titleLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-title`}
              name="title"
              defaultValue={generation.title ?? ""}
              maxLength={GENERATION_TITLE_MAX_LENGTH}
              placeholder={toolName}
              aria-describedby={`${id}-hint`}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the field was just asked for
              autoFocus
            />
            <div className="flex gap-2">
              <Button type="submit">{t.saveTitle}</Button>
              <Button variant="outline" onClick={close}>
                {t.cancel}
              </Button>
            </div>
          </div>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t.titleHint(GENERATION_TITLE_MAX_LENGTH)}
          </p>
        </form>
      ) : null}
    </div>
  );
}
