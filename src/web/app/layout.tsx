import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";

import { Footer } from "../components/layout/footer.js";
import { Navbar } from "../components/layout/navbar.js";
import { PageFallback } from "../components/layout/page-fallback.js";
import type { Toaster as ToasterType } from "../components/ui/toaster.js";
import { useLogout } from "../features/auth/lib/use-logout.js";
import { useCreator } from "../lib/creator.js";
import { usePageViews } from "../lib/page-views.js";
import { useSession } from "../lib/session.js";
import { useToast } from "../lib/use-toast.js";
import { ScrollRestoration } from "./scroll-restoration.js";

// Neither is needed to paint a page, so neither is in the entry chunk
// (docs/decisions/059): the toasts' Radix code loads with the first toast,
// the admin's unread count only for an admin.
const AdminUnread = lazy(() => import("./admin-unread.js"));
type ToasterComponent = typeof ToasterType;

/**
 * Mounts the toast viewport once the first toast is shown, and keeps it. Not
 * React.lazy: Suspense reveals its content on a timer, and a toast must show
 * even while a test holds the page's clock.
 */
function Toasts() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    void import("../components/ui/toaster.js").then((module) => {
      if (live) setToaster(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}

/** Shell of every page: skip link, navigation bar, the page, footer and toasts. */
export function RootLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const [unread, setUnread] = useState<number | undefined>();
  const adminUnread = user?.isAdmin === true ? unread : undefined;
  usePageViews();
  // The footer's social links: the creator's profiles (docs/decisions/096).
  const creator = useCreator();
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
      <Footer profiles={creator?.profiles} />
      <Toasts />
      {user?.isAdmin === true ? (
        <Suspense fallback={null}>
          <AdminUnread onChange={setUnread} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
