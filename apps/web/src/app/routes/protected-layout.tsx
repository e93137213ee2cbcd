import { paths } from "@outsmart/contracts/routes";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "~/components/ui/spinner";
import { useSession } from "~/features/auth/api/get-session";

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
  return <Outlet />;
}
