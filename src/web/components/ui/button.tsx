import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-sm font-display font-bold tracking-wider whitespace-nowrap uppercase transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-accent text-accent-foreground hover:bg-accent-hover",
        outline: "border border-accent/70 text-accent hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-surface-raised hover:text-accent",
        /** A ghost button for a secondary action that should not draw the eye. */
        quiet: "text-muted hover:bg-surface-raised hover:text-accent",
        /** A ghost button that deletes. */
        ghostDestructive: "text-destructive hover:bg-surface-raised",
        destructive: "bg-destructive text-accent-foreground hover:bg-destructive/90",
      },
      size: {
        default: "h-11 px-5 text-base",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-7 text-lg",
        icon: "size-11 text-base",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...(asChild ? {} : { type: type ?? "button" })} {...props} />;
}
