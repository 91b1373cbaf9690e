import { useEffect, useState } from "react";

/** How long typing must pause before the list is asked again. */
const DEBOUNCE_MS = 250;

export interface TitleSearch {
  /** What is in the box. */
  value: string;
  onChange: (value: string) => void;
  /** The words the list is filtered by: trimmed, once typing pauses. */
  q: string;
}

/** The admin list's search box: filters by title on the server (docs/decisions/044), one request per pause in typing. */
export function useTitleSearch(): TitleSearch {
  const [value, setValue] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return { value, onChange: setValue, q };
}
