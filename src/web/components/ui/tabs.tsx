import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

export const Tabs = TabsPrimitive.Root;

// Options instead of overriding classes: cn() joins classes without resolving conflicts (docs/decisions/069).

/** `columns`: how many tabs share a row on a phone (from `sm` up they sit in one row). */
export function TabsList({ className, columns = 2, ...props }: ComponentProps<typeof TabsPrimitive.List> & { columns?: 2 | 3 }) {
  return (
    <TabsPrimitive.List
      className={cn(
        "grid gap-1 rounded-sm border border-border bg-surface p-1 sm:inline-grid sm:auto-cols-fr sm:grid-flow-col",
        columns === 3 ? "grid-cols-3" : "grid-cols-2",
        className,
      )}
      {...props}
    />
  );
}

/** `compact`: narrower and smaller text on a phone, for three tabs in a row. */
export function TabsTrigger({ className, compact = false, ...props }: ComponentProps<typeof TabsPrimitive.Trigger> & { compact?: boolean }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-sm py-2 font-display font-bold tracking-wider whitespace-nowrap text-muted uppercase transition-colors hover:text-foreground data-[state=active]:bg-accent data-[state=active]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0",
        compact ? "px-1 text-sm sm:px-4 sm:text-base" : "px-4 text-base",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-8", className)} {...props} />;
}
