import { lazy, Suspense, useEffect } from "react";
import { useSession } from "~/lib/session";

// The menu (and its Radix dropdown) loads only for signed-in visitors: public pages stay light.
const UserMenu = lazy(() =>
  import("~/features/auth/components/user-menu").then((module) => ({
    default: module.UserMenu,
  })),
);

/**
 * The public pages' account menu: the user menu when signed in, nothing otherwise. Reports the
 * session to the header, so it can swap Login / "Start for Free" for the Dashboard button.
 */
export function SiteAccount({
  onSignedInChange,
}: {
  onSignedInChange?: (signedIn: boolean) => void;
}) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (!session.isPending) onSignedInChange?.(signedIn);
  }, [session.isPending, signedIn, onSignedInChange]);
  if (!session.data) return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="size-9 rounded-full bg-slate-100" />}>
      <UserMenu user={session.data.user} />
    </Suspense>
  );
}
