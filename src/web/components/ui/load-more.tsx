import { useEffect, useRef } from "react";

import { cn } from "../../lib/cn.js";
import { Button } from "./button.js";

export interface LoadMoreProps {
  /** A paged list (react-query's infinite query): shown only while it has another page. */
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    /** True after a page failed: scrolling stops loading, the button retries. */
    isFetchNextPageError?: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /**
   * Also load the next page when the end of the list scrolls near (within
   * `margin` px, IntersectionObserver), as the reading lists do; the button
   * stays for keyboards and retries. Off: the button only (admin lists,
   * tables, search results).
   */
  loadOnScroll?: boolean;
  /** How near the end (px) scrolling starts the next page, with `loadOnScroll`. */
  margin?: number;
  /** The button's size: `sm` (default) under dense lists, `default` under the reading lists. */
  size?: "sm" | "default";
  className?: string;
}

/** "Load more" under a paged list ("Loading more..." while the next page comes), optionally loading on scroll too. */
export function LoadMore({ list, loadOnScroll = false, margin = 400, size = "sm", className }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError = false, fetchNextPage } = list;
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = loadOnScroll && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  // Re-created after each page, so a sentinel still in view loads the next one.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !autoLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, fetchNextPage, margin]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className={cn("flex justify-center", className)}>
      <Button variant="outline" size={size} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? "Loading more..." : "Load more"}
      </Button>
    </div>
  );
}
