import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "../../lib/cn.js";

export interface EmptyStateProps {
  icon: LucideIcon;
  /** One line: what is not here yet. */
  children: ReactNode;
  /** E.g. a button to create the first one. */
  action?: ReactNode;
  className?: string;
}

/** An empty list in the site's look: an icon, one line, and an optional way forward. */
export function EmptyState({ icon: Icon, children, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center gap-3 rounded-sm border border-dashed border-border bg-surface/60 px-6 py-10 text-center", className)}>
      <Icon aria-hidden="true" className="size-9 text-accent" strokeWidth={1.5} />
      <p role="status" className="text-muted">
        {children}
      </p>
      {action}
    </div>
  );
}
