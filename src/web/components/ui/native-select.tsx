import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { fieldClassName } from "./field-styles.js";

/** The browser's own <select>, styled like the text inputs (fully keyboard and screen-reader native). */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClassName, "h-11 cursor-pointer", className)} {...props} />;
}
