import { findCatalogueTool, titleCaseSlug } from "@outsmart/contracts/tool-catalogue";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * The seed's Recent Activity times: "Just now" under a minute, then "N minutes ago", "N hours ago",
 * "N days ago" (whole units, rounded down). A time slightly in the future (clock skew) is "Just now".
 */
export function activityTime(date: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  return plural(Math.floor(elapsed / DAY), "day");
}

/** The catalogue's tool name ("Caption Generator"), else the title-cased slug. */
export function toolName(slug: string): string {
  return findCatalogueTool(slug)?.name ?? titleCaseSlug(slug);
}

/** The seed's history icon by slug: image, video, audio, 3d, otherwise text. */
export function slugKind(slug: string): "image" | "video" | "audio" | "3d" | "text" {
  if (slug.includes("image")) return "image";
  if (slug.includes("video")) return "video";
  if (slug.includes("audio")) return "audio";
  if (slug.includes("3d")) return "3d";
  return "text";
}

/** "2.5h", "0h": hours with at most one decimal. */
export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}h`;
}
