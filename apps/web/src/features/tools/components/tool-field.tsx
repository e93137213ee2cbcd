import {
  fieldControl,
  fieldLabel,
  fieldPlaceholder,
  type FieldControl,
} from "@outsmart/contracts/tool-fields";
import { lazy, Suspense } from "react";
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
export type FieldState = {
  error: string | undefined;
  onErrorChange: (message: string | undefined) => void;
};

// Only the image tools have an image field: its code loads when one is shown.
const ImageField = lazy(() => import("./image-field"));

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
      <Suspense fallback={null}>
        <ImageField
          name={name}
          defaultValue={defaultValue}
          label={label}
          error={error}
          onErrorChange={onErrorChange}
          disabled={disabled}
        />
      </Suspense>
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
