import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { loginRedirectFrom } from "../../../lib/login-redirect.js";
import { useSession } from "../../../lib/session.js";
import { useProfile } from "../api/profile.js";

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

/** The admin dashboard: "Loading..." while the profile loads, then /dashboard unless it is an admin's. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <PageFallback text="Loading..." />;
  if (!profile?.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return children;
}
