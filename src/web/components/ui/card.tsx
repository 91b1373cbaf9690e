import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col rounded-sm border border-border bg-surface", className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 p-6 pb-3", className)} {...props} />;
}

export function CardTitle({ className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & { as?: "h1" | "h2" | "h3" }) {
  return <Heading className={cn("text-2xl leading-tight text-foreground", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm leading-relaxed text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex-1 px-6 pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 px-6 pb-6", className)} {...props} />;
}
