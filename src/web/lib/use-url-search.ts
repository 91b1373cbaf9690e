import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const SEARCH_DELAY_MS = 300;

/**
 * A list's search kept in the URL (?q=): `text` is what the field shows,
 * `q` the search in force, which follows the field once typing pauses
 * (reload and back keep it).
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  // The URL changed from outside (a link to the bare list, back, forward): the field follows it,
  // or the pending update below would put the old search back.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => setParams(trimmed ? { q: trimmed } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  return { q, text, setText };
}
