import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { goTo } from "../../../lib/go-to.js";
import { loginRedirectFrom, returnPath } from "../../../lib/login-redirect.js";
import { useSession } from "../../../lib/session.js";

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
 * Login and sign-up are for visitors: a signed-in member who opens them (a
 * bookmark, the back button, a login in another tab) goes where a login
 * from here would have taken them, the page it was opened for or
 * /dashboard, as a new document: these pages are sent without an opener
 * policy, and `?next=` may name a page that needs one (docs/decisions/127).
 * The form shows while the session check runs.
 */
export function RequireVisitor({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const from = returnPath(useLocation());
  const onward = user ? (from ?? paths.dashboard) : null;
  useEffect(() => {
    if (onward) goTo(onward, { replace: true });
  }, [onward]);
  if (onward) return <PageFallback />;
  return children;
}
