import { cn } from "~/lib/cn";
import { avatarInitials } from "../lib/user-display";

export function UserAvatar({
  person,
  size = "md",
}: {
  person: Parameters<typeof avatarInitials>[0];
  /** md: the header's 36 px; lg: the profile's 64 px. */
  size?: "md" | "lg";
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white",
        size === "lg" ? "size-16 text-xl" : "size-9 text-sm",
      )}
    >
      {avatarInitials(person)}
    </span>
  );
}
