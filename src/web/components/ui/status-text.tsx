import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";

/** A one-line status in a list or panel: "Loading articles...", an empty-list note. */
export function StatusText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn("py-6 text-muted", className)}>
      {children}
    </p>
  );
}
