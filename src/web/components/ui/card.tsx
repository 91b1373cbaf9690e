import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

// Options instead of overriding classes: cn() joins classes without resolving
// conflicts (docs/decisions/069).

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col rounded-sm border border-border bg-surface", className)} {...props} />;
}

/** `spacious`: more room under the title, for a card that is the whole page (sign-in). */
export function CardHeader({ className, spacious = false, ...props }: ComponentProps<"div"> & { spacious?: boolean }) {
  return <div className={cn("flex flex-col gap-2 p-6", spacious ? "pb-6" : "pb-3", className)} {...props} />;
}

const TITLE_SIZES = { md: "text-2xl leading-tight", lg: "text-3xl", xl: "text-4xl" } as const;

type CardTitleProps = ComponentProps<"h3"> & { as?: "h1" | "h2" | "h3"; size?: keyof typeof TITLE_SIZES };

export function CardTitle({ className, as: Heading = "h3", size = "md", ...props }: CardTitleProps) {
  return <Heading className={cn(TITLE_SIZES[size], "text-foreground", className)} {...props} />;
}

/** `size="base"`: body-sized text, for a card whose description is its content (the landing page's features). */
export function CardDescription({ className, size = "sm", ...props }: ComponentProps<"p"> & { size?: "sm" | "base" }) {
  return <p className={cn(size === "sm" ? "text-sm leading-relaxed" : "text-base", "text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex-1 px-6 pb-6", className)} {...props} />;
}

/** `stacked`: the footer's buttons and links in a column, full width (sign-in forms). */
export function CardFooter({ className, stacked = false, ...props }: ComponentProps<"div"> & { stacked?: boolean }) {
  return <div className={cn("flex px-6 pb-6", stacked ? "flex-col items-stretch gap-4" : "items-center gap-3", className)} {...props} />;
}
