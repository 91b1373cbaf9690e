import { Suspense } from "react";
import { Outlet } from "react-router";

import { useUnreadCount } from "../api/inbox.js";
import { AdminNav } from "../components/layout/admin-links.js";
import { PageFallback } from "../components/layout/page-fallback.js";
import { RequireAdmin } from "../features/auth/components/require-admin.js";
import { useSession } from "../lib/session.js";

/**
 * Every page of the admin section: the spec's admin guard ("Loading...",
 * then /dashboard for anyone but an admin), and the admin sub-navigation
 * with the unread inbox count above the page. The server checks every
 * admin API call on its own; this only keeps others off empty pages.
 */
export default function AdminLayout() {
  const { user } = useSession();
  // The site layout polls the count; the sub-navigation shows the same cached value.
  const unread = useUnreadCount(user?.isAdmin === true, { cachedOnly: true });
  return (
    <RequireAdmin>
      <AdminNav unread={unread} />
      {/* The page's own chunk loads under the navigation, which stays in place; every admin page gets the same frame. */}
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </RequireAdmin>
  );
}
