import { cn } from "~/lib/cn";
import { avatarInitials } from "../lib/user-display";

export function UserAvatar({
  person,
  className,
}: {
  person: Parameters<typeof avatarInitials>[0];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white",
        className,
      )}
    >
      {avatarInitials(person)}
    </span>
  );
}
