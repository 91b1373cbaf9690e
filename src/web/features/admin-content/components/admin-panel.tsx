import { useId, type ReactNode } from "react";

import { cn } from "../../../lib/cn.js";

/** One of the dashboard's two columns: a bordered panel labelled by its heading. */
export function AdminPanel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("flex min-w-0 flex-col rounded-sm border border-border bg-surface", className)}>
      <h2 id={headingId} className="border-b border-border px-5 py-4 text-2xl text-foreground sm:px-6">
        {title}
      </h2>
      <div className="flex min-w-0 flex-1 flex-col p-5 sm:p-6">{children}</div>
    </section>
  );
}

/** Form on the left, list on the right from lg up; stacked on smaller screens. */
export function AdminColumns({ children }: { children: ReactNode }) {
  return (
    <div data-admin-columns="" className="grid items-start gap-6 lg:grid-cols-2">
      {children}
    </div>
  );
}
