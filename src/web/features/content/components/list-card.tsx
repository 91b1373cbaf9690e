import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { fromDashboardState } from "./back-link.js";

/** A list entry that opens a reader: the whole card is one link, with its title as the accessible name. */
export function ListCardLink({ to, title, meta, children }: { to: string; title: string; meta: ReactNode; children?: ReactNode }) {
  // The reader's back link returns to this dashboard tab.
  const state = fromDashboardState(useLocation());
  return (
    <Link
      to={to}
      state={state}
      className="group flex flex-col gap-2 rounded-sm border border-border bg-surface p-5 transition-colors hover:border-accent/60 hover:bg-surface-raised"
    >
      <h3 className="text-2xl leading-tight text-foreground transition-colors group-hover:text-accent">{title}</h3>
      {meta}
      {children}
    </Link>
  );
}
