import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";
import { fieldClasses, type FieldOptions } from "./field-styles.js";

interface InputProps extends ComponentProps<"input">, FieldOptions {
  /** 40 px high instead of 44, to sit in the navigation bar. */
  compact?: boolean;
}

export function Input({ className, type = "text", textSize, onSurface, compact = false, ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses({ textSize, onSurface }), compact ? "h-10" : "h-11", className)} {...props} />;
}
