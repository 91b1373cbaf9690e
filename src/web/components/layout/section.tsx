import { useId, type ReactNode } from "react";

import { cn } from "../../lib/cn.js";

export interface SectionProps {
  title: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** A lead paragraph under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  id?: string;
  /** "raised" sets the section on a lighter band to separate it from its neighbours. */
  tone?: "default" | "raised";
  align?: "start" | "center";
  /**
   * A landing-page band below the first screen: laid out when it comes near
   * the viewport (the `below-fold` utility, docs/decisions/121). Not for a
   * page's own content, nor for the last things on a page: a band drawn late
   * at the end of a page changes its height under a reader at the bottom.
   */
  belowFold?: boolean;
  className?: string;
}

/** A landing-page band: eyebrow, heading, optional intro and content, labelled by its heading. */
export function Section({ title, eyebrow, intro, children, id, tone = "default", align = "start", belowFold = false, className }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-16 border-b border-border", belowFold && "below-fold", tone === "raised" && "bg-surface", className)}
    >
      <div className={cn("mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20", align === "center" && "text-center")}>
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p> : null}
        <h2 id={headingId} className="text-4xl text-foreground sm:text-5xl">
          {title}
        </h2>
        {intro ? <div className={cn("mt-4 max-w-3xl text-lg leading-relaxed text-muted", align === "center" && "mx-auto")}>{intro}</div> : null}
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
