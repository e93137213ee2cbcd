import { paths } from "@outsmart/contracts/routes";
import { History, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import type { SessionUser } from "~/lib/session";
import { useSignOut } from "../api/sign-out";
import { avatarInitials, menuHeading } from "../lib/user-display";
import { UserAvatar } from "./user-avatar";

/** The seed's user menu: the e-mail (or "User"), Profile, My History and sign-out (which returns home). */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const heading = menuHeading(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        // The visible initials are part of the name (WCAG 2.5.3, label in name).
        aria-label={`Account menu for ${heading}, ${avatarInitials(user)}`}
      >
        <UserAvatar person={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate font-medium text-slate-900">
          {heading}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.history}>
            <History aria-hidden="true" />
            My History
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
