import { useEffect, useRef, type RefObject } from "react";

/** The blocks markdown renders; the last of them is where an article ends. */
const BLOCKS = "p, li, pre, blockquote, table, h1, h2, h3, h4, h5, h6";

/**
 * Calls `onEnd` once when the end of the text inside `container` comes into
 * view: its last paragraph (or other block), watched with an
 * IntersectionObserver (no scroll listeners). `enabled` false watches nothing.
 */
export function useReadToEnd(container: RefObject<HTMLElement | null>, onEnd: () => void, enabled = true): void {
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root || typeof IntersectionObserver === "undefined") return;
    const blocks = root.querySelectorAll(BLOCKS);
    const last = blocks.length > 0 ? blocks[blocks.length - 1]! : root;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      latest.current();
    });
    observer.observe(last);
    return () => observer.disconnect();
  }, [container, enabled]);
}
