import { lazy, Suspense, useState } from "react";
import type { SessionUser } from "~/lib/session";
import { avatarInitials, menuHeading } from "../lib/user-display";
import { UserAvatar } from "./user-avatar";
import { userMenuButtonClass } from "./user-menu-button";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";

const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(loadDropdown);
const preload = () => void loadDropdown();

/**
 * The header's account menu. Every signed-in screen draws it, few open it: until the first
 * click, it is a plain button; the menu (and its positioning library, ~18 KiB) loads when the
 * pointer or focus reaches the button and opens at once when it is pressed
 * (docs/decisions/0055-signed-in-javascript.md).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [wanted, setWanted] = useState(false);
  // The visible initials are part of the name (WCAG 2.5.3, label in name).
  const { m } = useInterfaceLanguage();
  const label = m.accountMenu(menuHeading(user), avatarInitials(user));
  const button = (
    <button
      type="button"
      className={userMenuButtonClass}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      <UserAvatar person={user} />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} label={label} />
    </Suspense>
  );
}
