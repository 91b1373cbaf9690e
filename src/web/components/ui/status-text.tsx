import type { ReactNode } from "react";

import { cn } from "../../lib/cn.js";

interface StatusTextProps {
  children: ReactNode;
  /** Less room and smaller text, for a status inside a player or panel. */
  compact?: boolean;
  className?: string;
}

/** A one-line status in a list or panel: "Loading articles...", an empty-list note. */
export function StatusText({ children, compact = false, className }: StatusTextProps) {
  return (
    <p role="status" className={cn("text-muted", compact ? "py-2 text-sm" : "py-6", className)}>
      {children}
    </p>
  );
}
