import { Suspense } from "react";
import { Outlet, ScrollRestoration, type Location } from "react-router";
import { Footer } from "../components/layout/footer.js";
import { Navbar } from "../components/layout/navbar.js";
import { Toaster } from "../components/ui/toaster.js";
import { useLogout } from "../features/auth/hooks/use-logout.js";
import { useSession } from "../lib/session.js";
import { useUnreadCount } from "../api/inbox.js";
import { usePageViews } from "../lib/page-views.js";
import { PageFallback } from "../components/layout/page-fallback.js";

/**
 * Every fresh page load has the history key "default"; keying those by path
 * stops one page's saved scroll position being applied to another.
 */
function scrollKey(location: Location): string {
  return location.key === "default" ? location.pathname : location.key;
}

/** Shell of every page: skip link, navigation bar, the page, footer and toasts. */
export function RootLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const adminUnread = useUnreadCount(user?.isAdmin === true);
  usePageViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-sm bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <Navbar user={user} onLogout={() => void logout()} adminUnread={adminUnread} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
