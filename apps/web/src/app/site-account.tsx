import { useEffect } from "react";
import { useSession } from "~/lib/session";
import { UserMenu } from "~/features/auth/components/user-menu";

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
  return session.data ? <UserMenu user={session.data.user} /> : null;
}
