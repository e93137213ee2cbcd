// Apart from generations.ts (and free of zod) so the history's rename field can use it without
// loading the schema library (docs/decisions/0055-signed-in-javascript.md).

/** The longest title a generation can be given (issue 16). */
export const GENERATION_TITLE_MAX_LENGTH = 120;
