import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";
import { fieldClasses, type FieldOptions } from "./field-styles.js";

const MIN_HEIGHTS = { sm: "min-h-24", md: "min-h-[200px]", lg: "min-h-[300px]" } as const;

interface TextareaProps extends ComponentProps<"textarea">, Omit<FieldOptions, "onSurface"> {
  /** How tall the box is before it grows: sm 96 px, md 200 px, lg 300 px. */
  minHeight?: keyof typeof MIN_HEIGHTS;
}

export function Textarea({ className, textSize, minHeight = "sm", ...props }: TextareaProps) {
  return <textarea className={cn(fieldClasses({ textSize }), MIN_HEIGHTS[minHeight], "resize-y", className)} {...props} />;
}
