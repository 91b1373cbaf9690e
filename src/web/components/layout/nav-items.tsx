import { LayoutDashboard, LogIn, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { NavLink } from "react-router";

import { paths } from "../../../shared/paths.js";
import type { SessionUser } from "../../lib/session.js";
import { Button } from "../ui/button.js";

/**
 * The mark of the page the member is on: NavLink sets aria-current="page",
 * and the item shows it in gold with an underline (not by colour alone).
 */
export const currentPageMark =
  "aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

export interface NavItemsProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** Called after any item is used, so the mobile menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/** The navigation bar's actions: Member Access when signed out; Dashboard, Account, Admin and Logout when signed in. */
export function NavItems({ user, onLogout, onNavigate, className }: NavItemsProps) {
  if (!user) {
    return (
      <div className={className}>
        <Button asChild className="aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8">
          <NavLink to={paths.login} onClick={onNavigate}>
            <LogIn aria-hidden="true" />
            Member Access
          </NavLink>
        </Button>
      </div>
    );
  }
  return (
    <div className={className}>
      <Button asChild variant="ghost" className={currentPageMark}>
        <NavLink to={paths.dashboard} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </NavLink>
      </Button>
      <Button asChild variant="ghost" className={currentPageMark}>
        <NavLink to={paths.account} onClick={onNavigate} title={user.fullName || user.email}>
          <UserRound aria-hidden="true" />
          Account
        </NavLink>
      </Button>
      {user.isAdmin ? (
        <Button asChild variant="ghost" className={currentPageMark}>
          <NavLink to={paths.adminDashboard} onClick={onNavigate}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </NavLink>
        </Button>
      ) : null}
      <Button
        variant="outline"
        onClick={() => {
          onNavigate?.();
          onLogout();
        }}
      >
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
