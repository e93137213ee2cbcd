/** The exports map shortened to an equivalent one, or undefined when that cannot be done safely. */
export function compactExports(
  exports: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined;
