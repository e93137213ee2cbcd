import type { GenerationDone } from "@outsmart/contracts/tools";

type ContentType = GenerationDone["content_type"];

/** The seed's download names: generated-content-{timestamp}.txt, .png, .wav or .mp4 (3d: .glb). */
const extensions: Record<ContentType, string> = {
  text: "txt",
  image: "png",
  audio: "wav",
  video: "mp4",
  "3d": "glb",
};

const kinds: Record<ContentType, string> = {
  text: "text",
  image: "image",
  audio: "audio",
  video: "video",
  "3d": "3D model",
};

export function downloadFileName(contentType: ContentType, now = Date.now()): string {
  return `generated-content-${now}.${extensions[contentType]}`;
}

/** "Content saved as text file." (the seed's words), and the same for media. */
export function downloadedDescription(contentType: ContentType): string {
  return `Content saved as ${kinds[contentType]} file.`;
}

/** Text is saved as UTF-8; media content is a data or blob URL, or a URL on this site. */
async function contentBlob(content: string, contentType: ContentType): Promise<Blob> {
  if (contentType === "text") return new Blob([content], { type: "text/plain;charset=utf-8" });
  const response = await fetch(content);
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  return await response.blob();
}

/** Saves a result as a file through a temporary link (works in every browser we support). */
export async function downloadResult(content: string, contentType: ContentType): Promise<string> {
  const name = downloadFileName(contentType);
  const url = URL.createObjectURL(await contentBlob(content, contentType));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
