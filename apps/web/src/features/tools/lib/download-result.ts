import type { GenerationDone } from "@outsmart/contracts/tools";
import { saveFile } from "~/lib/save-file";

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

const DATA_URL = /^data:([^,]*?)(;base64)?,(.*)$/su;

/**
 * A data URL's bytes as a Blob, decoded here rather than fetched: the page's CSP (`connect-src
 * 'self'`) refuses `fetch("data:…")`, which made every audio download fail (issue 14). Undefined
 * when `url` is not a data URL.
 */
export function dataUrlBlob(url: string): Blob | undefined {
  const match = DATA_URL.exec(url);
  if (!match) return undefined;
  const [, mediaType = "", base64, data = ""] = match;
  const type = mediaType || "text/plain;charset=US-ASCII";
  if (!base64) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data.replace(/\s+/gu, ""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** Text is saved as UTF-8; media content is a data URL (decoded), or a blob or same-site URL. */
async function contentBlob(content: string, contentType: ContentType): Promise<Blob> {
  if (contentType === "text") return new Blob([content], { type: "text/plain;charset=utf-8" });
  const decoded = dataUrlBlob(content);
  if (decoded) return decoded;
  const response = await fetch(content);
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  return await response.blob();
}

/** Saves a result as a file (generated-content-{timestamp}.{ext}) and returns its name. */
export async function downloadResult(content: string, contentType: ContentType): Promise<string> {
  const name = downloadFileName(contentType);
  saveFile(await contentBlob(content, contentType), name);
  return name;
}
