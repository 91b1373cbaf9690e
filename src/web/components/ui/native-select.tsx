import type { ComponentProps } from "react";

import { cn } from "../../lib/cn.js";
import { fieldClasses, fieldLook } from "./field-styles.js";

interface NativeSelectProps extends ComponentProps<"select"> {
  /** As wide as its options and 32 px high, for a player's controls. */
  compact?: boolean;
}

/** The browser's own <select>, styled like the text inputs (fully keyboard and screen-reader native). */
export function NativeSelect({ className, compact = false, ...props }: NativeSelectProps) {
  const size = compact ? cn(fieldLook, "h-8 w-auto bg-background px-1.5 py-0 text-sm") : cn(fieldClasses(), "h-11");
  return <select className={cn(size, "cursor-pointer", className)} {...props} />;
}
