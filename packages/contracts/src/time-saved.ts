// Apart from generations.ts (and free of zod) so the stat cards can explain the figure without
// loading the schema library (docs/decisions/0055-signed-in-javascript.md).

/** Reading speed behind "time saved" (product decisions §6): output words ÷ 25 words per minute. */
export const WORDS_PER_MINUTE_SAVED = 25;
