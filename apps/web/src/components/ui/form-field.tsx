import { type ReactElement, cloneElement, useId } from "react";
import { cn } from "~/lib/cn";
import { Label } from "./label";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A labelled form control with an optional hint and error, wired for screen readers: the label
 * names the control, hint and error describe it, and the error is announced when it appears.
 */
export function FormField({
  label,
  hint,
  error,
  children,
  className,
  labelAction,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ReactElement<ControlProps>;
  className?: string;
  labelAction?: ReactElement;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
