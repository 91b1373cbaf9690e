import {
  Activity,
  Award,
  BarChart3,
  Building2,
  Inbox,
  LayoutGrid,
  ListOrdered,
  Mail,
  PenLine,
  Rss,
  UserRound,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";

import { paths } from "../../../shared/paths.js";
import { cn } from "../../lib/cn.js";
import { currentPageMark } from "./nav-items.js";

/** The admin section's pages, in the order the admin sub-navigation shows them. */
const ADMIN_LINKS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.adminDashboard, label: "Content", icon: LayoutGrid },
  { to: paths.adminSeries, label: "Series", icon: ListOrdered },
  { to: paths.adminAuthors, label: "Authors", icon: PenLine },
  { to: paths.adminMembers, label: "Members", icon: Users },
  { to: paths.adminOrgs, label: "Organisations", icon: Building2 },
  { to: paths.adminFeeds, label: "Feeds", icon: Rss },
  { to: paths.adminNewsletter, label: "Newsletter", icon: Mail },
  { to: paths.adminCertificates, label: "Certificates", icon: Award },
  { to: paths.adminInbox, label: "Inbox", icon: Inbox },
  { to: paths.adminAnalytics, label: "Analytics", icon: BarChart3 },
  { to: paths.adminActivity, label: "Activity", icon: Activity },
  { to: paths.adminJobs, label: "Jobs", icon: Workflow },
  { to: paths.adminSite, label: "Creator", icon: UserRound },
];

export interface AdminLinksProps {
  /** Unread contact messages, shown beside Inbox (nothing while unknown or 0). */
  unread: number | undefined;
  /** Called after a link is used, so the mobile menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/** The admin section's links (the sub-navigation of admin pages, and a group of the mobile menu). */
export function AdminLinks({ unread, onNavigate, className }: AdminLinksProps) {
  return (
    <ul className={className}>
      {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={cn(
              "inline-flex h-10 items-center gap-2 rounded-sm px-3 font-display text-sm font-bold tracking-wider text-foreground uppercase hover:bg-surface-raised hover:text-accent",
              currentPageMark,
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
            {label === "Inbox" && unread ? (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs leading-none text-accent-foreground">
                <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
                <span className="sr-only">{`, ${unread} unread`}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sub-navigation bar at the top of every admin page. */
export function AdminNav({ unread }: { unread: number | undefined }) {
  return (
    <nav aria-label="Admin" className="border-b border-border bg-surface/60">
      <AdminLinks unread={unread} className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2 sm:px-6" />
    </nav>
  );
}
