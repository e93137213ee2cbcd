import { formatDistanceToNow } from "date-fns";

/** "3 hours ago". A time slightly in the future (clocks differ between server and device) reads as now. */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const value = new Date(date);
  return formatDistanceToNow(value > now ? now : value, { addSuffix: true });
}
