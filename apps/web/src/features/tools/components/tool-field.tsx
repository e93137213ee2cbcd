import {
  fieldControl,
  fieldLabel,
  fieldPlaceholder,
  type FieldControl,
} from "@outsmart/contracts/tool-fields";
import { ImageUp, X } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { useBanglaTyping } from "../hooks/use-bangla-typing";
import { toolsCatalogue } from "../i18n/tools-catalogue";

export type ToolValues = Record<string, string>;

/**
 * What a field needs from its form: its error, and a way to set or clear it. The controls are
 * uncontrolled and carry their field's `name`, so the form reads its values with FormData on
 * submit (no form library on the tool page: ADR 0070).
 */
type FieldState = {
  error: string | undefined;
  onErrorChange: (message: string | undefined) => void;
};

/** Inputs are sent as JSON strings of at most 2,000,000 characters; a data URL is 4/3 of the file. */
const MAX_IMAGE_BYTES = 1_400_000;

/** One input of the tool form, rendered by the seed's field table (§5 "Field rendering"). */
export function ToolField({
  name,
  disabled,
  defaultValue,
  error,
  onErrorChange,
}: {
  name: string;
  disabled: boolean;
  /** The value it starts with ("Open in tool"); the field remounts (a new key) to take a new one. */
  defaultValue?: string | undefined;
} & FieldState) {
  const t = toolsCatalogue.useMessages();
  const control: FieldControl = fieldControl(name);
  const label = t.fieldLabel(name, fieldLabel(name));
  const placeholder = t.fieldPlaceholder(name, fieldPlaceholder(name));
  const field = { name, defaultValue, onChange: () => onErrorChange(undefined) };

  if (control.kind === "image")
    return (
      <ImageField
        name={name}
        defaultValue={defaultValue}
        label={label}
        error={error}
        onErrorChange={onErrorChange}
        disabled={disabled}
      />
    );
  if (control.kind === "textarea" || control.kind === "text")
    return (
      <TextField
        name={name}
        defaultValue={defaultValue}
        label={label}
        placeholder={placeholder}
        rows={control.kind === "textarea" ? control.rows : undefined}
        error={error}
        onErrorChange={onErrorChange}
        disabled={disabled}
      />
    );
  return (
    <FormField label={label} error={error}>
      {control.kind === "select" ? (
        <NativeSelect disabled={disabled} {...field}>
          <option value="">{placeholder}</option>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {t.optionLabel(option.value, option.label)}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          type="number"
          inputMode="numeric"
          min={control.min}
          step={control.step}
          placeholder={placeholder}
          disabled={disabled}
          {...field}
        />
      )}
    </FormField>
  );
}

/** A free-text field (one line or several), with its own Bangla typing switch (issue 15). */
function TextField({
  name,
  defaultValue,
  label,
  placeholder,
  rows,
  error,
  onErrorChange,
  disabled,
}: {
  name: string;
  defaultValue: string | undefined;
  label: string;
  placeholder: string;
  rows: number | undefined;
  disabled: boolean;
} & FieldState) {
  const field = { name, defaultValue, onChange: () => onErrorChange(undefined) };
  const t = toolsCatalogue.useMessages();
  const bangla = useBanglaTyping(name);
  const toggle = (
    <button
      type="button"
      aria-pressed={bangla.on}
      aria-label={t.typeBanglaIn(label)}
      onClick={bangla.toggle}
      className={cn(
        "min-h-8 shrink-0 rounded-full border px-2.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        bangla.on
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {t.typeBangla}
    </button>
  );
  const hint = bangla.ready ? t.typeBanglaHint : undefined;
  return (
    <FormField label={label} error={error} hint={hint} labelAction={toggle}>
      {rows !== undefined ? (
        <Textarea
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          onInput={bangla.onInput}
          {...field}
        />
      ) : (
        <Input placeholder={placeholder} disabled={disabled} onInput={bangla.onInput} {...field} />
      )}
    </FormField>
  );
}

/** An image read in the browser as a data URL; "Uploaded" once it is in the form. */
function ImageField({
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
