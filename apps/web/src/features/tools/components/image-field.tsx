import { ImageUp, X } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { toolsCatalogue } from "../i18n/tools-catalogue";
import type { FieldState } from "./tool-field";

/** Inputs are sent as JSON strings of at most 2,000,000 characters; a data URL is 4/3 of the file. */
const MAX_IMAGE_BYTES = 1_400_000;

/** An image read in the browser as a data URL; "Uploaded" once it is in the form. */
export default function ImageField({
  name,
  defaultValue,
  label,
  error,
  onErrorChange,
  disabled,
}: {
  name: string;
  defaultValue: string | undefined;
  label: string;
  disabled: boolean;
} & FieldState) {
  const t = toolsCatalogue.useMessages();
  const [value, setValue] = useState(defaultValue?.startsWith("data:image/") ? defaultValue : "");
  const [fileName, setFileName] = useState<string | undefined>();
  const id = useId();

  const read = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      onErrorChange(t.imageType);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      onErrorChange(t.imageTooLarge);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== "string") return;
      setValue(reader.result);
      setFileName(file.name);
      onErrorChange(undefined);
    };
    reader.onerror = () => onErrorChange(t.imageUnreadable);
    reader.readAsDataURL(file);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <input type="hidden" name={name} value={value} />
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
          <ImageUp className="size-4" aria-hidden="true" />
          <span id={`${id}-action`}>{value ? t.replaceImage : t.chooseImage}</span>
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-state${error ? ` ${id}-error` : ""}`}
            onChange={read}
          />
        </label>
        <span id={`${id}-state`} className="flex items-center gap-2 text-sm text-slate-700">
          {value ? (
            <>
              <img src={value} alt="" className="size-10 rounded object-cover" />
              <span className="font-medium text-emerald-700">{t.uploaded}</span>
              {fileName ? (
                <span className="max-w-40 truncate text-slate-500">{fileName}</span>
              ) : null}
            </>
          ) : (
            t.noImage
          )}
        </span>
        {value ? (
          <button
            type="button"
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            onClick={() => {
              setValue("");
              setFileName(undefined);
            }}
            disabled={disabled}
            aria-label={t.remove(label)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
