import { Search } from "lucide-react";
import { useId } from "react";
import { Input } from "./input.js";
import { Label } from "./label.js";

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's labelled search box (a search landmark), e.g. the admin's members and feeds. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const inputId = useId();
  return (
    // Named, so it differs from the header's site search landmark.
    <div role="search" aria-label="List search" className="mb-6 flex max-w-md flex-col gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <Input id={inputId} type="search" value={value} onChange={(event) => onChange(event.target.value)} maxLength={200} className="pl-9" autoComplete="off" />
      </div>
    </div>
  );
}
