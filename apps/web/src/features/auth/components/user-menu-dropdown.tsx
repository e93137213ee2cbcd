import { paths } from "@outsmart/contracts/routes";
import { History, LogOut, ShieldCheck, UserRound } from "lucide-react";
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
import { menuHeading } from "../lib/user-display";
import { UserAvatar } from "./user-avatar";
import { userMenuButtonClass } from "./user-menu-button";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";

/**
 * The seed's user menu: the e-mail (or "User"), Profile, My History, the operator console (operators only) and sign-out (which returns
 * home). Loaded by `user-menu.tsx` when first opened, and then drawn open.
 */
export default function UserMenuDropdown({ user, label }: { user: SessionUser; label: string }) {
  const { m } = useInterfaceLanguage();
  const signOut = useSignOut();
  const heading = menuHeading(user);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={userMenuButtonClass} aria-label={label}>
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
            {m.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.history}>
            <History aria-hidden="true" />
            {m.myHistory}
          </Link>
        </DropdownMenuItem>
        {user.operator ? (
          <DropdownMenuItem asChild>
            <Link to={paths.console}>
              <ShieldCheck aria-hidden="true" />
              {m.operatorConsole}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          {m.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
