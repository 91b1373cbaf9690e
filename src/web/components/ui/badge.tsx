import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

// A tone instead of overriding colour classes: cn() joins classes without resolving conflicts (docs/decisions/069).
const TONES = {
  accent: "border-accent/60 bg-accent/10 text-accent",
  neutral: "border-foreground/50 bg-foreground/10 text-foreground",
  destructive: "border-destructive/70 bg-destructive/10 text-destructive",
} as const;

/** A small uppercase label, e.g. the MEMBERS flag on members-only content. */
export function Badge({ className, tone = "accent", ...props }: ComponentProps<"span"> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-sm border px-1.5 py-0.5 font-display text-xs leading-none font-bold tracking-widest whitespace-nowrap",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
