import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate, type Location } from "react-router";

import { LIBRARY_PATHS, LIBRARY_TITLES, type LibraryArea } from "../../../../shared/library.js";
import { paths } from "../../../../shared/paths.js";
import { useSession } from "../../../lib/session.js";

/** Set by the dashboard's list links: the dashboard URL (with its tab) the reader was opened from. */
export interface FromDashboardState {
  fromDashboard?: string;
}

/** The state for a link from the page at `location` to a reader: where its back link leads. */
export function fromDashboardState(location: Pick<Location, "pathname" | "search">): FromDashboardState {
  return location.pathname === paths.dashboard ? { fromDashboard: location.pathname + location.search } : {};
}

const linkClass =
  "inline-flex items-center gap-2 self-start rounded-sm font-display text-base font-bold tracking-wider text-accent uppercase underline-offset-4 hover:underline";

/**
 * The reader's way back. A visitor (who came from a shared link or the
 * library) goes to the library page that lists the record (`library`), or
 * home: the dashboard is not theirs. A member goes back to the dashboard tab
 * they opened the reader from (back in history, so the list keeps its
 * place), or, arriving from elsewhere, to the tab the record is listed on
 * (`tab`).
 */
export function BackLink({ tab, library }: { tab?: string; library?: LibraryArea }) {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link to={library ? LIBRARY_PATHS[library] : paths.home} className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {library ? `Back to ${LIBRARY_TITLES[library].named}` : "Back to home"}
      </Link>
    );
  }
  const from = (location.state as FromDashboardState | null)?.fromDashboard;
  const to = from ?? (tab ? `${paths.dashboard}?tab=${encodeURIComponent(tab)}` : paths.dashboard);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The entry before this one is the dashboard the member came from.
    const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0;
    if (!from || !plain || ((window.history.state as { idx?: number } | null)?.idx ?? 0) < 1) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={to} onClick={onClick} className={linkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}
