import type { ReactNode } from "react";

import { cn } from "../../lib/cn.js";

const WIDTHS = { "2xl": "max-w-2xl", "3xl": "max-w-3xl", "4xl": "max-w-4xl", "5xl": "max-w-5xl" } as const;

interface PageContainerProps {
  children: ReactNode;
  /** The column's widest, as Tailwind's max-w-* names it: 3xl (48rem) unless a page needs another. */
  width?: keyof typeof WIDTHS;
  /** More room above and below on a phone, for a page with a single message (not found). */
  roomy?: boolean;
  className?: string;
}

/** Centred column for a content page. */
export function PageContainer({ children, width = "3xl", roomy = false, className }: PageContainerProps) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 md:py-16", WIDTHS[width], roomy ? "py-24" : "py-12", className)}>{children}</div>;
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
