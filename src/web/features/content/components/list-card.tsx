import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { fromDashboardState } from "./back-link.js";

/**
 * A list entry that opens a reader: the card's body is one link, with its
 * title as the accessible name; `footer` (progress and its buttons) sits
 * under it, outside the link, since a link may not hold buttons.
 */
export function ListCardLink({ to, title, meta, children, footer }: { to: string; title: string; meta: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  // The reader's back link returns to this dashboard tab.
  const state = fromDashboardState(useLocation());
  return (
    <div className="flex flex-col rounded-sm border border-border bg-surface transition-colors has-[a:hover]:border-accent/60 has-[a:hover]:bg-surface-raised">
      <Link to={to} state={state} className="group flex flex-col gap-2 rounded-sm p-5">
        <h3 className="text-2xl leading-tight text-foreground transition-colors group-hover:text-accent">{title}</h3>
        {meta}
        {children}
      </Link>
      {footer ? <div className="-mt-2 px-5 pb-3">{footer}</div> : null}
    </div>
  );
}
