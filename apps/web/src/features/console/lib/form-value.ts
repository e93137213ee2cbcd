/** A filter form's field, trimmed; undefined when it is empty (the filter is off). */
export function formValue(data: FormData, name: string): string | undefined {
  const value = data.get(name);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}
