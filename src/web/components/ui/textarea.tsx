import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { fieldClassName } from "./field-styles.js";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClassName, "min-h-24 resize-y", className)} {...props} />;
}
