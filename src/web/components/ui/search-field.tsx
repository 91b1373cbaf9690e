import { Search } from "lucide-react";
import { useId } from "react";

import { SEARCH_QUERY_MAX } from "../../../shared/constants.js";
import { cn } from "../../lib/cn.js";
import { Input } from "./input.js";
import { Label } from "./label.js";

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label for screen readers only, shown as the placeholder: a compact box, as wide as the panel it is in. */
  hideLabel?: boolean;
  className?: string;
}

/** A list's labelled search box (a search landmark), e.g. the admin's members, feeds and content lists. */
export function SearchField({ label, value, onChange, hideLabel = false, className }: SearchFieldProps) {
  const inputId = useId();
  return (
    // Named, so it differs from the header's site search landmark.
    <div role="search" aria-label="List search" className={cn("flex flex-col gap-2", hideLabel ? "mb-4" : "mb-6 max-w-md", className)}>
      <Label htmlFor={inputId} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <Input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={hideLabel ? label : undefined}
          maxLength={SEARCH_QUERY_MAX}
          className="pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
