import type { ReactNode } from "react";

/** The heading of an admin page: the "Command post" eyebrow, the h1, a line under it, and the page's actions on the right. */
export function AdminPageHeader({ title, tagline, children }: { title: string; tagline: ReactNode; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-4 border-b border-border pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">Command post</p>
        <h1 className="text-5xl text-foreground sm:text-6xl">{title}</h1>
        <p className="mt-3 text-lg text-muted">{tagline}</p>
      </div>
      {children}
    </header>
  );
}
