import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { useMe } from "../../../api/me.js";
import { PageFallback } from "../../../components/layout/page-fallback.js";
import { useSession } from "../../../lib/session.js";
import { toast } from "../../../lib/use-toast.js";

// Apart from guards.tsx: it reads /api/me through the query cache, which the
// login and sign-up pages do not need to download.

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
