import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/** A small uppercase label, e.g. the MEMBERS flag on members-only content. */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-sm whitespace-nowrap border border-accent/60 bg-accent/10 px-1.5 py-0.5 font-display text-xs leading-none font-bold tracking-widest text-accent",
        className,
      )}
      {...props}
    />
  );
}
