import type { GenerationDone } from "@outsmart/contracts/tools";
import { Box } from "lucide-react";
import { Markdown } from "~/components/markdown";

type ContentType = GenerationDone["content_type"];

/**
 * A finished generation shown by its content type (the seed's result viewer): text as sanitised
 * Markdown; image, audio and video in the browser's own players; a 3D model as a download link.
 * Media content is a data URL or a URL on this site.
 */
export function GeneratedContent({
  contentType,
  content,
  label = "Generated content",
  copyParts = false,
}: {
  contentType: ContentType;
  content: string;
  label?: string;
  /** A Copy button on each part of a multi-part text (ADR 0048). */
  copyParts?: boolean;
}) {
  switch (contentType) {
    case "text":
      return <Markdown copyParts={copyParts}>{content}</Markdown>;
    case "image":
      return (
        <img
          src={content}
          alt={label}
          className="max-h-[32rem] w-auto max-w-full rounded-lg border border-slate-200"
        />
      );
    case "audio":
      return (
        <audio controls src={content} aria-label={label} className="w-full">
          <track kind="captions" />
        </audio>
      );
    case "video":
      return (
        <video controls src={content} aria-label={label} className="w-full rounded-lg">
          <track kind="captions" />
        </video>
      );
    case "3d":
      return (
        <a
          href={content}
          download="generated-model.glb"
          className="inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-4"
        >
          <Box aria-hidden="true" className="size-4" />
          Download the 3D model
        </a>
      );
  }
}
