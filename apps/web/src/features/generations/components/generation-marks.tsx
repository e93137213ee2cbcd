import { GENERATION_TITLE_MAX_LENGTH } from "@outsmart/contracts/generation-title";
import { paths } from "@outsmart/contracts/routes";
import { PencilLine, Repeat2, Star } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useMarkGeneration } from "../api/update-generation";
import { historyCatalogue } from "../i18n/history-catalogue";

/** Star or unstar a generation (its favourite flag), in the history row and the detail dialog. */
export function StarButton({
  id,
  favourite,
  label,
}: {
  id: string;
  favourite: boolean;
  /** "Star Caption Generator from Nov 28, 2026 at 06:30": the same whether starred or not. */
  label: string;
}) {
  const mark = useMarkGeneration();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={favourite}
      onClick={() => mark.mutate({ id, marks: { favourite: !favourite } })}
    >
      <Star
        aria-hidden="true"
        className={favourite ? "fill-amber-400 text-amber-600" : undefined}
      />
    </Button>
  );
}

/** The tool page of a generation, to be filled with its inputs, kit, language and model. */
export const reusePath = (toolSlug: string, id: string) =>
  `${paths.tool(toolSlug)}?from=${encodeURIComponent(id)}`;

/** "Open in tool": an icon link in the history row, a labelled one in the detail. */
export function OpenInToolLink({
  toolSlug,
  id,
  label,
  compact = false,
}: {
  toolSlug: string;
  id: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <Link
      to={reusePath(toolSlug, id)}
      className={buttonVariants({
        variant: compact ? "ghost" : "outline",
        size: compact ? "icon" : "sm",
      })}
      {...(compact ? { "aria-label": label } : {})}
    >
      <Repeat2 aria-hidden="true" />
      {compact ? null : label}
    </Link>
  );
}

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
  const h = historyCatalogue.useMessages();
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
            label={h.star(toolName, when)}
          />
          {renaming ? null : (
            <Button
              ref={renameButton}
              variant="outline"
              size="sm"
              onClick={() => setRenaming(true)}
            >
              <PencilLine aria-hidden="true" />
              {h.rename}
            </Button>
          )}
          <OpenInToolLink toolSlug={generation.toolSlug} id={generation.id} label={h.openInTool} />
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
          <Label htmlFor={`${id}-title`}>{h.titleLabel}</Label>
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
              <Button type="submit">{h.saveTitle}</Button>
              <Button variant="outline" onClick={close}>
                {h.cancel}
              </Button>
            </div>
          </div>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {h.titleHint(GENERATION_TITLE_MAX_LENGTH)}
          </p>
        </form>
      ) : null}
    </div>
  );
}
