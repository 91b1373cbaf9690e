import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { loginRedirectFrom, type LoginRedirectState } from "../../../lib/login-redirect.js";
import { useMe } from "../../../api/me.js";
import { useSession } from "../../../lib/session.js";
import { toast } from "../../../lib/use-toast.js";

/**
 * Signed-in pages: a visitor goes to /login, which brings them back here
 * after logging in. A member whose session ends while here (logout in this
 * or another tab) goes home, signed out. (The server enforces access on every
 * API call; this only keeps visitors off empty pages.)
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  const [hadSession, setHadSession] = useState(false);
  useEffect(() => {
    if (user) setHadSession(true);
  }, [user]);
  if (isPending) return <PageFallback />;
  if (!user && hadSession) return <Navigate to={paths.home} replace />;
  if (!user) {
    return <Navigate to={paths.login} replace state={loginRedirectFrom(location)} />;
  }
  return children;
}

/**
 * The admin dashboard: "Loading..." while the session loads, then /dashboard
 * unless it is an admin's. An admin who must turn on two-factor sign-in first
 * (REQUIRE_ADMIN_2FA) is sent to the account page to set it up.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const me = useMe();
  const mustSetUp = me.data?.twoFactorRequired === true;
  useEffect(() => {
    if (mustSetUp) {
      toast({ title: "Two-factor sign-in required", description: "Turn on two-factor sign-in before using the admin tools.", variant: "destructive" });
    }
  }, [mustSetUp]);
  if (isPending || (user?.isAdmin && me.isPending)) return <PageFallback text="Loading..." />;
  if (!user?.isAdmin) return <Navigate to={paths.dashboard} replace />;
  if (mustSetUp) return <Navigate to={`${paths.account}#two-factor`} replace />;
  return children;
}

/**
 * Login and sign-up are for visitors: a signed-in member who opens them (a
 * bookmark, the back button, a login in another tab) goes where a login
 * from here would have taken them, the page it was opened for or
 * /dashboard. The form shows while the session check runs.
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  if (user) return <Navigate to={from ?? paths.dashboard} replace />;
  return children;
}
