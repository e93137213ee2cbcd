import { formatWholeNumber, toBengaliDigits } from "@outsmart/contracts/format";
import { paths } from "@outsmart/contracts/routes";
import { Coins, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/layouts/skip-link";
import { DashboardSidebar } from "~/components/layouts/dashboard-sidebar";
import { BrandLogo } from "~/components/brand-logo";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { UserMenu } from "~/features/auth/components/user-menu";
import { useCreditSummary } from "~/features/credits/api/get-credit-summary";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { endLeavingSignedInApp, isLeavingSignedInApp, useSession } from "~/lib/session";
import { InterfaceLanguageSwitch } from "../interface-language-switch";

const loadNavigationSheet = () => import("~/components/layouts/navigation-sheet");
const NavigationSheet = lazy(loadNavigationSheet);
const preloadNavigationSheet = () => void loadNavigationSheet();

/**
 * The seed's protection rule and dashboard shell. While the session loads, the shell is drawn at
 * once (sidebar, header) with skeletons where the account's parts go (issue 14: no blank page with
 * a spinner); no session → /auth, replacing the history entry (so Back does not return to the
 * protected page), carrying where to return. Signed in: the sidebar (a sheet on small screens), a
 * header with the real plan label, the credit balance and the user menu, and the child route in
 * the content area.
 */
export default function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  const { language, m } = useInterfaceLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => endLeavingSignedInApp, []);
  if (!session.isPending && !session.data) {
    // Signing out: the way home is under way; going to the sign-in page instead would win the race.
    if (isLeavingSignedInApp()) return null;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <>
        <p className="p-6 text-center text-slate-600" lang={language}>
          {m.pleaseSignIn}
        </p>
        <Navigate to={`${paths.auth}?redirect=${redirect}`} replace />
      </>
    );
  }
  const user = session.data?.user;
  // Every signed-in page, the stable audio tool's bare form included, sits in the shell: the seed's
  // audio page had no header and no sidebar, a dead end with no way back (issue 14).
  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 border-r border-slate-200 bg-white lg:block">
        <DashboardSidebar />
      </aside>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header
          lang={language}
          data-shell-header
          className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6"
        >
          <button
            ref={menuButton}
            type="button"
            className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
            aria-label={m.openNavigation}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={preloadNavigationSheet}
            onFocus={preloadNavigationSheet}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          {menuWanted && (
            <Suspense fallback={null}>
              <NavigationSheet
                open={menuOpen}
                onOpenChange={setMenuOpen}
                returnFocusTo={menuButton}
              >
                <DashboardSidebar onNavigate={() => setMenuOpen(false)} />
              </NavigationSheet>
            </Suspense>
          )}
          {/* Below 640 px the header keeps its room for the language switch, the plan, the credits
              and the account menu (a paid plan's label overflowed 375 px); the sheet has the logo. */}
          <span className="hidden sm:contents lg:hidden">
            <BrandLogo />
          </span>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <InterfaceLanguageSwitch />
            {user ? (
              <>
                <PlanAndBalance />
                <UserMenu user={user} />
              </>
            ) : (
              <Skeleton shape="round" className="size-9" />
            )}
          </div>
        </header>
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {user ? <Outlet /> : <SessionCheck />}
        </div>
      </div>
    </div>
  );
}

/** The real plan label and credit balance (product decisions §3). */
function PlanAndBalance() {
  const summary = useCreditSummary();
  const { language, m } = useInterfaceLanguage();
  if (summary.isPending)
    return (
      <span role="status" className="flex items-center gap-2">
        <span className="sr-only">{m.loadingPlan}</span>
        <Skeleton shape="round" className="h-6 w-20" />
        <Skeleton shape="round" className="h-6 w-16" />
      </span>
    );
  if (summary.isError) return null;
  const { balance } = summary.data;
  const planLabel = m.planLabels[summary.data.plan];
  return (
    <>
      <Badge
        tone={summary.data.plan === "free" ? "neutral" : "brand"}
        className="whitespace-nowrap"
        data-testid="header-plan"
      >
        {planLabel}
      </Badge>
      <span
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-700"
        data-testid="header-credits"
      >
        <Coins aria-hidden="true" className="size-4 text-amber-500" />
        {language === "bn"
          ? toBengaliDigits(formatWholeNumber(balance))
          : formatWholeNumber(balance)}
        <span className="sr-only sm:not-sr-only">{m.credits(balance)}</span>
      </span>
    </>
  );
}

/** The content area while the session is checked: the outline of a page, announced once. */
function SessionCheck() {
  const { language, m } = useInterfaceLanguage();
  return (
    <div role="status" lang={language} className="flex flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <span className="sr-only">{m.checkingSession}</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
