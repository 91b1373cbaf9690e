import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";

/** Centred column for a content page. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16", className)}>{children}</div>;
}

/** A page's h1 with an optional eyebrow above and tagline below. */
export function PageHeader({ title, eyebrow, tagline }: { title: string; eyebrow?: string; tagline?: ReactNode }) {
  return (
    <header className="mb-10 border-b border-border pb-8">
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p> : null}
      <h1 className="text-5xl text-foreground sm:text-6xl">{title}</h1>
      {tagline ? <p className="mt-4 text-xl leading-relaxed text-muted">{tagline}</p> : null}
    </header>
  );
}

/** An h2 with prose under it, for static pages such as About and Privacy / Terms. */
export function ProseSection({ title, meta, children }: { title: string; meta?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-12 last:mb-0">
      <h2 className="text-3xl text-foreground sm:text-4xl">{title}</h2>
      {meta ? <p className="mt-1 text-sm text-muted">{meta}</p> : null}
      <div className="mt-4 flex flex-col gap-4 leading-relaxed text-foreground/90 [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:text-accent [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
