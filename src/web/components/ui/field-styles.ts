import { cn } from "../../lib/cn.js";

/** What every form field shares: border, text colour, placeholder, hover, focus and disabled looks. */
export const fieldLook =
  "rounded-sm border border-input text-foreground placeholder:text-muted/80 transition-colors hover:border-muted focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-60";

export interface FieldOptions {
  /** "sm" for a field holding code-like text (a feed address, markdown). */
  textSize?: "base" | "sm";
  /** On the raised surface of the navigation bar rather than the page's background. */
  onSurface?: boolean;
}

/**
 * A full-width field's classes. Each property comes from exactly one option,
 * because cn() joins classes without resolving conflicts (docs/decisions/069):
 * a caller picks an option instead of overriding a class.
 */
export function fieldClasses({ textSize = "base", onSurface = false }: FieldOptions = {}): string {
  return cn(fieldLook, "w-full px-3 py-2", textSize === "sm" ? "text-sm" : "text-base", onSurface ? "bg-surface" : "bg-background");
}
