import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/** A determinate progress bar (0-100), or an indeterminate one when value is null. */
export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn("relative h-2 w-full overflow-hidden rounded-full border border-border bg-background", className)}
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
