import { useEffect, useState } from "react";

const SEARCH_DELAY_MS = 300;

/** The search in force, following the field once typing pauses. */
export function useSettled(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
