import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

/** A determinate progress bar (0-100), or an indeterminate one when value is null; `thin` beside a line of text. */
export function Progress({ className, value, thin = false, ...props }: ComponentProps<typeof ProgressPrimitive.Root> & { thin?: boolean }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn("relative w-full overflow-hidden rounded-full border border-border bg-background", thin ? "h-1.5" : "h-2", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-accent transition-transform duration-200 data-[state=indeterminate]:motion-safe:animate-pulse"
        // Indeterminate: a third of the bar, pulsing.
        style={{ transform: `translateX(-${value === null || value === undefined ? 67 : 100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
