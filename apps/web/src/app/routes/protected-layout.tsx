import { paths } from "@outsmart/contracts/routes";
import { Navigate, Outlet, useLocation } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { FullPageSpinner } from "~/components/ui/spinner";
import { useSession } from "~/lib/session";
import { UserMenu } from "~/features/auth/components/user-menu";

/**
 * The seed's protection rule: a spinner while the session loads; no session → /auth, replacing
 * the history entry (so Back does not return to the protected page), carrying where to return.
 */
export default function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageSpinner label="Checking your session" />;
  if (!session.data) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.auth}?redirect=${redirect}`} replace />;
  }
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
        <BrandLogo />
        <UserMenu user={session.data.user} />
      </header>
      <Outlet />
    </div>
  );
}
