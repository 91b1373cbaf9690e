/** Shared look of text inputs and text areas. */
export const fieldClassName =
  "w-full rounded-sm border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted/80 transition-colors hover:border-muted focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-60";
