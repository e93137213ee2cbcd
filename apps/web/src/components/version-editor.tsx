import type { GenerationVersion } from "@outsmart/contracts/generation-versions";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { useSaveEdit } from "~/lib/generation-versions";

/**
 * Editing a text result by hand (issue 16): its Markdown in a textarea, saved as the generation's
 * newest version ("Edited by you"). Esc cancels, Ctrl/⌘+Enter saves. Loads when Edit is first
 * pressed, not with the page.
 */
export function VersionEditor({
  generationId,
  content,
  lang,
  onSaved,
  onCancel,
}: {
  generationId: string;
  /** The text being edited (the version shown). */
  content: string;
  lang?: string | undefined;
  onSaved: (version: GenerationVersion) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const t = generationCatalogue.useMessages();
  const [draft, setDraft] = useState(content);
  const [empty, setEmpty] = useState(false);
  const save = useSaveEdit(generationId);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = () => {
    if (save.isPending) return;
    if (draft.trim() === "") {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    save.mutate({ content: draft }, { onSuccess: (version) => onSaved(version) });
  };

  const error = empty
    ? t.writeSomething
    : save.isError
      ? t.error(save.error, t.somethingWrong)
      : null;
  return (
    <form
      data-version-editor
      className="flex flex-col gap-3"
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>{t.editResult}</Label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t.editHint}
        </p>
        <Textarea
          ref={field}
          id={`${id}-text`}
          rows={14}
          lang={lang}
          value={draft}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (empty) setEmpty(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              // Inside a dialog, Esc closes the editor, not the dialog (the dialog checks
              // data-version-editor).
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
        />
      </div>
      {error ? (
        <div id={`${id}-error`}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          <Check aria-hidden="true" />
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={save.isPending}>
          <X aria-hidden="true" />
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
