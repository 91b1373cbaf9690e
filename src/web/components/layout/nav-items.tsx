import { LayoutDashboard, LogIn, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths.js";
import type { SessionUser } from "../../lib/session.js";
import { Button } from "../ui/button.js";

export interface NavItemsProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** Called after any item is used, so the mobile menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/** The navigation bar's actions: Member Access when signed out; Dashboard, Admin and Logout when signed in. */
export function NavItems({ user, onLogout, onNavigate, className }: NavItemsProps) {
  if (!user) {
    return (
      <div className={className}>
        <Button asChild>
          <Link to={paths.login} onClick={onNavigate}>
            <LogIn aria-hidden="true" />
            Member Access
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className={className}>
      <Button asChild variant="ghost">
        <Link to={paths.dashboard} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      {user.isAdmin ? (
        <Button asChild variant="ghost">
          <Link to={paths.adminDashboard} onClick={onNavigate}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Link>
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
