import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { fieldClassName } from "./field-styles.js";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClassName, "h-11", className)} {...props} />;
}
