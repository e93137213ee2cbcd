/** The words of an output, for "time saved": text outputs only (audio is a data URL). */
export function outputWords(contentType: string, content: string | null): number {
  return contentType === "text" && content ? content.split(/\s+/).filter(Boolean).length : 0;
}
