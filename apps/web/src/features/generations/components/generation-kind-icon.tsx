import { Box, FileText, Image, Music, Video } from "lucide-react";
import { slugKind } from "../lib/format";

const icons = { image: Image, video: Video, audio: Music, "3d": Box, text: FileText } as const;

/** The seed's history icon, chosen by the tool's slug. */
export function GenerationKindIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = icons[slugKind(slug)];
  return <Icon aria-hidden="true" className={className} />;
}
